/**
 * The error page of SPEC §2 shown in place, when a start-up or island load fails fatally: the
 * page's main content gives way to the same block as the static error pages (ErrorPage.astro),
 * «В меню» on 404 and «Обновить» otherwise, and the title follows SPEC §8. Loaded only when a
 * load fails, with the rules that decide what happens (src/lib/page-errors.ts).
 */
import type { PageFailure } from '~/lib/errors';
import { pageErrorAction, type ServerErrorAction } from '~/lib/page-errors';
import { errorTitle } from '~/lib/site';
import { ROUTES } from '~/paths';

/** Builds an element with a class and text. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** Replaces the main content with the error page for a fatal action. */
export function showErrorPage(action: Extract<ServerErrorAction, { kind: 'fatal' }>): void {
  const main = document.querySelector('main') ?? document.body;
  const notFound = action.status === 404;
  const section = element('section', 'error-page container');
  section.setAttribute('aria-labelledby', 'page-error-title');
  const title = element('h1', '', notFound ? 'Страница не найдена' : 'Что-то пошло не так');
  title.id = 'page-error-title';
  title.tabIndex = -1;
  const actions = element('div', 'error-page__actions');
  if (notFound) {
    const menu = element('a', 'btn', 'В меню');
    menu.href = ROUTES.menu;
    actions.append(menu);
  } else {
    const reload = element('button', 'btn', 'Обновить');
    reload.type = 'button';
    reload.addEventListener('click', () => location.reload());
    actions.append(reload);
  }
  const home = element('a', 'btn btn--ghost', 'На главную');
  home.href = '/';
  actions.append(home);
  section.append(
    element('p', 'error-page__status', `Ошибка ${action.status}`),
    title,
    element('p', 'error-page__text', action.message),
    actions,
  );
  main.replaceChildren(section);
  document.title = errorTitle(action.status);
  title.focus();
}

/** Carry out SPEC §8 for a failed load: a redirect that stays on this site, or the error page. */
export function carryOutPageError(failure: PageFailure): void {
  const action = pageErrorAction(failure);
  if (!action) return;
  if (action.kind === 'fatal') return showErrorPage(action);
  const target = new URL(action.to, location.href);
  if (target.origin === location.origin) location.assign(target.href);
}
