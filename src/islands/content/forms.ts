/**
 * Progressive enhancement of the site's forms: with JS the browser's own bubbles are off and,
 * on the first submit, the controller (with the shared zod schemas) is loaded to take over.
 */
export function startForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    form.noValidate = true;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void import('./form-controller').then(({ submitForm }) => submitForm(form));
    });
  }
}
