/**
 * The header's «Мой поднос» on every page (no React, in the shell chunk: keep it small). It shows
 * the count kept on the device, follows changes on this page and in other tabs, and its first tap
 * loads the tray's dialog (its page when that fails; on that page it is a plain link). The
 * «В поднос» buttons are wired by the menu pages' own script (src/scripts/menu/tray-add.ts). No
 * src/paths or plural helper here: the header says «(товаров: 3)» (1.9 KB of gzip on every page).
 */
import {
  storedTrayCount,
  trayCount,
  TRAY_EVENT,
  TRAY_KEY,
  type TrayState,
} from '~/lib/tray/storage';

/** Wire the header's tray button. */
export function startTrayButton(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-tray-button]');
  if (!button) return;
  const show = (count: number): void => {
    button.hidden = count === 0;
    for (const part of button.querySelectorAll('[data-tray-count]'))
      part.textContent = part.hasAttribute('aria-hidden') ? String(count) : `(товаров: ${count})`;
  };
  show(storedTrayCount());
  window.addEventListener(TRAY_EVENT, (event) =>
    show(trayCount((event as CustomEvent<TrayState>).detail)),
  );
  window.addEventListener('storage', (event) => {
    if (event.key === TRAY_KEY || event.key === null) show(storedTrayCount());
  });
  // On the tray's own page it is a plain link (aria-current, from the markup).
  if (button.hasAttribute('aria-current')) return;
  button.addEventListener('click', (event) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    import('~/islands/tray/mount-tray').then(
      (tray) => tray.openTray(button),
      () => location.assign(button.href),
    );
  });
}
