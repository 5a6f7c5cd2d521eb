/**
 * Changing the tray kept on the device (./storage.ts reads it): one more of an offer, and writing
 * it back with an event for the page (the header's count, an open tray).
 */
import { MAX_COUNT, TRAY_EVENT, TRAY_KEY, type TrayContext, type TrayState } from './storage.ts';

/** Keep the tray on this device and tell the page (the header's count, an open tray). */
export function writeTray(tray: TrayState): void {
  try {
    if (tray.items.length === 0) localStorage.removeItem(TRAY_KEY);
    else localStorage.setItem(TRAY_KEY, JSON.stringify(tray));
  } catch {
    // Private mode or full storage: the tray lives as long as the page.
  }
  globalThis.dispatchEvent?.(new CustomEvent(TRAY_EVENT, { detail: tray }));
}

/** The tray with one more of an offer (at most MAX_COUNT); the context is the page's. */
export function addOffer(tray: TrayState, offerId: number, context: TrayContext): TrayState {
  const found = tray.items.some((i) => i.offerId === offerId);
  const items = found
    ? tray.items.map((i) =>
        i.offerId === offerId ? { ...i, count: Math.min(i.count + 1, MAX_COUNT) } : i,
      )
    : [...tray.items, { offerId, count: 1 }];
  return { items, context };
}
