/**
 * Reading and changing the tray kept on the device (./storage.ts has its shapes and count): read
 * it whole, one more of an offer, and write it back with an event for the page (the header's
 * count, an open tray).
 */
import { MAX_COUNT, TRAY_EVENT, TRAY_KEY, type TrayContext, type TrayState } from './storage.ts';

/** An empty tray with restaurant prices. */
export const EMPTY_TRAY: TrayState = { items: [], context: 'menu' };

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;

/** The tray from its stored text; anything unreadable is an empty tray. */
export function parseTray(text: string | null | undefined): TrayState {
  try {
    const raw = JSON.parse(text ?? '') as Partial<TrayState> | null;
    const items = Array.isArray(raw?.items) ? raw.items : [];
    return {
      context: raw?.context === 'delivery' ? 'delivery' : 'menu',
      items: items
        .filter((i) => Number.isInteger(i?.offerId) && i.offerId > 0 && isCount(i.count))
        .map((i) => ({ offerId: i.offerId, count: Math.min(i.count, MAX_COUNT) })),
    };
  } catch {
    return EMPTY_TRAY;
  }
}

/** The tray kept on this device (empty without storage). */
export function readTray(): TrayState {
  try {
    return parseTray(localStorage.getItem(TRAY_KEY));
  } catch {
    return EMPTY_TRAY;
  }
}

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
