// A copy of the repository in a temporary directory, for builds that must not touch the working
// tree: the build bench (scripts/bench/build.mjs) and the build tests (tests/build).
import { cpSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Build output, caches and local data: not part of the sources a build reads. */
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.astro',
  '.data',
  '.netlify',
  'test-results',
]);

/**
 * Copies the repository at `root` into a new temp directory named after `label`, sharing
 * node_modules through a symlink; returns the directory.
 * @param {string} label
 * @param {string} [root]
 * @returns {string}
 */
export function copyRepo(label, root = process.cwd()) {
  const dir = mkdtempSync(path.join(tmpdir(), `vkusno-${label}-`));
  for (const entry of readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}
