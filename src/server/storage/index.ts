/**
 * The process-wide store: PostgreSQL when `DATABASE_URL` is set, otherwise SQLite in
 * `${DATA_DIR ?? '.data'}/site.sqlite` (Netlify Functions have no lasting disk: set DATABASE_URL).
 */
import { join } from 'node:path';
import { postgresAdapter } from './postgres';
import { sqliteAdapter } from './sqlite';
import { Store } from './store';

export { Store } from './store';
export type { OutboxMail, Subscription, SubmissionKind } from './store';

let store: Store | null = null;

/** The SQLite file used when no DATABASE_URL is set. */
export const sqliteFile = (): string => join(process.env['DATA_DIR'] ?? '.data', 'site.sqlite');

/** The store for this process (created on first use). */
export function getStore(): Store {
  const url = process.env['DATABASE_URL'];
  store ??= new Store(url ? postgresAdapter(url) : sqliteAdapter(sqliteFile()));
  return store;
}
