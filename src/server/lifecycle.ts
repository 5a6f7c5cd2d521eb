/**
 * The process's stop, shared by the Node server (scripts/serve.ts) and the endpoints Astro bundles
 * (a second copy of this module in dist/server): the state lives on `globalThis` under a registry
 * symbol, so both copies see one flag and one list. The server marks the stop when a signal comes
 * (readiness then answers 503) and, once the last request is done, closes what was registered
 * here (the storage pool).
 */

/** Something to close at the stop, by name for the log. */
interface Closer {
  name: string;
  close: () => Promise<void>;
}

interface Lifecycle {
  stopping: boolean;
  closers: Closer[];
}

const KEY = Symbol.for('vkusno.lifecycle');

function state(): Lifecycle {
  const shared = globalThis as { [KEY]?: Lifecycle };
  shared[KEY] ??= { stopping: false, closers: [] };
  return shared[KEY];
}

/** True once the process has begun to stop. */
export const isStopping = (): boolean => state().stopping;

/** Marks the stop: from now on readiness answers 503. */
export function markStopping(): void {
  state().stopping = true;
}

/** Registers a resource to close after the last request (once per name). */
export function onStop(name: string, close: () => Promise<void>): void {
  const { closers } = state();
  if (!closers.some((closer) => closer.name === name)) closers.push({ name, close });
}

/** What closing the registered resources came to, by name. */
export interface ClosedResources {
  closed: string[];
  failed: string[];
}

/**
 * Closes every registered resource, side by side; one that fails or takes over `timeoutMs` is
 * reported in `failed`, never stops the others, and the list is emptied either way.
 */
export async function closeResources(timeoutMs: number): Promise<ClosedResources> {
  const closers = state().closers.splice(0);
  const outcomes = await Promise.all(
    closers.map(async ({ name, close }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      try {
        await Promise.race([close(), late]);
        return { name, ok: true };
      } catch {
        return { name, ok: false };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    closed: outcomes.filter((o) => o.ok).map((o) => o.name),
    failed: outcomes.filter((o) => !o.ok).map((o) => o.name),
  };
}

/** Back to a running process with nothing registered (tests). */
export function resetLifecycle(): void {
  const shared = state();
  shared.stopping = false;
  shared.closers = [];
}
