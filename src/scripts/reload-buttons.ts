/** «Обновить» buttons (error pages, map error block) reload the page. */
for (const button of document.querySelectorAll('[data-reload]')) {
  button.addEventListener('click', () => location.reload());
}
