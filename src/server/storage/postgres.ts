/**
 * PostgreSQL adapter over `pg` (used when `DATABASE_URL` is set, e.g. on Netlify): one small pool
 * per process. A database restart, a failover or a closed idle connection makes the pool emit
 * `error` on an idle client; that is logged and the client dropped, never a process exit, and
 * the next query opens a new connection.
 */
import pg from 'pg';
import { log } from '../log';
import type { SqlAdapter } from './store';

/** `?` placeholders → `$1, $2…` (our queries have no literal question marks). */
export const numberPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** Connects a small pool to `connectionString`. */
export function postgresAdapter(connectionString: string, max = 4): SqlAdapter {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A database that does not answer must not hold a visitor's request for long: 503 instead.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => {
    log.error(
      { cause: error.message },
      'storage: an idle database connection failed and was dropped',
    );
  });
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params: unknown[] = []) =>
      (await pool.query(numberPlaceholders(sql), params)).rows as T[],
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
