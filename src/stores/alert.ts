/**
 * The site-wide alert block (SPEC §4): visible only when it has text and was already requested.
 */
import { computed, map } from 'nanostores';
import { getAlert } from '~/lib/api/client';

/** Alert texts and whether they were requested. */
export interface AlertState {
  requested: boolean;
  previewText: string;
  detailText: string;
}

/** The alert state. */
export const $alert = map<AlertState>({ requested: false, previewText: '', detailText: '' });

/** True when the block shows. */
export const $alertVisible = computed(
  $alert,
  (alert) => alert.requested && alert.previewText.trim() !== '',
);

/** Request the alert once; a failure leaves it hidden. */
export async function loadAlert(): Promise<void> {
  if ($alert.get().requested) return;
  try {
    const page = await getAlert();
    $alert.set({ requested: true, previewText: page.previewText, detailText: page.detailText });
  } catch {
    $alert.set({ requested: true, previewText: '', detailText: '' });
  }
}
