/**
 * The meal tray «Мой поднос» as the device keeps it: offers and counts in localStorage, read
 * without the catalog, so the header's tiny script shows its count on every page (this module is
 * in the shell chunk: keep it to reading; writing is ./changes.ts).
 */

/** Restaurant prices or delivery prices (the menu's context). */
export type TrayContext = 'menu' | 'delivery';

/** One line of the tray: an offer (a size, volume, flavour or serving) and how many. */
export interface TrayItem {
  offerId: number;
  count: number;
}

/** The whole tray. */
export interface TrayState {
  items: TrayItem[];
  context: TrayContext;
}

/** The localStorage key of the tray. */
export const TRAY_KEY = 'tray';

/** The event the window hears after every change of the tray made on this page. */
export const TRAY_EVENT = 'tray-change';

/** How many of one offer a tray holds at most. */
export const MAX_COUNT = 10;

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

/** How many items the tray holds: the counts summed. */
export function trayCount(tray: TrayState): number {
  return tray.items.reduce((sum, item) => sum + item.count, 0);
}
