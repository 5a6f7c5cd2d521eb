/** Loads under way (island data fetches, page unloads) that the top loading bar shows. */
import { atom, computed } from 'nanostores';

/** How many loads are under way. */
export const $pendingLoads = atom(0);

/** True while anything loads. */
export const $isLoading = computed($pendingLoads, (count) => count > 0);

/** Mark a load as started. */
export function startLoading(): void {
  $pendingLoads.set($pendingLoads.get() + 1);
}

/** Mark a load as ended (successfully or not). */
export function endLoading(): void {
  $pendingLoads.set(Math.max(0, $pendingLoads.get() - 1));
}

/** Run a promise while the bar shows; the bar ends on success and on error alike. */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  startLoading();
  try {
    return await work;
  } finally {
    endLoading();
  }
}
