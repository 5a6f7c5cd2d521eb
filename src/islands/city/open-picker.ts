/**
 * Opening the city picker from the header button or the start-up prompt: its island loads then.
 * Until it is in (about a second on a low-tier phone, issue 34), a frame of the dialog shows at
 * once, with every city in it (issue 44; ./frame-cities.ts): a tap on one takes effect
 * at once (the header shows the city, the frame closes) and is saved through the island's store
 * when its code arrives. If the island cannot load (a flaky network, or a new build that replaced
 * the chunk), the visitor goes to the city button's own page, a fresh one either way, instead of a
 * tap that does nothing.
 */
import { dialogShell, showDialogFrame } from '~/lib/dialog-shell';
import { listCities } from './frame-cities';
import type { chooseCityFromFrame, openCityPicker } from './mount';

/** The picker's title (the island's dialog shows the same). */
export const CITY_PICKER_TITLE = 'Выбери город';

let loaded = false;

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
    const body = frame.querySelector('.city-picker');
    // The cities are listed in the same task as the frame (./frame-cities.ts, a few hundred
    // bytes of this chunk, which the button's pointerdown fetched): a tap on one is shown at once
    // and closes the frame; the island's code, still loading, saves it.
    if (body)
      listCities(body, names, (code) => {
        chosen = code;
        frame?.close();
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
      if (chosen) void picker?.chooseCityFromFrame(chosen, names, previous);
      else if (!frame || frame.open) void picker?.openCityPicker(names);
    },
    () => location.assign(fallback),
  );
}
