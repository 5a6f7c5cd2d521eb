/**
 * The menu's filter before its island hydrates (issue 34): a low-tier phone takes about a second
 * to start the island after the first tap, and the filter's options were disabled until then. Now
 * the panel opens and its options tick natively at once (the island's `client:interaction` neither
 * holds taps inside `[data-early]` nor starts on them), and each choice goes into the page's query,
 * which the island reads when it starts. The island starts once the visitor pauses: starting it
 * at the first tick would hold the next one for as long as it takes; the products the filter
 * hides go as soon as it has.
 */
import { ALLERGEN_OPTIONS, DIET_OPTIONS, filterQuery, type MenuFilter } from '~/lib/menu/filter';

const inputsOf = (group: Element | undefined): HTMLInputElement[] => [
  ...(group?.querySelectorAll('input') ?? []),
];

/** The filter the panel's boxes show (diets are one at a time, as in the island). */
function shownFilter(panel: Element, changed: EventTarget | null): MenuFilter {
  const [allergens, diets] = panel.querySelectorAll('.menu-filter__group');
  const dietInputs = inputsOf(diets);
  if (changed instanceof HTMLInputElement && changed.checked && dietInputs.includes(changed))
    for (const input of dietInputs) if (input !== changed) input.checked = false;
  const allergenInputs = inputsOf(allergens);
  return {
    without: ALLERGEN_OPTIONS.filter((_, i) => allergenInputs[i]?.checked).map((o) => o.code),
    diet: DIET_OPTIONS.find((_, i) => dietInputs[i]?.checked)?.code ?? null,
    strict: panel.querySelector<HTMLInputElement>('.menu-filter__strict input')?.checked ?? false,
  };
}

/** A pause in the visitor's choices long enough to start the island (ms). */
const PAUSE = 1000;

/**
 * Let the filter panel inside `root` work before the island has (`hydrated` tells when it has);
 * `start` starts the island after a pause in the visitor's choices.
 */
export function startEarlyFilter(root: Element, hydrated: () => boolean, start: () => void): void {
  const panel = root.querySelector('.menu-filter');
  if (!panel) return;
  for (const control of panel.querySelectorAll('fieldset:disabled, input:disabled'))
    control.removeAttribute('disabled');
  panel.querySelector('.menu-filter__hint')?.setAttribute('hidden', '');
  let pause = 0;
  panel.addEventListener('change', (event) => {
    if (hydrated()) return;
    const query = filterQuery(shownFilter(panel, event.target), location.search);
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    clearTimeout(pause);
    pause = window.setTimeout(start, PAUSE);
  });
}
