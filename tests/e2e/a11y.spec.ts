import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from '~/paths';
import { pagesCoveringParts, pagesToSweep } from './utils';

// WCAG 2.2 AA over every single page and two pages of each dynamic route kind on desktop; on the
// phone, over a sample of them that still carries every template, block and component.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The restaurants map renders with software WebGL here (10 s and more under load), then axe runs.
test.describe.configure({ timeout: 60_000 });

// Pages left out of the sitemap (noindex) that visitors still see: the offline page, the letters'
// landing pages, the maintenance page. /qr-code sends a phone on to its app store, so only a
// computer sees it.
const pages = [
  ...pagesToSweep(),
  '/no-such-page',
  ROUTES.offline,
  ROUTES.emailConfirmed,
  ROUTES.emailUnconfirmed,
  ROUTES.subscribeConfirmed,
  ROUTES.maintenance,
];
const computerOnly = [ROUTES.qrCode];
// The phone layout differs from the desktop one by template and component (hidden navigation,
// stacked blocks, the target-size rule at small widths), not by the copy of one promo or article
// in a template: a page whose every part another phone-swept page already carries is swept on
// desktop only (playwright.config.ts leaves @desktop-only out of the mobile project).
const onPhone = new Set(pagesCoveringParts(pages));

for (const path of [...pages, ...computerOnly]) {
  test(`axe: ${path}`, { tag: onPhone.has(path) ? [] : ['@desktop-only'] }, async ({ page }) => {
    // Each page's CSP lists only its own inline hashes (src/lib/http/page-csp.ts): nothing may be
    // refused on the way.
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refusedByCsp: refused });
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Notices and dialogs that open at idle fade in: axe judges colours once they have settled.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    // Legacy mode runs axe.run() in the page itself: the default runs axe.runPartial() per frame
    // and then axe.finishRun() in a new blank page, a page and a second axe injection per test
    // (about 1 s of the ~2 s analysis here) for cross-origin frames, which the site has none of
    // (no <iframe> in any built page). Same rules, same results.
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
    const violations = results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => (window as { refusedByCsp?: string[] }).refusedByCsp)).toEqual(
      [],
    );
  });
}
