/** SQLite adapter over `node:sqlite` (the default store: a file under `.data/`, made on first use). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqlAdapter } from './store';

/** Opens (creating if needed) a SQLite database file; `:memory:` works too. */
export function sqliteAdapter(file: string): SqlAdapter {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 3000;');
  return {
    dialect: 'sqlite',
    all: <T>(sql: string, params: unknown[] = []) =>
      Promise.resolve(db.prepare(sql).all(...(params as SQLInputValue[])) as T[]),
    exec: (sql: string) => Promise.resolve(db.exec(sql)),
    close: () => Promise.resolve(db.close()),
  };
}
