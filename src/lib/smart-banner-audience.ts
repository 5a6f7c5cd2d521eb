/**
 * Who may see the smart banner (SPEC §2): the pages it never shows on and the phones and tablets
 * it is for, and whether its campaign is near by the visitor's clock. Apart from the banner's rules
 * (./smart-banner.ts) so that the shell, which asks only this before it loads the banner, does not
 * carry the rest.
 */

/** Path fragments on which the banner never shows (SPEC §2). */
export const SMART_BANNER_EXCLUDED = [
  'wifi',
  'email',
  'kidscombo',
  'stickermania',
  'starcombo',
  'bigfest',
] as const;

/** True when the path contains one of the excluded fragments. */
export function isExcludedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SMART_BANNER_EXCLUDED.some((fragment) => path.includes(fragment));
}

/** True for a phone or tablet browser: a mobile user agent or a touch-first pointer. */
export function isMobileClient(userAgent: string, maxTouchPoints: number): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent) || maxTouchPoints > 0;
}

/** How far a visitor's clock may be off: the server's time decides inside this margin. */
const CLOCK_MARGIN_MS = 2 * 86_400_000;

/**
 * False when the visitor's clock `now` is more than two days outside the campaign window from
 * `start` to `end` (ISO dates): then neither the banner's code nor the server's time is loaded.
 * Within that margin, or with a date that does not parse, the server's time decides.
 */
export function isCampaignNear(start: string, end: string, now: number): boolean {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return !(now < from - CLOCK_MARGIN_MS || now > to + CLOCK_MARGIN_MS);
}
