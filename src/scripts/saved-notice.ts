/**
 * Writes when a page shown from the device's copy was saved into its notices
 * (src/components/SavedNotice.astro): «Меню сохранено 23 ноября в 14:05».
 */
import { savedAtText } from '~/lib/offline/saved';

const savedAt = new Date(document.documentElement.dataset['savedAt'] ?? '');
if (!Number.isNaN(savedAt.getTime())) {
  for (const slot of document.querySelectorAll('[data-saved-time]')) {
    const time = document.createElement('time');
    time.dateTime = savedAt.toISOString();
    time.textContent = savedAtText(savedAt, new Date());
    slot.replaceChildren(' ', time);
  }
}
