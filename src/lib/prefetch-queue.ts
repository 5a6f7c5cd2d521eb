/** SPEC §9: at most 4 routes are prefetched at a time; the rest wait their turn. */
export const PREFETCH_LIMIT = 4;

/** A queue that runs `load(url)` for each new URL, at most `limit` at once, each URL once. */
export function createPrefetchQueue(
  load: (url: string) => Promise<unknown>,
  limit = PREFETCH_LIMIT,
) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;

  const next = (): void => {
    while (active < limit && waiting.length > 0) {
      const url = waiting.shift() as string;
      active += 1;
      load(url)
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  };

  return {
    /** Ask for a URL; ignored when it was asked for before. */
    add(url: string): void {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      next();
    },
    /** Loads under way now. */
    get active(): number {
      return active;
    },
    /** URLs waiting for a free place. */
    get waiting(): number {
      return waiting.length;
    },
  };
}
