/**
 * Opening the search dialog from the header button: its island loads on the first interaction.
 * Search has no page to fall back to, so when its scripts fail to load (a flaky network) the
 * visitor is told so in a toast instead of a tap that does nothing; the next tap loads them again.
 */
import { handleHttpError } from '~/lib/errors';
import type { openSearch } from './mount-search';

/** Said when the search dialog's scripts could not load. */
export const SEARCH_LOAD_FAILED =
  'Не получилось открыть поиск. Проверь подключение к интернету и попробуй ещё раз.';

/** The search island's module (a failed early load is retried by the next call). */
export const loadSearch = (): Promise<{ openSearch: typeof openSearch } | undefined> =>
  import('./mount-search');

/** Open the search dialog for `opener`, or say that it could not load. */
export function openSearchFrom(opener: HTMLElement): void {
  loadSearch().then(
    // No module: the reload watcher took the failure and reloads the page.
    (search) => search?.openSearch(opener),
    (error: unknown) => handleHttpError(error, { source: 'search', message: SEARCH_LOAD_FAILED }),
  );
}
