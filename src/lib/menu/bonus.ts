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

/** The tooltip of a product page's bonus line: how bonuses are earned, with the ratio in %. */
export function bonusHint(ratio: number | null | undefined): string {
  const percent = ratio && Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 1000) / 10 : 0;
  const share = percent > 0 ? `${String(percent).replace('.', ',')}\u00a0% от цены` : 'часть цены';
  return (
    `Покажи QR-код из приложения на кассе или закажи в приложении, и мы вернём ${share} ` +
    'бонусами. Копи их и меняй на блюда из раздела «Награды».'
  );
}
