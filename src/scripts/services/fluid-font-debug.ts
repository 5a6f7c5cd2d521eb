/**
 * Fluid font debug overlay (SPEC §4): lists every `--fs-*` token with its formula and its size
 * in px at the current viewport width, updated on resize. Imported only when the mode is on.
 */
import { readCookie, removeCookie, writeCookie } from '~/lib/cookies';
import { FLUID_FONT_DEBUG, FLUID_FONT_DEBUG_MAX_AGE } from '~/lib/fluid-font';
import { fluidSize } from '~/lib/fluid-size';

const TOKENS = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;

let panel: HTMLElement | null = null;
let onResize: (() => void) | null = null;

function render(target: HTMLElement): void {
  const styles = getComputedStyle(document.documentElement);
  const root = parseFloat(styles.fontSize) || 16;
  const width = window.innerWidth;
  const rows = TOKENS.map((token) => {
    const value = styles.getPropertyValue(`--fs-${token}`).trim();
    const px = fluidSize(value, width, root);
    return `--fs-${token}: ${px === null ? '?' : px.toFixed(2)} px`;
  });
  target.textContent = `${width} px · ${rows.join('\n')}`;
}

/** Show the overlay. */
export function showFluidFontDebug(): void {
  if (panel) return;
  panel = document.createElement('pre');
  panel.className = 'fluid-font-debug';
  panel.setAttribute('aria-label', 'Размеры шрифтов');
  document.body.append(panel);
  const target = panel;
  onResize = () => render(target);
  window.addEventListener('resize', onResize);
  render(target);
}

/** Remove the overlay. */
export function hideFluidFontDebug(): void {
  panel?.remove();
  panel = null;
  if (onResize) window.removeEventListener('resize', onResize);
  onResize = null;
}

/** Turn the mode on or off (the shortcut, the query parameter): the cookie keeps it for a day. */
export function toggleFluidFontDebug(): void {
  if (readCookie(FLUID_FONT_DEBUG) === undefined) {
    writeCookie(FLUID_FONT_DEBUG, '1', { maxAge: FLUID_FONT_DEBUG_MAX_AGE });
    showFluidFontDebug();
  } else {
    removeCookie(FLUID_FONT_DEBUG);
    hideFluidFontDebug();
  }
}
