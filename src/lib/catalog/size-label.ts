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

/** An offer's name beside its siblings: its size label, else its weight («Средний», «400 г»). */
export function offerName(offer: { label: string | null; weight: number }): string {
  return offer.label ?? `${offer.weight}\u00a0г`;
}

/** A tray line's name: the product, then its size label when it has one («Кола, Средний»). */
export function trayItemName(product: string, size: string | null | undefined): string {
  return [product, size].filter(Boolean).join(', ');
}
