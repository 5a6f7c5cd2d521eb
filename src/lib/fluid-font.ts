/**
 * Fluid font debug mode (SPEC §4, §9): Ctrl+Alt+O or `?debugVitFluidFontSize` toggles it; it lives
 * in a cookie of that name for 1 day and toggling again removes it. The overlay lists each
 * `--fs-*` token resolved at the current width (./fluid-size.ts, loaded with the overlay only: this
 * module is part of every page's shell chunk).
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
