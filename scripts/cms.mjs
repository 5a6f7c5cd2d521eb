// `npm run cms`: the editor on this computer, with the editorial workflow. Starts Decap's proxy
// (decap-server in git mode: drafts become local `cms/…` branches, «Опубликовать» merges into
// `main`, as on GitHub) and `astro dev`, prints where to open the editor, and stops both on
// Ctrl-C. The dev server sends no CSP, so /admin may talk to the proxy on localhost:8081.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
// Decap's default for `local_backend: true`; another port also needs `local_backend.url` in
// src/lib/admin/editorial.yml (CMS_PROXY_PORT is for checking the script beside a running editor).
const PROXY_PORT = process.env.CMS_PROXY_PORT ?? '8081';
const root = spawnSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' });
if (root.status !== 0) {
  console.error('npm run cms работает только в git-репозитории сайта (нужен git).');
  process.exit(1);
}
const repo = root.stdout.trim();

const free = await new Promise((resolve) => {
  const probe = createServer()
    .once('error', () => resolve(false))
    .listen(Number(PROXY_PORT), '127.0.0.1', () => probe.close(() => resolve(true)));
});
if (!free) {
  console.error(
    `Порт ${PROXY_PORT} занят: похоже, редактор уже запущен (npm run cms или npx decap-server).` +
      ' Остановите его и запустите снова.',
  );
  process.exit(1);
}

const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  cwd: repo,
  encoding: 'utf8',
}).stdout.trim();
if (dirty) {
  console.warn(
    'Внимание: в репозитории есть незакоммиченные изменения. Редактор переключает ветки git,' +
      ' поэтому сначала закоммитьте их или уберите (git stash).',
  );
}

/** Starts a Node program with this script's Node, its output piped back here. */
function run(name, script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.on('exit', (code, signal) => stopAll(name, code, signal));
  return child;
}

const proxy = run('decap-server', require.resolve('decap-server/dist/index.js'), [], {
  MODE: 'git',
  GIT_REPO_DIRECTORY: repo,
  PORT: PROXY_PORT,
  BIND_HOST: process.env.BIND_HOST ?? '127.0.0.1',
});
const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');
const dev = run('astro dev', astroBin, ['dev'], {});

proxy.stdout.pipe(process.stdout);
let announced = false;
createInterface({ input: dev.stdout }).on('line', (line) => {
  console.log(line);
  const local = /(http:\/\/localhost:\d+)\//.exec(line);
  if (local && !announced) {
    announced = true;
    console.log(
      `\nРедактор: ${local[1]}/admin — войдите кнопкой «Войти» (без пароля).` +
        `\nПрокси Decap: http://localhost:${PROXY_PORT}/api/v1 (git, ветки cms/…).` +
        '\nОстановить: Ctrl+C.\n',
    );
  }
});

let stopping = false;
/** Stops both processes once either ends or the user presses Ctrl-C. */
function stopAll(name, code, signal) {
  if (stopping) return;
  stopping = true;
  if (name && !signal && code !== 0) console.error(`${name} завершился с кодом ${code}.`);
  for (const child of [proxy, dev]) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = typeof code === 'number' ? code : 0;
}

process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
