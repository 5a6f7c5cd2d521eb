/**
 * The `Store` of DESIGN.md: subscriptions, form submissions and the mail outbox, over one small
 * SQL adapter so SQLite (default) and PostgreSQL (`DATABASE_URL`) share every query.
 */
import { randomBytes } from 'node:crypto';
import { StorageUnavailable } from '../http-error';
import { log } from '../log';

export { StorageUnavailable } from '../http-error';

/** A SQL connection: `?` placeholders, rows as plain objects. */
export interface SqlAdapter {
  dialect: 'sqlite' | 'postgres';
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A subscription's state. */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A stored subscription. */
export interface Subscription {
  email: string;
  token: string;
  status: SubscriptionStatus;
  consentVersion: string;
}

/** A message in the outbox. */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}

/** Kinds of stored form submissions. */
export type SubmissionKind = 'feedback' | 'franchise';

const now = (): string => new Date().toISOString();
const DAY_MS = 24 * 60 * 60_000;
const newToken = (): string => randomBytes(24).toString('base64url');

const DDL = (id: string): string => `
CREATE TABLE IF NOT EXISTS subscriptions (
  email TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
  consent_version TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submissions (
  id ${id}, kind TEXT NOT NULL, payload TEXT NOT NULL, consent_version TEXT NOT NULL,
  created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (
  id ${id}, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
  created_at TEXT NOT NULL, sent_at TEXT);
CREATE TABLE IF NOT EXISTS limits (
  key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL);`;

/**
 * PostgreSQL: the schema is created under an advisory lock (held to the end of the implicit
 * transaction of this one multi-statement query), so processes starting together do not race
 * on `CREATE TABLE IF NOT EXISTS`.
 */
const POSTGRES_DDL = `SELECT pg_advisory_xact_lock(7270701);${DDL(
  'INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
)}`;
const SQLITE_DDL = DDL('INTEGER PRIMARY KEY AUTOINCREMENT');

/** The answer of a counted attempt (rate limits, letters per address). */
export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfter: number;
}

/** The storage the API endpoints use. */
export class Store {
  private ready: Promise<void> | null = null;
  private down = false;
  private loggedAt = -Infinity;

  constructor(private readonly db: SqlAdapter) {}

  /** Creates the tables on first use; a failed attempt is forgotten, so the next one retries. */
  init(): Promise<void> {
    this.ready ??= this.db
      .exec(this.db.dialect === 'sqlite' ? SQLITE_DDL : POSTGRES_DDL)
      .catch((error: unknown) => {
        this.ready = null;
        throw error;
      });
    return this.guard(() => this.ready as Promise<void>);
  }

  /**
   * Counts an attempt for `key` in a fixed window, atomically in the database, so every process
   * over it shares one count: `allowed` while the window holds at most `limit` attempts.
   */
  async hit(key: string, limit: number, windowMs: number, at = Date.now()): Promise<LimitDecision> {
    await this.init();
    const expired = at - windowMs;
    const [row] = await this.query<{ count: number | string; window_start: number | string }>(
      `INSERT INTO limits (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN limits.window_start <= ? THEN 1 ELSE limits.count + 1 END,
         window_start = CASE WHEN limits.window_start <= ? THEN excluded.window_start
           ELSE limits.window_start END
       RETURNING count, window_start`,
      [key, at, expired, expired],
    );
    if (Math.random() < 0.01) {
      await this.query('DELETE FROM limits WHERE window_start < ?', [at - 2 * DAY_MS]);
    }
    const count = Number(row?.count ?? 1);
    if (count <= limit) return { allowed: true, retryAfter: 0 };
    const end = Number(row?.window_start ?? at) + windowMs;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((end - at) / 1000)) };
  }

  /**
   * Records a subscription request in one statement, so parallel repeats agree on one token: a new
   * or unsubscribed address gets a fresh token, a pending one keeps its token (a letter is due
   * again), a confirmed one stays confirmed (no letter).
   */
  async subscribe(
    email: string,
    consentVersion: string,
  ): Promise<{ subscription: Subscription; needsConfirmation: boolean }> {
    await this.init();
    const [created] = await this.query<Record<string, string>>(
      `INSERT INTO subscriptions (email, token, status, consent_version, created_at, updated_at)
       VALUES (?, ?, 'pending', ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET token = excluded.token, status = 'pending',
         consent_version = excluded.consent_version, updated_at = excluded.updated_at
       WHERE subscriptions.status = 'unsubscribed'
       RETURNING email, token, status, consent_version`,
      [email, newToken(), consentVersion, now(), now()],
    );
    const subscription = created
      ? toSubscription(created)
      : await this.findSubscription('email', email);
    if (!subscription) throw new StorageUnavailable('subscription vanished while subscribing');
    return { subscription, needsConfirmation: subscription.status === 'pending' };
  }

  /** Confirms by token; false when the token is unknown or was unsubscribed. */
  async confirm(token: string): Promise<boolean> {
    return this.setStatus(token, 'confirmed', ['pending', 'confirmed']);
  }

  /** Unsubscribes by token; false when the token is unknown. */
  async unsubscribe(token: string): Promise<boolean> {
    return this.setStatus(token, 'unsubscribed', ['pending', 'confirmed', 'unsubscribed']);
  }

  /** A subscription by e-mail or token. */
  async findSubscription(by: 'email' | 'token', value: string): Promise<Subscription | null> {
    await this.init();
    const [row] = await this.query<Record<string, string>>(
      `SELECT email, token, status, consent_version FROM subscriptions WHERE ${by} = ?`,
      [value],
    );
    return row ? toSubscription(row) : null;
  }

  /** Stores a form submission with the consent version it was given under; returns its id. */
  async saveSubmission(
    kind: SubmissionKind,
    payload: Record<string, unknown>,
    consentVersion: string,
  ): Promise<number> {
    await this.init();
    const [row] = await this.query<{ id: number }>(
      `INSERT INTO submissions (kind, payload, consent_version, created_at) VALUES (?, ?, ?, ?)
       RETURNING id`,
      [kind, JSON.stringify(payload), consentVersion, now()],
    );
    return Number(row?.id);
  }

  /** Submissions of a kind, newest first. */
  async listSubmissions(
    kind: SubmissionKind,
  ): Promise<{ id: number; payload: Record<string, unknown>; consentVersion: string }[]> {
    await this.init();
    const rows = await this.query<Record<string, unknown>>(
      'SELECT id, payload, consent_version FROM submissions WHERE kind = ? ORDER BY id DESC',
      [kind],
    );
    return rows.map((r) => ({
      id: Number(r['id']),
      payload: JSON.parse(String(r['payload'])) as Record<string, unknown>,
      consentVersion: String(r['consent_version']),
    }));
  }

  /** Puts a message into the outbox; returns its id. */
  async queueMail(recipient: string, subject: string, body: string): Promise<number> {
    await this.init();
    const [row] = await this.query<{ id: number }>(
      'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?) RETURNING id',
      [recipient, subject, body, now()],
    );
    return Number(row?.id);
  }

  /** Marks an outbox message as delivered by SMTP. */
  async markSent(id: number): Promise<void> {
    await this.query('UPDATE outbox SET sent_at = ? WHERE id = ?', [now(), id]);
  }

  /** Outbox messages (optionally for one recipient), newest first. */
  async outbox(recipient?: string): Promise<OutboxMail[]> {
    await this.init();
    const rows = await this.query<Record<string, unknown>>(
      `SELECT id, recipient, subject, body, created_at, sent_at FROM outbox
       ${recipient ? 'WHERE recipient = ?' : ''} ORDER BY id DESC`,
      recipient ? [recipient] : [],
    );
    return rows.map((r) => ({
      id: Number(r['id']),
      recipient: String(r['recipient']),
      subject: String(r['subject']),
      body: String(r['body']),
      createdAt: String(r['created_at']),
      sentAt: typeof r['sent_at'] === 'string' ? r['sent_at'] : null,
    }));
  }

  /** A trivial query (after the schema), for readiness: resolves once the database answers. */
  async ping(): Promise<void> {
    await this.init();
    await this.query('SELECT 1');
  }

  /** Closes the connection. */
  close(): Promise<void> {
    return this.db.close();
  }

  private async setStatus(
    token: string,
    status: SubscriptionStatus,
    from: SubscriptionStatus[],
  ): Promise<boolean> {
    await this.init();
    const rows = await this.query(
      `UPDATE subscriptions SET status = ?, updated_at = ?
       WHERE token = ? AND status IN (${from.map(() => '?').join(', ')}) RETURNING email`,
      [status, now(), token, ...from],
    );
    return rows.length > 0;
  }

  /** Every query goes through here: a database fault becomes StorageUnavailable. */
  private query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.guard(() => this.db.all<T>(sql, params));
  }

  /**
   * Runs a database call; a failure raises StorageUnavailable. An outage is logged once a minute
   * at most (a restart flaps for a moment: refused, shutting down, back), and its end once.
   */
  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      if (this.down) log.info('storage: the database answers again');
      this.down = false;
      return result;
    } catch (error) {
      const at = Date.now();
      if (!this.down && at - this.loggedAt >= 60_000) {
        log.error({ cause: describe(error) }, 'storage: the database is unavailable');
        this.loggedAt = at;
        this.down = true;
      }
      throw new StorageUnavailable('the database is unavailable', { cause: error });
    }
  }
}

/** An error in one line: its message and code, without the driver's whole object. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

/** A subscription from its row. */
function toSubscription(row: Record<string, unknown>): Subscription {
  return {
    email: String(row['email']),
    token: String(row['token']),
    status: row['status'] as SubscriptionStatus,
    consentVersion: String(row['consent_version']),
  };
}
