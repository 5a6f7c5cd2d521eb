/**
 * Progressive enhancement of the site's forms: with JS the browser's own bubbles are off and,
 * on the first submit, the controller (with the shared zod schemas) is loaded to take over.
 */
import type { submitForm } from './form-controller';

/**
 * The form as it works without JS, for when the controller cannot load (a flaky network): the
 * browser's own checks, then a plain POST that the API answers with a page. What the visitor typed
 * is sent, not lost.
 */
function submitWithoutController(form: HTMLFormElement): void {
  form.noValidate = false;
  if (form.reportValidity()) form.submit();
}

/** Take over one form: no browser bubbles; the controller loads on the first submit. */
function enhanceForm(form: HTMLFormElement): void {
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void import('./form-controller').then(
      // No module: the reload watcher took the failure (src/scripts/services/reload.ts).
      (controller: { submitForm: typeof submitForm } | undefined) =>
        controller ? controller.submitForm(form) : submitWithoutController(form),
      () => submitWithoutController(form),
    );
  });
}

/** Put a deferred form (kept in its slot's <noscript>, Newsletter.astro) in place and take it over. */
function placeDeferredForm(slot: Element): void {
  const markup = slot.querySelector('noscript')?.textContent;
  if (!markup) return;
  slot.replaceChildren(document.createRange().createContextualFragment(markup));
  for (const form of slot.querySelectorAll<HTMLFormElement>('form[data-form]')) enhanceForm(form);
}

/**
 * Deferred forms go in place at once while nothing is painted yet (the first paint then has
 * them), else one screen before they come into view: a page that painted before its start-up
 * ran is one whose end (where the newsletter is) was still being parsed. Placing the form replaces
 * the slot's link to the subscription page, which is what a visitor has if this script fails to load.
 */
function placeDeferredForms(): void {
  const slots = [...document.querySelectorAll('[data-deferred-form]')];
  if (!slots.length) return;
  if (!performance.getEntriesByType('paint').length || !('IntersectionObserver' in window)) {
    slots.forEach(placeDeferredForm);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        placeDeferredForm(target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const slot of slots) observer.observe(slot);
}

/** Take over every form of the page, the deferred ones once they are in place. */
export function startForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]'))
    enhanceForm(form);
  placeDeferredForms();
}
