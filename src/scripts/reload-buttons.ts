/** «Обновить» buttons (error pages, map error block) reload the page. */
export function startReloadButtons(): void {
  for (const button of document.querySelectorAll('[data-reload]')) {
    button.addEventListener('click', () => location.reload());
  }
}
