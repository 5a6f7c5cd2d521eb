/**
 * The error page of SPEC §2 as one block of markup: on 404 the not-found illustration, title,
 * description and «В меню»; on any other status the generic illustration and error and «Обновить»
 * (a `data-reload` button). The static 404 and 500 pages (ErrorPage.astro) and the error a failed
 * load shows in place (src/scripts/services/page-error-view.ts) are this block; its styles are
 * global (src/styles/components.css); its texts are src/lib/error-texts.ts.
 */
import errorArt from './art/error.svg?raw';
import notFoundArt from './art/not-found.svg?raw';

export { ERROR_PAGE, NOT_FOUND_PAGE } from '~/lib/error-texts';

/** The block's parts. */
export interface ErrorPageContent {
  status: number;
  title: string;
  description: string;
  /** The id of its heading (the section is labelled by it). */
  titleId?: string;
}

/** `text` safe inside HTML. */
const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** The error page block for `status`. */
export function errorPageMarkup({
  status,
  title,
  description,
  titleId = 'error-title',
}: ErrorPageContent): string {
  const notFound = status === 404;
  const action = notFound
    ? '<a class="btn" href="/menu">В меню</a>'
    : '<button class="btn" type="button" data-reload>Обновить</button>';
  return (
    `<section class="error-page container" aria-labelledby="${titleId}">` +
    (notFound ? notFoundArt : errorArt) +
    `<p class="error-page__status">Ошибка ${status}</p>` +
    `<h1 id="${titleId}" tabindex="-1">${escapeHtml(title)}</h1>` +
    `<p class="error-page__text">${escapeHtml(description)}</p>` +
    `<div class="error-page__actions">${action}<a class="btn btn--ghost" href="/">На главную</a></div>` +
    '</section>'
  );
}
