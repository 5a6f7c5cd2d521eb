// Shared by the browser benchmarks: phone tiers as Chrome DevTools' CPU calibration scores them on
// Lighthouse's benchmark index, and the median the tables show.

/** Benchmark index of a phone of each tier: a low-tier Android phone, a Pixel 5. */
export const TIER_SCORES = { low: 264, mid: 1000 };

/** The CPU slowdown that makes a machine of benchmark index `index` a phone of `tier`. */
export const tierSlowdown = (index, tier) => Number((index / TIER_SCORES[tier]).toFixed(1));

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
