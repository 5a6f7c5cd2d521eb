/**
 * Opening the city picker from the header button or the start-up prompt: its island loads then.
 * If it cannot load (a flaky network, or a new build that replaced the chunk), the visitor goes to
 * the city button's own page, a fresh one either way, instead of a tap that does nothing.
 */

import type { openCityPicker } from './mount';

/** Open the picker with the cities' `names`, or go to `fallback` when its scripts fail to load. */
export function openCityPickerOr(fallback: string, names: Record<string, string>): void {
  void import('./mount').then(
    // No module: the reload watcher took the failure and reloads the page.
    (picker: { openCityPicker: typeof openCityPicker } | undefined) =>
      picker?.openCityPicker(names),
    () => location.assign(fallback),
  );
}
