/**
 * The tray's actions: «Поделиться» (the Web Share sheet on phones, the clipboard elsewhere, the
 * link itself when neither works), «Очистить поднос», and «Распечатать» on the page or the page's
 * link in the dialog.
 */
import { withQuery } from '~/lib/query';
import { trayLink } from '~/lib/tray/link';
import type { TrayState } from '~/lib/tray/storage';
import { ROUTES } from '~/paths';
import { h } from './dom';

/** What sharing said: the status line, and the link to copy by hand when nothing else worked. */
export interface ShareOutcome {
  said: string;
  shown: string | null;
}

/** True on a phone or tablet: the share sheet is the natural way there. */
const isTouch = (): boolean => matchMedia('(pointer: coarse)').matches;

/** Share `tray`'s link; null when the share sheet took it (or the visitor closed it). */
export async function shareTray(tray: TrayState): Promise<ShareOutcome | null> {
  const url = trayLink(tray, location.origin);
  if (isTouch() && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Мой поднос — «Вкусно\u00a0– и\u00a0точка»', url });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { said: 'Ссылка на\u00a0поднос скопирована', shown: null };
  } catch {
    return { said: 'Скопируй ссылку на\u00a0поднос', shown: url };
  }
}

/** The row of actions under the tray (`data-tray-action` names each button's action). */
export function trayActions(empty: boolean, onPage: boolean, outcome: ShareOutcome): HTMLElement {
  const action = (name: string, style: string, text: string): HTMLElement =>
    h('button', { type: 'button', class: `btn ${style}btn--md`, 'data-tray-action': name }, text);
  return h(
    'div',
    { class: 'tray-actions' },
    !empty && [
      action('share', '', 'Поделиться'),
      onPage && action('print', 'btn--outline ', 'Распечатать'),
      action('clear', 'btn--ghost ', 'Очистить поднос'),
    ],
    !onPage &&
      h(
        'a',
        { class: 'tray-actions__page', href: withQuery(ROUTES.tray, location.search) },
        'Поднос на\u00a0отдельной странице',
      ),
    h('p', { class: 'tray-actions__status', role: 'status' }, outcome.said || null),
    outcome.shown !== null &&
      h('input', {
        class: 'tray-actions__link',
        readonly: true,
        value: outcome.shown,
        'aria-label': 'Ссылка на поднос',
        'data-tray-link': true,
      }),
  );
}
