/** The bonus calculator's arithmetic (SPEC §9): bonus = floor(price × ratio), with plurals. */
import { pluralize } from '~/lib/plural';

const POINT_FORMS = ['балл', 'балла', 'баллов'] as const;

/** Points for an order: floor(price × ratio); negative or invalid input gives 0. */
export function bonusPoints(price: number, ratio: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(ratio) || price <= 0 || ratio <= 0) return 0;
  // Round away float noise first (e.g. 0.07 × 100 = 7.000000000000001).
  return Math.floor(Math.round(price * ratio * 1e6) / 1e6);
}

/** «1 балл», «3 балла», «25 баллов» with a non-breaking space. */
export function pointsText(points: number): string {
  return pluralize(points, POINT_FORMS);
}
