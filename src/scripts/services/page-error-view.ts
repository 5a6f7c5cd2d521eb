/**
 * The error page of SPEC §2 shown in place, when a start-up or island load fails fatally: the
 * page's main content gives way to the static error pages' own block (src/components/
 * error-page.ts: the illustration, «В меню» on 404 and «Обновить» otherwise), and the title
 * follows SPEC §8. Loaded only when a load fails, with the rules that decide what happens
 * (src/lib/page-errors.ts).
 */
import type { PageFailure } from '~/lib/errors';
import { pageErrorAction, type ServerErrorAction } from '~/lib/page-errors';
import { ERROR_PAGE, errorPageMarkup, NOT_FOUND_PAGE } from '~/components/error-page';
import { errorTitle } from '~/lib/site';

/** Replaces the main content with the error page for a fatal action: the 404 page's own block. */
export function showErrorPage(action: Extract<ServerErrorAction, { kind: 'fatal' }>): void {
  const main = document.querySelector('main') ?? document.body;
  const notFound = action.status === 404;
  main.innerHTML = errorPageMarkup({
    status: action.status,
    title: notFound ? NOT_FOUND_PAGE.title : ERROR_PAGE.title,
    // A 404 says what the 404 page says; another status says what failed.
    description: notFound ? NOT_FOUND_PAGE.description : action.message,
    titleId: 'page-error-title',
  });
  main
    .querySelector('[data-reload]')
    ?.addEventListener('click', () => location.reload(), { once: true });
  document.title = errorTitle(action.status);
  main.querySelector<HTMLElement>('#page-error-title')?.focus();
}

/** Carry out SPEC §8 for a failed load: a redirect that stays on this site, or the error page. */
export function carryOutPageError(failure: PageFailure): void {
  const action = pageErrorAction(failure);
  if (!action) return;
  if (action.kind === 'fatal') return showErrorPage(action);
  const target = new URL(action.to, location.href);
  if (target.origin === location.origin) location.assign(target.href);
}
