/** Loyalty bonus for a price (SPEC §9: floor(price × ratio)) and its Russian wording. */
import { plural } from '../plural.ts';

/** Bonus points for a price: floor(price × ratio); 0 for a missing or invalid ratio. */
export function loyaltyBonus(price: number, ratio: number | null | undefined): number {
  if (!ratio || !Number.isFinite(ratio) || ratio <= 0) return 0;
  // Round away float noise first (189 × 0.05 = 9.450000000000001), then floor.
  return Math.floor(Math.round(price * ratio * 1e6) / 1e6);
}

/** «+9 бонусов», «+1 бонус», «+3 бонуса» (non-breaking space). */
export function bonusText(bonus: number): string {
  return `+${bonus}\u00a0${plural(bonus, ['бонус', 'бонуса', 'бонусов'])}`;
}
