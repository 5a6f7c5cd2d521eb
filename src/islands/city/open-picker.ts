/**
 * Opening the city picker from the header button or the start-up prompt: its island loads then.
 * Until it is in (about a second on a low-tier phone, issue 34), a frame of the dialog shows at
 * once with every city as a button (issue 44): a tap on one takes effect at once (the header shows
 * the city, the frame closes) and is saved through the island's store when its code arrives. If
 * the island cannot load (a flaky network, or a new build that replaced the chunk), the visitor
 * goes to the city button's own page, a fresh one either way, instead of a tap that does nothing.
 */
import { COOKIE, readCookie } from '~/lib/cookies';
import { dialogShell, showDialogFrame } from '~/lib/dialog-shell';
import type { chooseCityFromFrame, openCityPicker } from './mount';

/** The picker's title (the island's dialog shows the same). */
export const CITY_PICKER_TITLE = 'Выбери город';

let loaded = false;

/** `text` safe inside HTML. */
const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** The frame's list: the island's classes, the visitor's city marked as the island marks it. */
function cityListMarkup(names: Record<string, string>): string {
  const current = readCookie(COOKIE.city);
  const items = Object.entries(names).map(
    ([code, name]) =>
      `<li><button type="button" class="city-picker__city" data-city-code="${escapeHtml(code)}"${
        code === current ? ' aria-current="true"' : ''
      }>${escapeHtml(name)}</button></li>`,
  );
  return `<ul class="city-picker__list" aria-label="Города">${items.join('')}</ul>`;
}

/** Show every header label as `name` (the island does the same once a choice is saved). */
function showCityName(name: string): void {
  document.querySelectorAll('[data-city-name]').forEach((label) => {
    label.textContent = name;
  });
}

/** Open the picker with the cities' `names`, or go to `fallback` when its scripts fail to load. */
export function openCityPickerOr(fallback: string, names: Record<string, string>): void {
  let frame: HTMLDialogElement | null = null;
  let chosen: string | null = null;
  if (!loaded) {
    frame = showDialogFrame(
      'changeCity',
      'dialog--sheet',
      CITY_PICKER_TITLE,
      dialogShell('city-picker-frame-title', 'city-picker'),
    );
    const title = frame.querySelector('h2');
    if (title) title.textContent = CITY_PICKER_TITLE;
    frame.querySelector('.city-picker')?.insertAdjacentHTML('beforeend', cityListMarkup(names));
    frame.addEventListener('click', (event) => {
      const city = (event.target as Element).closest<HTMLElement>('[data-city-code]');
      const code = city?.dataset['cityCode'];
      if (!code || !frame) return;
      chosen = code;
      showCityName(names[code] ?? code);
      frame.close();
    });
  }
  const previous = document.querySelector('[data-city-name]')?.textContent ?? '';
  void import('./mount').then(
    // No module: the reload watcher took the failure and reloads the page.
    (
      picker:
        | {
            openCityPicker: typeof openCityPicker;
            chooseCityFromFrame: typeof chooseCityFromFrame;
          }
        | undefined,
    ) => {
      loaded = true;
      if (chosen)
        void picker?.chooseCityFromFrame(chosen, names).catch(() => {
          showCityName(previous);
        });
      else if (!frame || frame.open) void picker?.openCityPicker(names);
    },
    () => location.assign(fallback),
  );
}
