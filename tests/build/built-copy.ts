/**
 * A copy of the repository with an editor's change in it, built as production builds it: what the
 * editor tests read when run alone (in `npm test` they read the Netlify parity step's build).
 */
import { spawnSync } from 'node:child_process';
import { copyRepo } from '../../scripts/copy-repo.mjs';
import { drawProductArt } from '../../scripts/product-art.ts';

/** Copies the repository as `name`, lets `change` edit the copy, builds it; returns the copy. */
export function builtCopy(name: string, change: (dir: string) => void): string {
  const copy = copyRepo(name);
  change(copy);
  // As `npm run build` does first: the drawing of a product the change creates.
  drawProductArt(copy);
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: copy,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    throw new Error(`astro build failed:\n${run.stdout.slice(-3000)}${run.stderr.slice(-3000)}`);
  return copy;
}
