/**
 * Opening the city picker from the header button or the start-up prompt: its island loads then.
 * Until it is in (about a second on a low-tier phone, issue 34), a frame of the dialog with its
 * title shows at once. If the island cannot load (a flaky network, or a new build that replaced
 * the chunk), the visitor goes to the city button's own page, a fresh one either way, instead of
 * a tap that does nothing.
 */
import { dialogShell, showDialogFrame } from '~/lib/dialog-shell';
import type { openCityPicker } from './mount';

/** The picker's title (the island's dialog shows the same). */
export const CITY_PICKER_TITLE = 'Выбери город';

let loaded = false;

/** Open the picker with the cities' `names`, or go to `fallback` when its scripts fail to load. */
export function openCityPickerOr(fallback: string, names: Record<string, string>): void {
  let frame: HTMLDialogElement | null = null;
  if (!loaded) {
    frame = showDialogFrame(
      'changeCity',
      'dialog--sheet',
      CITY_PICKER_TITLE,
      dialogShell('city-picker-frame-title', 'city-picker'),
    );
    const title = frame.querySelector('h2');
    if (title) title.textContent = CITY_PICKER_TITLE;
    frame
      .querySelector('.city-picker')
      ?.insertAdjacentHTML(
        'beforeend',
        '<div class="loader loader--small" role="status" aria-label="Загружаем города"></div>',
      );
  }
  void import('./mount').then(
    // No module: the reload watcher took the failure and reloads the page.
    (picker: { openCityPicker: typeof openCityPicker } | undefined) => {
      loaded = true;
      if (!frame || frame.open) void picker?.openCityPicker(names);
    },
    () => location.assign(fallback),
  );
}
