/**
 * The menu gate. A menu page is pre-rendered for the main day part of the default city; at
 * breakfast, or with a filter in the address, the island hydrates at once and draws another menu
 * in place of the pre-rendered one, which moved everything on screen (CLS 0.52 on /menu at
 * breakfast) and showed burgers that are not sold yet. This inline script runs as the parser
 * reaches the menu, before it is painted, and marks the document when the pre-rendered menu is
 * not this visitor's: CSS then keeps the menu invisible in its place, under a short «loading»
 * line, until the island has drawn the right one (revealMenu). The script is the same on every
 * page (its CSP hash is computed in astro.config.mjs); its data are its own attributes. No
 * imports: the config reads this file with Node's type stripping.
 */

/** The attribute on <html> while the pre-rendered menu waits for the island. */
export const MENU_STALE_ATTRIBUTE = 'data-menu-stale';

/**
 * The inline script: stale when the clock of the default city (`data-offset`, minutes east of
 * UTC) is outside every interval of the pre-rendered day part (`data-intervals`, «from-to» in
 * minutes, comma-separated, `to` before `from` wrapping past midnight, as src/lib/menu/day-part.ts
 * reads them), or when the address carries the allergen and diet filter.
 */
export const MENU_GATE_SCRIPT = `(function(s,d){var m=(Math.floor(Date.now()/6e4)+ +s.getAttribute('data-offset'))%1440,r=s.getAttribute('data-intervals').split(',').some(function(i){var a=i.split('-'),f=+a[0],t=+a[1];return f<=t?m>=f&&m<t:m>=f||m<t});if(!r||/[?&](without|diet|strict)=/.test(location.search))d.setAttribute('${MENU_STALE_ATTRIBUTE}','')})(document.currentScript,document.documentElement)`;

/** Minutes since midnight of «HH:MM». */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The gate's attributes for a page pre-rendered for `dayPart` of a zone `offset` minutes east of UTC. */
export function menuGateAttributes(
  offset: number,
  dayPart: { intervals: readonly { from: string; to: string }[] },
): { 'data-offset': string; 'data-intervals': string } {
  return {
    'data-offset': String(offset),
    'data-intervals': dayPart.intervals
      .map(({ from, to }) => `${minutesOf(from)}-${minutesOf(to)}`)
      .join(','),
  };
}

/** Show the menu again: the island has drawn this visitor's one (or failed to load it). */
export function revealMenu(): void {
  document.documentElement.removeAttribute(MENU_STALE_ATTRIBUTE);
}
