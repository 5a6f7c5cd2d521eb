/**
 * After a combo campaign ends, its page opens the «combo end» modal once per browser session
 * (the end time is checked in the visitor's browser, so a stale build still says it).
 */
import { openContentModal } from './lazy-modals';

const marker = document.querySelector<HTMLElement>('[data-campaign-end]');
const end = marker ? Date.parse(marker.dataset['campaignEnd'] ?? '') : Number.NaN;
const campaign = marker?.dataset['campaign'] ?? '';
const seenKey = `combo-end-seen:${campaign}`;
if (marker && Date.now() > end && !sessionStorage.getItem(seenKey)) {
  sessionStorage.setItem(seenKey, '1');
  void openContentModal('comboEnd', campaign);
}
