/**
 * Toasts (SPEC §3, §4, §9): at most 3 shown, the rest wait in a queue and the next shows when one
 * is removed; each closes when its timer runs out, the timer pauses on hover and resumes on leave,
 * and progress advances every 100 ms. Closing plays the 800 ms leave animation, then removes it.
 */
import { atom } from 'nanostores';
import { autoCloses, TOAST, toastId, type ToastType } from '~/lib/toasts';

/** What a caller asks to show. */
export interface ToastInput {
  id?: string;
  type?: ToastType;
  title?: string;
  text: string;
  /** Milliseconds; missing means 5000; 0 or negative never auto-closes. */
  duration?: number;
}

/** A toast on screen. */
export interface Toast {
  id: string;
  type: ToastType;
  title: string | undefined;
  text: string;
  duration: number;
  /** Milliseconds left before it closes (the full duration when it never auto-closes). */
  remaining: number;
  paused: boolean;
  leaving: boolean;
}

/** Toasts on screen, oldest first (at most 3). */
export const $toasts = atom<readonly Toast[]>([]);
/** Toasts waiting for a free place. */
export const $toastQueue = atom<readonly Toast[]>([]);

const ticks = new Map<string, ReturnType<typeof setInterval>>();

function update(id: string, change: Partial<Toast>): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, ...change } : toast)));
}

function stopTick(id: string): void {
  const timer = ticks.get(id);
  if (timer !== undefined) clearInterval(timer);
  ticks.delete(id);
}

function startTick(id: string): void {
  stopTick(id);
  const toast = $toasts.get().find((t) => t.id === id);
  if (!toast || !autoCloses(toast.duration) || toast.paused || toast.leaving) return;
  ticks.set(
    id,
    setInterval(() => {
      const current = $toasts.get().find((t) => t.id === id);
      if (!current) return stopTick(id);
      const remaining = Math.max(0, current.remaining - TOAST.tickMs);
      update(id, { remaining });
      if (remaining === 0) closeToast(id);
    }, TOAST.tickMs),
  );
}

function activate(toast: Toast): void {
  $toasts.set([...$toasts.get(), toast]);
  startTick(toast.id);
}

/** Show a toast (or queue it when 3 are on screen); returns its id. */
export function showToast(input: ToastInput): string {
  const duration = input.duration ?? TOAST.defaultDuration;
  const id = input.id ?? toastId();
  const toast: Toast = {
    id,
    type: input.type ?? 'info',
    title: input.title,
    text: input.text,
    duration,
    remaining: Math.max(0, duration),
    paused: false,
    leaving: false,
  };
  if ($toasts.get().length < TOAST.maxActive) activate(toast);
  else $toastQueue.set([...$toastQueue.get(), toast]);
  return id;
}

/** Start the leave animation; the toast is removed 800 ms later. */
export function closeToast(id: string): void {
  const toast = $toasts.get().find((t) => t.id === id);
  if (!toast) {
    $toastQueue.set($toastQueue.get().filter((t) => t.id !== id));
    return;
  }
  if (toast.leaving) return;
  stopTick(id);
  update(id, { leaving: true });
  setTimeout(() => removeToast(id), TOAST.leaveMs);
}

/** Remove a toast at once and show the next queued one. */
export function removeToast(id: string): void {
  stopTick(id);
  const before = $toasts.get();
  const after = before.filter((t) => t.id !== id);
  if (after.length === before.length) return;
  $toasts.set(after);
  const [next, ...rest] = $toastQueue.get();
  if (next && after.length < TOAST.maxActive) {
    $toastQueue.set(rest);
    activate(next);
  }
}

/** Pause a toast's timer (pointer over it). */
export function pauseToast(id: string): void {
  stopTick(id);
  update(id, { paused: true });
}

/** Resume a toast's timer where it stopped (pointer left). */
export function resumeToast(id: string): void {
  update(id, { paused: false });
  startTick(id);
}

/** Remove every toast and empty the queue (tests, page teardown). */
export function clearToasts(): void {
  for (const id of ticks.keys()) stopTick(id);
  $toasts.set([]);
  $toastQueue.set([]);
}
