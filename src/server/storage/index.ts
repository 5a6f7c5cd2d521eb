/**
 * The process-wide store: PostgreSQL when `DATABASE_URL` is set, otherwise SQLite in
 * `${DATA_DIR ?? '.data'}/site.sqlite`. Netlify Functions have no lasting disk: there a missing
 * DATABASE_URL makes every write answer 503, and the log says why.
 */
import { join } from 'node:path';
import { postgresAdapter } from './postgres';
import { sqliteAdapter } from './sqlite';
import { StorageUnavailable } from '../http-error';
import { Store } from './store';

export { Store } from './store';
export { StorageUnavailable } from '../http-error';
export type { LimitDecision, OutboxMail, Subscription, SubmissionKind } from './store';

let store: Store | null = null;
let explained = false;

/** The SQLite file used when no DATABASE_URL is set. */
export const sqliteFile = (): string => join(process.env['DATA_DIR'] ?? '.data', 'site.sqlite');

/** The store for this process (created on first use). */
export function getStore(): Store {
  const url = process.env['DATABASE_URL'];
  if (!url && __ON_NETLIFY__) {
    if (!explained) {
      console.error(
        'storage: DATABASE_URL is not set. Netlify Functions have no lasting disk, so forms and ' +
          'subscriptions answer 503 until it names a PostgreSQL (README, "Deploying to Netlify").',
      );
      explained = true;
    }
    throw new StorageUnavailable('DATABASE_URL is not set on Netlify');
  }
  store ??= new Store(url ? postgresAdapter(url) : sqliteAdapter(sqliteFile()));
  return store;
}
