/** Client device state (SPEC §3): browser and OS flags from the user agent, plus the viewport. */

/** Browser and OS flags. */
export interface DeviceFlags {
  isIos: boolean;
  isAndroid: boolean;
  isHarmony: boolean;
  isWindows: boolean;
  isMac: boolean;
  isSafari: boolean;
  isChrome: boolean;
  isFirefox: boolean;
  isYandex: boolean;
  isEdge: boolean;
  /** A phone or tablet (mobile user agent or touch points). */
  isMobile: boolean;
  isTouch: boolean;
}

/** Flags of a user agent string and the number of touch points. */
export function deviceFlags(userAgent: string, maxTouchPoints = 0): DeviceFlags {
  const ua = userAgent;
  const isIpadOs = /Macintosh/.test(ua) && maxTouchPoints > 1;
  const isIos = /iPhone|iPad|iPod/.test(ua) || isIpadOs;
  const isAndroid = /Android/.test(ua);
  const isHarmony = /HarmonyOS/.test(ua);
  const isEdge = /Edg\//.test(ua);
  const isYandex = /YaBrowser/.test(ua);
  const isFirefox = /Firefox|FxiOS/.test(ua);
  const isChrome = /Chrome|CriOS/.test(ua) && !isEdge && !isYandex;
  return {
    isIos,
    isAndroid,
    isHarmony,
    isWindows: /Windows/.test(ua),
    isMac: /Macintosh/.test(ua) && !isIpadOs,
    isSafari: /Safari/.test(ua) && !/Chrome|CriOS|Chromium|Android|FxiOS|Edg/.test(ua),
    isChrome,
    isFirefox,
    isYandex,
    isEdge,
    isMobile: isIos || isAndroid || isHarmony || /Mobile/.test(ua),
    isTouch: maxTouchPoints > 0,
  };
}
