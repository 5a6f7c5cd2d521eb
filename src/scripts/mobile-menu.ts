/** The header's mobile menu (a <details>), if the page has one: closes on Esc and when a link inside it is followed. */
export function startMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('.mobile-menu');
  if (!menu) return;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
}
