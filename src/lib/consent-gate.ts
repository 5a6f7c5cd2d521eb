/**
 * The cookie-consent banner is pre-rendered visible, so a first visit paints it with the page
 * (it is often the largest text on a phone). This tiny script runs in <head>, before the first
 * paint, and marks the document so CSS keeps the banner off screen when it is not wanted yet:
 * `given` when the consent cookie exists (never shown), `city` when a city is chosen (shown only
 * once that city's own text has replaced the pre-rendered one, so it never changes on screen).
 * It also leaves the cookie string it read on `self` for the site's first read of cookies
 * (src/lib/cookies.ts): while a page loads, each read of `document.cookie` is a synchronous round
 * trip to the browser (3–25 ms here), and the start-up script would pay it again.
 * It is inline (no request) and allowed by its CSP hash, which astro.config.mjs computes. No
 * imports: the config reads this file with Node's type stripping.
 */

/** The attribute on <html> the gate sets (`:root[data-consent-gate]` in CSS). */
export const CONSENT_GATE_ATTRIBUTE = 'data-consent-gate';

/** Values of that attribute. */
export const CONSENT_GATE = { given: 'given', city: 'city' } as const;

/** The global the gate leaves the cookie string in, for src/lib/cookies.ts to take once. */
export const COOKIES_AT_START = '__cookiesAtStart';

/** The inline script (cookie names as in src/lib/cookies.ts; a unit test runs it). */
export const CONSENT_GATE_SCRIPT = `(function(c,d,w){w.${COOKIES_AT_START}=c;var s=/(?:^|;\\s*)cookies-and-personal-data-agreement=/.test(c)?'${CONSENT_GATE.given}':/(?:^|;\\s*)city=[^;]/.test(c)?'${CONSENT_GATE.city}':'';if(s)d.setAttribute('${CONSENT_GATE_ATTRIBUTE}',s)})(document.cookie,document.documentElement,self)`;
