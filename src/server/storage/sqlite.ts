/** SQLite adapter over `node:sqlite` (the default store: a file under `.data/`, made on first use). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqlAdapter } from './store';

/**
 * A SQLite database file (`:memory:` works too), opened on the first query, so that a folder that
 * cannot be written fails that query (answered 503) instead of the process.
 */
export function sqliteAdapter(file: string): SqlAdapter {
  let db: DatabaseSync | undefined;
  const open = (): DatabaseSync => {
    if (db) return db;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 3000;');
    return db;
  };
  return {
    dialect: 'sqlite',
    all: <T>(sql: string, params: unknown[] = []) =>
      Promise.resolve(
        open()
          .prepare(sql)
          .all(...(params as SQLInputValue[])) as T[],
      ),
    exec: (sql: string) => Promise.resolve(open().exec(sql)),
    close: () => Promise.resolve(db?.close()),
  };
}
