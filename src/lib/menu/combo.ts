/**
 * The combo builder's arithmetic (beyond the spec): the combo's price plus, for each slot, the
 * difference when the chosen option costs more than the slot's default (never a discount).
 */

/** A slot as the builder needs it: default product and options with their lowest price. */
export interface ComboSlotPrices {
  code: string;
  defaultProductId: number;
  options: { id: number; offers: { price: number }[] }[];
}

const lowest = (option: ComboSlotPrices['options'][number] | undefined): number =>
  option ? Math.min(...option.offers.map((o) => o.price)) : 0;

/** Extra cost of an option over the slot's default (0 when cheaper or the same). */
export function optionSurcharge(slot: ComboSlotPrices, productId: number): number {
  const chosen = slot.options.find((o) => o.id === productId);
  const base = slot.options.find((o) => o.id === slot.defaultProductId);
  if (!chosen || !base) return 0;
  return Math.max(0, lowest(chosen) - lowest(base));
}

/** The combo price with the chosen options (slot code → product id). */
export function comboPrice(
  basePrice: number,
  slots: readonly ComboSlotPrices[],
  choice: Readonly<Record<string, number>>,
): number {
  return slots.reduce((sum, slot) => {
    const chosen = choice[slot.code];
    return chosen === undefined ? sum : sum + optionSurcharge(slot, chosen);
  }, basePrice);
}
