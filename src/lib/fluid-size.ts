/**
 * The size a fluid font token (`--fs-*`, a clamp() formula) resolves to at a viewport width, for
 * the fluid font debug overlay (src/scripts/services/fluid-font-debug.ts). Apart from
 * ./fluid-font.ts, which every page's shell carries, so that only the overlay loads it.
 */

const length = (token: string, rootPx: number, width: number): number | null => {
  const match = /^(-?[\d.]+)(rem|px|vw)$/.exec(token.trim());
  if (!match) return null;
  const value = Number(match[1]);
  if (match[2] === 'rem') return value * rootPx;
  if (match[2] === 'vw') return (value * width) / 100;
  return value;
};

/**
 * The pixel size of a `clamp(min, a + b, max)` (or plain length) font size at a viewport width,
 * or null when the value is not of that form.
 */
export function fluidSize(value: string, width: number, rootPx = 16): number | null {
  const text = value.trim();
  const clamp = /^clamp\((.+),(.+),(.+)\)$/.exec(text);
  if (!clamp) return length(text, rootPx, width);
  const [min, preferred, max] = [clamp[1] ?? '', clamp[2] ?? '', clamp[3] ?? ''];
  const low = length(min, rootPx, width);
  const high = length(max, rootPx, width);
  const terms = preferred.trim().split(/\s*\+\s*/);
  let sum = 0;
  for (const term of terms) {
    const part = length(term, rootPx, width);
    if (part === null) return null;
    sum += part;
  }
  if (low === null || high === null) return null;
  return Math.min(high, Math.max(low, sum));
}
