/**
 * The page's notices take turns, in order of need: the cookie consent first (it is required), then
 * the city question, then the alert. A notice shows only once every notice before it is done
 * (dismissed, answered, or not needed on this visit), so a phone never shows two at once and the
 * page's heading and main action stay in view.
 */

/** The notices, in the order they take turns. */
export const NOTICE_ORDER = ['consent', 'city', 'alert'] as const;

/** A notice's name. */
export type NoticeName = (typeof NOTICE_ORDER)[number];

/** A queue of turns for one page. */
export function createNoticeQueue() {
  const finish = new Map<NoticeName, () => void>();
  const finished = new Map<NoticeName, Promise<void>>(
    NOTICE_ORDER.map((name) => [name, new Promise<void>((resolve) => finish.set(name, resolve))]),
  );
  return {
    /** Resolves when every notice before `name` is done: its turn has come. */
    turnOf(name: NoticeName): Promise<void> {
      const before = NOTICE_ORDER.slice(0, NOTICE_ORDER.indexOf(name));
      return Promise.all(before.map((n) => finished.get(n) ?? Promise.resolve())).then(
        () => undefined,
      );
    },
    /** Marks `name` done (dismissed, answered or not needed); the next notice may show. */
    done(name: NoticeName): void {
      finish.get(name)?.();
    },
  };
}

/** The page's one queue (shared by the consent banner, the city button and the alert). */
export const notices = createNoticeQueue();
