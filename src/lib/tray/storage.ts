/**
 * The meal tray «Мой поднос» as the device keeps it: offers and counts in localStorage. This
 * module is in the shell chunk (the header's count on every page): its shapes and the count only;
 * reading it whole and writing it are ./changes.ts.
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

/** How many items the tray holds: the counts summed. */
export function trayCount(tray: TrayState): number {
  return tray.items.reduce((sum, item) => sum + item.count, 0);
}

/** The count of the tray kept on this device (0 without one or without storage). */
export function storedTrayCount(): number {
  try {
    return trayCount(JSON.parse(localStorage.getItem(TRAY_KEY) ?? '{"items":[]}') as TrayState);
  } catch {
    return 0;
  }
}
