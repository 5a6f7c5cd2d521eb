// `npm start`: build when the build is missing or older than the sources, then serve the whole
// site and its /api on http://localhost:4321 (PORT and HOST respected).
import { spawnSync } from 'node:child_process';
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

const stale = !existsSync(STAMP) || statSync(STAMP).mtimeMs < newest(INPUTS);
if (stale) {
  console.log(existsSync(STAMP) ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { start } = await import('./serve.ts');
await start();
