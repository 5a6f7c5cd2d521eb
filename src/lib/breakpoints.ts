/** Viewport breakpoints of SPEC §9, in CSS pixels; CSS uses the same numbers. */
export const BREAKPOINTS = {
  /** mobile-mini: below 375. */
  mobileMini: 375,
  /** mobile: below 768. */
  mobile: 768,
  /** tablet-mini: below 1024. */
  tabletMini: 1024,
  /** tablet: below 1199 (tablet range 768–1279). */
  tablet: 1199,
  /** desktop: from 1200. */
  desktop: 1200,
  /** tablet-md: below 1279. */
  tabletMd: 1279,
  /** HD: 1280–1439. */
  hd: 1280,
  /** WXGA: 1440–1919. */
  wxga: 1440,
  /** full HD: from 1920. */
  fullHd: 1920,
} as const;

/** True when a width is a mobile width (below 768). */
export const isMobileWidth = (width: number): boolean => width < BREAKPOINTS.mobile;
