// The page side of `bench:first-tap`: run before any of the page's scripts (no eval, the CSP holds).

/**
 * Installs `window.__firstTap`: `start`, the first pointerdown's time; `marks`, the time of the
 * frame after each answer; `watch(kind, target)`, which starts checking the answers of a tap of
 * `kind` on `target` at every change of the page, its address and its focus.
 */
export function tapProbe() {
  const state = { start: null, marks: {}, watch };
  window.__firstTap = state;
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.start === null) state.start = event.timeStamp;
    },
    true,
  );

  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const openDialog = () =>
    [...document.querySelectorAll('dialog[open], [role="dialog"]')].find(visible) ?? null;
  const text = (element, selector) => element?.querySelector(selector)?.textContent?.trim() ?? '';

  /** The answers of each tap: name → check, given what was tapped. */
  const answers = {
    product: (target) => {
      const card = target.closest('a');
      const name = text(card, '.product-card__name');
      const price = text(card, '.product-card__price');
      const path = new URL(card.href).pathname;
      return {
        dialog: () => {
          const dialog = openDialog();
          return (
            text(dialog, 'h2') === name &&
            visible(dialog.querySelector('img')) &&
            (dialog.textContent ?? '').includes(price)
          );
        },
        address: () => location.pathname === path,
        details: () => visible(openDialog()?.querySelector('[data-testid="product-price"]')),
      };
    },
    city: () => ({
      dialog: () => openDialog() !== null,
      usable: () => {
        const cities = openDialog()?.querySelectorAll('.city-picker__city') ?? [];
        return cities.length > 1 && [...cities].every((city) => !city.disabled);
      },
    }),
    search: () => ({
      dialog: () => openDialog() !== null,
      usable: () => {
        const field = document.activeElement;
        return (
          field instanceof HTMLInputElement && !field.disabled && openDialog()?.contains(field)
        );
      },
    }),
    filter: () => ({
      panel: () => visible(document.querySelector('details.menu-filter[open] .menu-filter__group')),
      ticked: () => document.querySelector('.menu-filter__group .chip input')?.checked === true,
    }),
  };

  function watch(kind, target) {
    const pending = new Map(Object.entries(answers[kind](target)));
    const check = () => {
      for (const [name, answered] of pending) {
        let done;
        try {
          done = Boolean(answered());
        } catch {
          done = false;
        }
        if (!done) continue;
        pending.delete(name);
        requestAnimationFrame(() => {
          state.marks[name] = performance.now();
        });
      }
      if (pending.size === 0) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    for (const method of ['pushState', 'replaceState']) {
      const original = history[method];
      history[method] = function (...args) {
        const result = original.apply(this, args);
        check();
        return result;
      };
    }
    addEventListener('popstate', check);
    addEventListener('focusin', check);
    addEventListener('change', check, true);
  }
}
