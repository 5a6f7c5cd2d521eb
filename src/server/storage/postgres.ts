/** PostgreSQL adapter over `pg` (used when `DATABASE_URL` is set, e.g. on Netlify). */
import pg from 'pg';
import type { SqlAdapter } from './store';

/** `?` placeholders → `$1, $2…` (our queries have no literal question marks). */
export const numberPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** Connects a small pool to `connectionString`. */
export function postgresAdapter(connectionString: string, max = 4): SqlAdapter {
  const pool = new pg.Pool({ connectionString, max });
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
