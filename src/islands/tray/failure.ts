/**
 * The tray view's error block, as every island's boundary shows it (src/islands/ui/IslandBoundary
 * .tsx, SPEC §2): «Что-то пошло не так» and «Обновить» in the view's place, the error reported.
 */
import { ERROR_PAGE } from '~/lib/error-texts';
import { reportIslandError } from '~/lib/island-errors';
import { h } from './dom';

/** Show the error block in `host` instead of the view and report `error` as island `name`'s. */
export function showTrayFailure(host: HTMLElement, name: string, error: unknown): void {
  const reload = h('button', { type: 'button', class: 'btn btn--sm' }, 'Обновить');
  reload.addEventListener('click', () => location.reload());
  host.replaceChildren(
    h(
      'section',
      { class: 'island-error', role: 'alert' },
      h('p', { class: 'island-error__title' }, ERROR_PAGE.title),
      h('p', { class: 'island-error__text' }, ERROR_PAGE.description),
      reload,
    ),
  );
  reportIslandError(name, error);
}
