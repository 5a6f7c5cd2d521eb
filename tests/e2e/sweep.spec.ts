/**
 * The page sweep: one first visit of each page serves every check a page gets as it loads.
 * - WCAG 2.2 AA (axe) with no uncaught error and no CSP refusal, on every single page and two
 *   pages (first and last) of each dynamic route kind on desktop, and on the phone over a sample of
 *   them that still carries every template, block and component (pagesCoveringParts in utils.ts:
 *   the phone layout differs by template and component, not by the copy of one article in a
 *   template); /qr-code on desktop only (it sends a phone on to its app store).
 * - On desktop, every content route of SPEC §2 answers 200 with its layout (header, newsletter,
 *   footer as the layout has them), a heading and real content.
 * Pages are swept in shards, one tab each (tests/e2e/sweep.ts); a failure names its page.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '~/paths';
import { animationsSettled, axeViolations, forgetSite, shards, sweep, watch } from './sweep';
import { pagesCoveringParts, pagesToSweep } from './utils';

// Pages left out of the sitemap (noindex) that visitors still see: the offline page, the letters'
// landing pages, the maintenance page.
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
const onPhone = pagesCoveringParts(pages);

type Layout = 'default' | 'noFooter' | 'noNewsletter' | 'empty' | 'stickermania';

/** Every content route of SPEC §2 with the layout it must use. */
const LAYOUTS = new Map<string, Layout>([
  ['/', 'default'],
  ['/company', 'default'],
  ['/company/facts', 'default'],
  ['/company/media', 'default'],
  ['/company/values', 'default'],
  ['/company/development', 'default'],
  ['/company/franchising', 'default'],
  ['/company/semyavmeste', 'default'],
  ['/company/management', 'default'],
  ['/company/management/andrey-voronin', 'default'],
  ['/quality', 'default'],
  ['/quality/meat', 'default'],
  ['/sustainability', 'default'],
  ['/sustainability/planet', 'default'],
  ['/sustainability/society', 'default'],
  ['/sustainability/production', 'default'],
  ['/ecoday', 'default'],
  ['/ecoday/water', 'default'],
  ['/articles/news', 'default'],
  ['/articles/news/page/2', 'default'],
  ['/articles/news/kaliningrad-opening', 'default'],
  ['/events', 'default'],
  ['/events/kids-kitchen-kazan', 'default'],
  ['/offers', 'default'],
  ['/legal', 'default'],
  ['/legal/personal-data-consent', 'default'],
  ['/policies-cookies', 'default'],
  ['/email-confirmed', 'default'],
  ['/email-unconfirmed', 'default'],
  ['/subscribe-confirmed', 'default'],
  ['/app', 'noFooter'],
  ['/app-benefits', 'noFooter'],
  ['/bonus', 'noFooter'],
  ['/bigfest', 'noFooter'],
  ['/kidscombo', 'noFooter'],
  ['/starcombo', 'noFooter'],
  ['/icecream', 'noFooter'],
  ['/vkusniy-calendar', 'noFooter'],
  ['/charity', 'noFooter'],
  ['/toys', 'noFooter'],
  ['/cafe', 'noFooter'],
  ['/mop', 'noFooter'],
  ['/feedback', 'noNewsletter'],
  ['/email', 'noNewsletter'],
  ['/wifi', 'empty'],
  ['/work_on_hold', 'empty'],
  ['/stickermania', 'stickermania'],
]);

/** The page is `layout`'s: its header, newsletter, full footer and body class. */
async function expectLayout(page: Page, layout: Layout): Promise<void> {
  const newsletter = page.getByRole('heading', { name: 'Новинки и акции — первыми' });
  const fullFooter = page.getByRole('navigation', { name: 'Разделы сайта' });
  const shown = {
    default: [true, true],
    noFooter: [true, false],
    noNewsletter: [false, true],
    empty: [false, false],
    stickermania: [false, true],
  }[layout];
  await expect(newsletter).toHaveCount(shown[0] ? 1 : 0);
  await expect(fullFooter).toHaveCount(shown[1] ? 1 : 0);
  await expect(page.getByRole('banner').first()).toBeVisible();
  if (layout === 'empty') await expect(page.locator('body')).toHaveClass(/layout-empty/);
  if (layout === 'stickermania') {
    await expect(page.locator('body')).toHaveClass(/layout-stickermania/);
  }
}

/** Shards per project: a few more than workers, so a slow shard does not hold the run's end. */
const SHARDS = 6;

/** Every page swept on desktop: the pages above, each content route and the computer-only ones. */
const onDesktop = [...new Set([...pages, ...LAYOUTS.keys(), ...computerOnly])].sort();

/** The sweep of `paths` in one tab: axe, errors and CSP on each, and its layout on desktop. */
async function sweepPages(page: Page, paths: readonly string[], isMobile: boolean): Promise<void> {
  // A restaurants page draws its map with software WebGL here (10 s and more under load).
  test.setTimeout(20_000 + paths.length * 25_000);
  const problems = await watch(page);
  await sweep(paths, async (path) => {
    await forgetSite(page);
    const answer = await page.goto(path, { waitUntil: 'networkidle' });
    const layout = isMobile ? undefined : LAYOUTS.get(path);
    if (layout) {
      expect(answer?.status(), 'status').toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S{3}/);
      await expectLayout(page, layout);
      const text = await page.getByRole('main').innerText();
      expect(text.length, 'main text').toBeGreaterThan(/confirmed$/.test(path) ? 150 : 400);
    }
    // Notices and dialogs that open at idle fade in: axe judges colours once they have settled.
    await animationsSettled(page);
    expect(await axeViolations(page), 'axe').toEqual([]);
    expect(problems.take(), 'uncaught errors and CSP refusals').toEqual([]);
  });
}

// Each project sweeps its own list (playwright.config.ts leaves @desktop-only out of the phone
// project and @mobile-only out of the desktop one).
for (const [index, shard] of shards(onDesktop, SHARDS).entries()) {
  test(
    `page sweep ${index + 1} of ${SHARDS} on desktop: axe, errors, CSP, layout`,
    { tag: '@desktop-only' },
    ({ page }) => sweepPages(page, shard, false),
  );
}
for (const [index, shard] of shards(onPhone, SHARDS).entries()) {
  test(
    `page sweep ${index + 1} of ${SHARDS} on the phone: axe, errors, CSP`,
    { tag: '@mobile-only' },
    ({ page }) => sweepPages(page, shard, true),
  );
}
