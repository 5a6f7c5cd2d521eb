/**
 * Opening the search dialog from the header button: its island loads on the first interaction.
 * Until it is in (about a second on a low-tier phone, issue 34), a frame of the dialog with its
 * field shows at once and takes the keyboard (a phone opens it only inside the tap); what the
 * visitor types there is searched by the island. Search has no page to fall back to, so when its
 * scripts fail to load (a flaky network) the visitor is told so in a toast instead of a tap that
 * does nothing; the next tap loads them again.
 */
import { showDialogFrame } from '~/lib/dialog-shell';
import { handleHttpError } from '~/lib/errors';
import type { openSearch } from './mount-search';

/** Said when the search dialog's scripts could not load. */
export const SEARCH_LOAD_FAILED =
  'Не получилось открыть поиск. Проверь подключение к интернету и попробуй ещё раз.';

/** The field of the search dialog (the island renders the same). */
export const SEARCH_FIELD = {
  label: 'Поиск по меню и ресторанам',
  placeholder: 'Бургер, картофель или адрес',
} as const;

let loaded = false;

/** The search island's module (a failed early load is retried by the next call). */
export const loadSearch = (): Promise<{ openSearch: typeof openSearch } | undefined> =>
  import('./mount-search').then((module) => {
    loaded = true;
    return module;
  });

/** The search dialog's frame with its field, focused. */
function showSearchFrame(): HTMLDialogElement {
  const frame = showDialogFrame(
    'search',
    'dialog--center search',
    'Поиск',
    `<div class="dialog__body search__body"><div class="search__bar"><input class="input search__input" type="search" aria-label="${SEARCH_FIELD.label}" placeholder="${SEARCH_FIELD.placeholder}" autocomplete="off" enterkeyhint="search"><button type="button" class="search__close" aria-label="Закрыть поиск" data-frame-close>×</button></div></div>`,
  );
  frame.querySelector('input')?.focus();
  return frame;
}

/** Open the search dialog for `opener`, or say that it could not load. */
export function openSearchFrom(opener: HTMLElement): void {
  const frame = loaded ? null : showSearchFrame();
  loadSearch().then(
    // No module: the reload watcher took the failure and reloads the page.
    (search) => {
      if (!frame || frame.open) search?.openSearch(opener);
    },
    (error: unknown) => {
      frame?.remove();
      handleHttpError(error, { source: 'search', message: SEARCH_LOAD_FAILED });
    },
  );
}
