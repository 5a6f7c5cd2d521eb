import type { DayHours, FeatureCode, WeekHours } from '../../../src/lib/catalog/schema.ts';
import type { Rng } from './prng.ts';

const ALL_DAY: DayHours = { open: '00:00', close: '24:00' };

function week(weekday: DayHours | null, weekend: DayHours | null, sundayClosed = false): WeekHours {
  return [weekday, weekday, weekday, weekday, weekend, weekend, sundayClosed ? null : weekday];
}

/** One hour later, wrapping past midnight («23:00» → «00:00»). */
function later(time: string): string {
  const hour = (Number(time.slice(0, 2)) + 1) % 24;
  return `${String(hour).padStart(2, '0')}${time.slice(2)}`;
}

/** Hours per service, consistent with the feature set (Monday..Sunday, Fri/Sat may close later). */
export function buildHours(
  rng: Rng,
  features: ReadonlySet<FeatureCode>,
): { hall: WeekHours; drive?: WeekHours; delivery?: WeekHours } {
  const roundTheClock = features.has('24h');
  const earlyOpen = features.has('breakfast')
    ? rng.pick(['07:00', '07:00', '08:00'])
    : rng.pick(['09:00', '10:00']);
  const close = rng.pick(['22:00', '23:00', '23:00', '00:00', '01:00']);
  const weekendClose = close === '01:00' ? '02:00' : later(close);
  const officeLike = !roundTheClock && rng.chance(0.03);

  let hall: WeekHours = [null, null, null, null, null, null, null];
  if (features.has('cafe')) {
    hall = roundTheClock
      ? week(ALL_DAY, ALL_DAY)
      : week({ open: earlyOpen, close }, { open: earlyOpen, close: weekendClose }, officeLike);
  }
  const result: { hall: WeekHours; drive?: WeekHours; delivery?: WeekHours } = { hall };
  if (features.has('drive')) {
    const driveClose = rng.pick(['01:00', '02:00', '03:00']);
    result.drive = roundTheClock
      ? week(ALL_DAY, ALL_DAY)
      : week({ open: '06:00', close: driveClose }, { open: '06:00', close: '04:00' });
  }
  if (features.has('delivery')) {
    const open = rng.pick(['09:00', '10:00']);
    const deliveryClose = roundTheClock ? '03:00' : rng.pick(['23:00', '00:00', '01:00']);
    result.delivery = week({ open, close: deliveryClose }, { open, close: deliveryClose });
  }
  return result;
}
