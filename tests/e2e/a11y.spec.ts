import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from '~/paths';
import { pagesToSweep } from './utils';

// WCAG 2.2 AA over every single page and two pages of each dynamic route kind, on both projects.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The restaurants map renders with software WebGL here (10 s and more under load), then axe runs.
test.describe.configure({ timeout: 60_000 });

// The offline page is left out of the sitemap (noindex) but is a page visitors see.
for (const path of [...pagesToSweep(), '/no-such-page', ROUTES.offline]) {
  test(`axe: ${path}`, async ({ page }) => {
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
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const violations = results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
    expect(violations).toEqual([]);
  });
}
