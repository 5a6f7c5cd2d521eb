import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, PREFETCH_LIMIT } from '~/lib/prefetch-queue';

describe('prefetch queue (SPEC §9: 4 routes at a time)', () => {
  it('runs at most 4 at once and starts the next when one ends', async () => {
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const queue = createPrefetchQueue(
      (url) =>
        new Promise<void>((resolve) => {
          started.push(url);
          finishers.set(url, resolve);
        }),
    );
    for (const n of [1, 2, 3, 4, 5, 6]) queue.add(`/page-${n}`);
    expect(PREFETCH_LIMIT).toBe(4);
    expect(started).toEqual(['/page-1', '/page-2', '/page-3', '/page-4']);
    expect(queue.waiting).toBe(2);
    finishers.get('/page-2')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(5);
    expect(queue.active).toBe(4);
  });

  it('asks for each URL once, even after a failure', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue((url) => {
      started.push(url);
      return Promise.reject(new Error('offline'));
    });
    queue.add('/menu');
    queue.add('/menu');
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue.add('/menu');
    expect(started).toEqual(['/menu']);
    expect(queue.active).toBe(0);
  });
});
