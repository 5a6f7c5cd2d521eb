/**
 * The tray in a link: `/menu/tray?items=50011x2-50341&context=delivery` opens the same tray on
 * any device (offer ids, counts after «x», restaurant prices when `context` is absent).
 */
import { ROUTES } from '../../paths.ts';
import { MAX_COUNT, type TrayState } from './storage.ts';

/** The query parameter of the items. */
export const ITEMS_PARAM = 'items';

/** The query parameter of the context. */
export const CONTEXT_PARAM = 'context';

/** The tray's address, absolute on `origin` (a page's location.origin). */
export function trayLink(tray: TrayState, origin: string): string {
  const url = new URL(ROUTES.tray, origin);
  const items = tray.items
    .map((i) => (i.count > 1 ? `${i.offerId}x${i.count}` : String(i.offerId)))
    .join('-');
  if (items) url.searchParams.set(ITEMS_PARAM, items);
  if (tray.context === 'delivery') url.searchParams.set(CONTEXT_PARAM, 'delivery');
  return url.href;
}

/** The tray a link's query carries, or null when it carries none. */
export function trayFromQuery(search: string): TrayState | null {
  const params = new URLSearchParams(search);
  const raw = params.get(ITEMS_PARAM);
  if (raw === null) return null;
  const counts = new Map<number, number>();
  for (const part of raw.split('-')) {
    const match = /^(\d{1,9})(?:x(\d{1,2}))?$/.exec(part);
    if (!match) continue;
    const id = Number(match[1]);
    const count = Number(match[2] ?? 1);
    if (id > 0 && count > 0) counts.set(id, Math.min(MAX_COUNT, (counts.get(id) ?? 0) + count));
  }
  return {
    items: [...counts].map(([offerId, count]) => ({ offerId, count })),
    context: params.get(CONTEXT_PARAM) === 'delivery' ? 'delivery' : 'menu',
  };
}
