/**
 * The `Store` of DESIGN.md: subscriptions, form submissions and the mail outbox, over one small
 * SQL adapter so SQLite (default) and PostgreSQL (`DATABASE_URL`) share every query.
 */
import { randomBytes } from 'node:crypto';

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
  created_at TEXT NOT NULL, sent_at TEXT);`;

/** The storage the API endpoints use. */
export class Store {
  private ready: Promise<void> | null = null;

  constructor(private readonly db: SqlAdapter) {}

  /** Creates the tables on first use. */
  init(): Promise<void> {
    this.ready ??= this.db.exec(
      DDL(
        this.db.dialect === 'sqlite'
          ? 'INTEGER PRIMARY KEY AUTOINCREMENT'
          : 'INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
      ),
    );
    return this.ready;
  }

  /**
   * Records a subscription request. Idempotent: a pending address keeps its token, a confirmed
   * one stays confirmed (`changed: false`, no new mail), an unsubscribed one starts over.
   */
  async subscribe(
    email: string,
    consentVersion: string,
  ): Promise<{ subscription: Subscription; needsConfirmation: boolean }> {
    await this.init();
    const existing = await this.findSubscription('email', email);
    if (existing?.status === 'confirmed')
      return { subscription: existing, needsConfirmation: false };
    if (existing?.status === 'pending') return { subscription: existing, needsConfirmation: true };
    const token = newToken();
    await this.db.all(
      `INSERT INTO subscriptions (email, token, status, consent_version, created_at, updated_at)
       VALUES (?, ?, 'pending', ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET token = excluded.token, status = 'pending',
         consent_version = excluded.consent_version, updated_at = excluded.updated_at`,
      [email, token, consentVersion, now(), now()],
    );
    return {
      subscription: { email, token, status: 'pending', consentVersion },
      needsConfirmation: true,
    };
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
    const [row] = await this.db.all<Record<string, string>>(
      `SELECT email, token, status, consent_version FROM subscriptions WHERE ${by} = ?`,
      [value],
    );
    if (!row) return null;
    return {
      email: String(row['email']),
      token: String(row['token']),
      status: row['status'] as SubscriptionStatus,
      consentVersion: String(row['consent_version']),
    };
  }

  /** Stores a form submission with the consent version it was given under; returns its id. */
  async saveSubmission(
    kind: SubmissionKind,
    payload: Record<string, unknown>,
    consentVersion: string,
  ): Promise<number> {
    await this.init();
    const [row] = await this.db.all<{ id: number }>(
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
    const rows = await this.db.all<Record<string, unknown>>(
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
    const [row] = await this.db.all<{ id: number }>(
      'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?) RETURNING id',
      [recipient, subject, body, now()],
    );
    return Number(row?.id);
  }

  /** Marks an outbox message as delivered by SMTP. */
  async markSent(id: number): Promise<void> {
    await this.db.all('UPDATE outbox SET sent_at = ? WHERE id = ?', [now(), id]);
  }

  /** Outbox messages (optionally for one recipient), newest first. */
  async outbox(recipient?: string): Promise<OutboxMail[]> {
    await this.init();
    const rows = await this.db.all<Record<string, unknown>>(
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
    const found = await this.findSubscription('token', token);
    if (!found || !from.includes(found.status)) return false;
    await this.db.all('UPDATE subscriptions SET status = ?, updated_at = ? WHERE token = ?', [
      status,
      now(),
      token,
    ]);
    return true;
  }
}
