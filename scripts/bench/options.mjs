// Shared by the browser benchmarks: the options both take after `--`.
import { moscowClockShift } from './clock.mjs';
import { TIER_SCORES } from './tiers.mjs';

/**
 * `--runs N` (at least 1, `defaultRuns` without it), `--tier low|mid` and `--moscow-time HH:MM`
 * with the clock shift it asks for (minutes, 0 without it).
 */
export function benchOptions(args, { defaultRuns }) {
  const option = (name) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const tier = option('--tier');
  if (tier && !TIER_SCORES[tier]) throw new Error('--tier is low or mid');
  const moscowTime = option('--moscow-time');
  return {
    runs: Math.max(1, Number(option('--runs') ?? defaultRuns)),
    tier,
    moscowTime,
    clockShift: moscowClockShift(moscowTime),
  };
}
