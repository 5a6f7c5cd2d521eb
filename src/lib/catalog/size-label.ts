import type { Offer } from './schema.ts';

/** Offer fields that take part in the size label rule. */
export type SizeLabelFields = Pick<
  Offer,
  'sizeName' | 'volumeName' | 'flavorName' | 'servingSizeName'
>;

/** Visible size label of an offer: sizeName, else volumeName, else flavorName, else servingSizeName. */
export function sizeLabel(offer: SizeLabelFields): string | null {
  return offer.sizeName ?? offer.volumeName ?? offer.flavorName ?? offer.servingSizeName ?? null;
}
