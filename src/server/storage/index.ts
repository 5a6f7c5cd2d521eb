/**
 * The process-wide store: PostgreSQL when `DATABASE_URL` is set, otherwise SQLite in
 * `${DATA_DIR ?? '.data'}/site.sqlite`. Netlify Functions have no lasting disk: there a missing
 * DATABASE_URL makes every write answer 503, and the log says why.
 */
import { join } from 'node:path';
import { onStop } from '../lifecycle';
import { log } from '../log';
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
      log.error(
        'storage: DATABASE_URL is not set. Netlify Functions have no lasting disk, so forms and ' +
          'subscriptions answer 503 until it names a PostgreSQL (README, "Deploying to Netlify").',
      );
      explained = true;
    }
    throw new StorageUnavailable('DATABASE_URL is not set on Netlify');
  }
  if (!store) {
    const created = new Store(url ? postgresAdapter(url) : sqliteAdapter(sqliteFile()));
    // The server closes it (the PostgreSQL pool, the SQLite file) after its last request.
    onStop('storage', () => created.close());
    store = created;
  }
  return store;
}

/**
 * The readiness probe's question to storage (a trivial query), or undefined where no database is
 * configured: the Netlify build without DATABASE_URL, whose forms answer 503 by design.
 */
export function storagePing(): (() => Promise<void>) | undefined {
  if (!process.env['DATABASE_URL'] && __ON_NETLIFY__) return undefined;
  return () => getStore().ping();
}
