// Whether the build in dist/ is older than the sources it is made from: `npm start` and the quick
// test loop rebuild only then (scripts/build.mjs writes the stamp last).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

/** The newest modification time under the given files and folders. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    const stat = statSync(p);
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) if (existsSync(p)) visit(p);
  return latest;
}

/** True when there is no build yet or a source changed after it. */
export function buildIsStale() {
  return !existsSync(STAMP) || statSync(STAMP).mtimeMs < newest(INPUTS);
}

/** True when there is a build at all. */
export function buildExists() {
  return existsSync(STAMP);
}
