// Shared by the browser benchmarks: the options both take after `--`.
import { moscowClockShift } from './clock.mjs';
import { TIER_SCORES } from './tiers.mjs';

/** A time of day in Moscow within the main day part (the menu pages' pre-rendered one). */
export const MAIN_DAY_PART_TIME = '12:00';

/**
 * `--runs N` (at least 1, `defaultRuns` without it), `--tier low|mid` and `--moscow-time HH:MM`
 * (12:00 without it: the main day part, so the hour of a run does not change what it measures)
 * with the clock shift it asks for (minutes), and `--only a b …` (the kinds to measure, null for
 * all).
 */
export function benchOptions(args, { defaultRuns }) {
  const option = (name) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const tier = option('--tier');
  if (tier && !TIER_SCORES[tier]) throw new Error('--tier is low or mid');
  const moscowTime = option('--moscow-time') ?? MAIN_DAY_PART_TIME;
  // `--only a b …`: just those kinds (the words after it, up to the next option).
  const only = args.includes('--only')
    ? args.slice(args.indexOf('--only') + 1).filter((arg) => !arg.startsWith('--'))
    : null;
  return {
    only,
    runs: Math.max(1, Number(option('--runs') ?? defaultRuns)),
    tier,
    moscowTime,
    clockShift: moscowClockShift(moscowTime),
  };
}
