/**
 * Fluid font debug mode (SPEC §4, §9): Ctrl+Alt+O or `?debugVitFluidFontSize` toggles it; it lives
 * in a cookie of that name for 1 day and toggling again removes it. The overlay lists each
 * `--fs-*` token resolved at the current width, computed here from its clamp() formula.
 */

/** The query parameter and the cookie name. */
export const FLUID_FONT_DEBUG = 'debugVitFluidFontSize';

/** One day, in seconds. */
export const FLUID_FONT_DEBUG_MAX_AGE = 24 * 3600;

/** True for the Ctrl+Alt+O shortcut (by key or physical key, any layout). */
export function isFluidFontShortcut(e: {
  ctrlKey: boolean;
  altKey: boolean;
  key: string;
  code: string;
}): boolean {
  return e.ctrlKey && e.altKey && (e.code === 'KeyO' || e.key.toLowerCase() === 'o');
}

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
