// @vitest-environment jsdom
/**
 * The tray's view frame by frame (src/islands/tray/frames.ts): a growing tray's next frame appends
 * only its own part, and what it leaves is exactly the whole view of that many frames.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTrayData } from '~/lib/tray/data';
import type { TrayState } from '~/lib/tray/storage';
import { $tray, $trayData, $trayNow, $trayView } from '~/stores/tray';
import { appendFrame, framesOf, trayContent } from '~/islands/tray/frames';
import type { TrayViewData } from '~/islands/tray/summary';
import { loadCatalogFolder, loadMenuCatalog } from './helpers/catalog';

const { categories, products, dayParts } = loadMenuCatalog();
const data = buildTrayData(products, categories, loadCatalogFolder('cities'), dayParts);
const OUTCOME = { said: '', shown: null };
const PAGE = { level: 2, onPage: true } as const;

/** The view of a tray of the catalog's first `count` products, every other one twice. */
function viewOf(count: number): TrayViewData {
  const state: TrayState = {
    context: 'menu',
    items: products
      .filter((product) => product.offers.length > 0)
      .slice(0, count)
      .map((product, index) => ({ offerId: product.offers[0]?.id ?? 0, count: 1 + (index % 2) })),
  };
  $tray.set(state);
  const view = $trayView.get();
  if (!view) throw new Error('no view');
  return view;
}

/** A host showing the first `frames` frames of `view`. */
function hostShowing(view: TrayViewData | null, frames: number): HTMLElement {
  const host = document.createElement('div');
  host.append(trayContent(view, 'ready', PAGE, OUTCOME, frames));
  return host;
}

beforeEach(() => {
  $trayData.set(data);
  $trayNow.set(new Date('2026-03-02T09:00:00Z')); // noon in Moscow
});
afterEach(() => {
  $tray.set({ items: [], context: 'menu' });
  $trayData.set(null);
});

describe('a growing tray', () => {
  it('shows in each frame exactly the whole view of that many frames, to the whole tray', () => {
    const view = viewOf(14);
    expect(framesOf(view)).toBe(5 + 3);
    const host = hostShowing(view, 1);
    expect(host.querySelectorAll('.tray-item')).toHaveLength(3);
    for (let frame = 2; frame <= framesOf(view); frame += 1) {
      expect(appendFrame(host, view, PAGE, OUTCOME, frame)).toBe(true);
      expect(host.innerHTML, `frame ${frame}`).toBe(hostShowing(view, frame).innerHTML);
    }
    expect(host.innerHTML).toBe(hostShowing(view, Infinity).innerHTML);
    expect(host.querySelectorAll('.tray-item')).toHaveLength(14);
    expect(host.querySelector('.tray-actions')).not.toBeNull();
  });

  it('appends nothing to a host that does not show the tray’s first frames', () => {
    const view = viewOf(4);
    for (const host of [hostShowing(null, 1), hostShowing(viewOf(0), 1)]) {
      const before = host.innerHTML;
      expect(appendFrame(host, view, PAGE, OUTCOME, 2)).toBe(false);
      expect(host.innerHTML).toBe(before);
    }
    const whole = hostShowing(view, framesOf(view));
    expect(appendFrame(whole, view, PAGE, OUTCOME, framesOf(view) + 1)).toBe(false);
  });
});
