import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeResources,
  isStopping,
  markStopping,
  onStop,
  resetLifecycle,
} from '~/server/lifecycle';
import { checkReadiness, READY_TIMEOUT_MS, readinessAnswer } from '~/server/readiness';
import { sqliteAdapter } from '~/server/storage/sqlite';
import { Store } from '~/server/storage/store';

afterEach(() => {
  vi.useRealTimers();
  resetLifecycle();
});

const answers = () => Promise.resolve();

describe('readiness', () => {
  it('is ready when storage answers, and says so', async () => {
    const readiness = await checkReadiness({ stopping: false, ping: answers });
    expect(readiness).toEqual({ ready: true, database: 'ok' });
    const answer = readinessAnswer(readiness);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready when storage fails or outlasts the second', async () => {
    expect(
      await checkReadiness({ stopping: false, ping: () => Promise.reject(new Error('refused')) }),
    ).toEqual({ ready: false, reason: 'storage down' });
    vi.useFakeTimers();
    const pending = checkReadiness({ stopping: false, ping: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS);
    expect(await pending).toEqual({ ready: false, reason: 'storage slow' });
  });

  it('a slow answer within the second is still ready', async () => {
    vi.useFakeTimers();
    const late = () => new Promise<void>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS - 50));
    const pending = checkReadiness({ stopping: false, ping: late });
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 50);
    expect(await pending).toEqual({ ready: true, database: 'ok' });
  });

  it('is not ready once stopping, without asking storage', async () => {
    const ping = vi.fn(answers);
    const readiness = await checkReadiness({ stopping: true, ping });
    expect(readiness).toEqual({ ready: false, reason: 'stopping' });
    expect(ping).not.toHaveBeenCalled();
    const answer = readinessAnswer(readiness);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Сервер останавливается и\u00a0новых запросов не\u00a0принимает.',
      },
    });
  });

  it('answers 503 in Russian, the API’s error shape, when storage is silent', async () => {
    const answer = readinessAnswer({ ready: false, reason: 'storage down' });
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/^Хранилище не\u00a0отвечает/);
  });

  it('without a configured database (Netlify without DATABASE_URL): ready, database «not configured»', async () => {
    const readiness = await checkReadiness({ stopping: false, ping: undefined });
    expect(await readinessAnswer(readiness).json()).toEqual({
      status: 'ok',
      database: 'not configured',
    });
  });
});

describe('readiness of a real SQLite store', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vkusno-ready-'));

  it('answers over a working file', async () => {
    const store = new Store(sqliteAdapter(path.join(folder, 'site.sqlite')));
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
  });

  it('fails over a folder that cannot be made or a file that is not a database', async () => {
    const blocker = path.join(folder, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const unmakeable = new Store(sqliteAdapter(path.join(blocker, 'site.sqlite')));
    expect(await checkReadiness({ stopping: false, ping: () => unmakeable.ping() })).toEqual({
      ready: false,
      reason: 'storage down',
    });
    const garbage = path.join(folder, 'garbage.sqlite');
    writeFileSync(garbage, 'x'.repeat(4096));
    const unreadable = new Store(sqliteAdapter(garbage));
    expect(await checkReadiness({ stopping: false, ping: () => unreadable.ping() })).toEqual({
      ready: false,
      reason: 'storage down',
    });
  });
});

describe('the stop’s shared state', () => {
  it('marks the stop for every copy of the module (one flag on globalThis)', () => {
    expect(isStopping()).toBe(false);
    markStopping();
    expect(isStopping()).toBe(true);
    expect(
      (globalThis as Record<symbol, { stopping: boolean }>)[Symbol.for('vkusno.lifecycle')]
        ?.stopping,
    ).toBe(true);
  });

  it('closes every resource once; one that fails or hangs does not hold the others', async () => {
    const closed: string[] = [];
    onStop('storage', () => Promise.resolve(void closed.push('storage')));
    onStop('storage', () => Promise.resolve(void closed.push('storage again')));
    onStop('mail', () => Promise.reject(new Error('gone')));
    onStop('slow', () => new Promise(() => undefined));
    expect(await closeResources(50)).toEqual({ closed: ['storage'], failed: ['mail', 'slow'] });
    expect(closed).toEqual(['storage']);
    expect(await closeResources(50)).toEqual({ closed: [], failed: [] });
  });
});
