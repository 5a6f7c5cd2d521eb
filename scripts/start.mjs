// `npm start`: build when the build is missing or older than the sources, then serve the whole
// site and its /api on http://localhost:4321 (PORT and HOST respected).
import { spawnSync } from 'node:child_process';
import { buildExists, buildIsStale } from './build-stamp.mjs';

if (buildIsStale()) {
  console.log(buildExists() ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { start } = await import('./serve.ts');
await start();
