/**
 * Page sweeps: many pages checked in one browser tab, one after another. A test of its own per page
 * would open a tab for each, which costs more than most checks of a page; a sweep opens one per
 * shard, starts each page as a first visit (no cookies, no storage) and reports every page that
 * fails, naming it, without stopping at the first.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** `items` dealt round-robin into `count` shards (a shard per test, so the workers share them). */
export function shards<T>(items: readonly T[], count: number): T[][] {
  const dealt: T[][] = Array.from({ length: Math.min(count, items.length) }, () => []);
  items.forEach((item, index) => dealt[index % dealt.length]?.push(item));
  return dealt;
}

/** The page forgets this site: cookies, local and session storage (as a first visit). */
export async function forgetSite(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
}

/** Uncaught errors and CSP refusals the page has met since `watch` or the last `take`. */
export interface PageProblems {
  take(): string[];
}

/** Records uncaught errors (pageerror) and refused CSP directives on every page `page` opens. */
export async function watch(page: Page): Promise<PageProblems> {
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeBinding('reportCspRefusal', (_source, refusal: string) =>
    problems.push(`CSP refused ${refusal}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspRefusal(refusal: string): void }).reportCspRefusal(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  });
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/**
 * Runs `check` on each of `paths` in turn, each as a step named after it; a path whose check
 * throws is recorded and the sweep goes on; the test then fails with every such path.
 */
export async function sweep(
  paths: readonly string[],
  check: (path: string) => Promise<void>,
): Promise<void> {
  const failed: string[] = [];
  for (const path of paths) {
    await test
      .step(path, () => check(path))
      .catch((error: unknown) => {
        failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      });
  }
  expect(failed, 'pages that failed').toEqual([]);
}

/** Every finite animation on the page has ended (a notice fading in, a dialog's entrance). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Lays out what `content-visibility: auto` skips until it nears the screen (menu cards, the home
 * page's later sections, the newsletter, the footer's links), as each part shows once scrolled to:
 * axe's contrast and the tap-target checks read boxes and colours, which skipped content has none
 * of. Set through the CSSOM, which the CSP allows.
 */
export async function layOutSkipped(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
}

/** The WCAG 2.2 AA rules the site is judged by. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it is now (the WCAG rules, or every rule when `tags` is empty),
 * with the first few places of each.
 */
export async function axeViolations(page: Page, tags: readonly string[] = WCAG_TAGS) {
  // Legacy mode runs axe.run() in the page itself: the default runs axe.runPartial() per frame
  // and then axe.finishRun() in a new blank page, a page and a second axe injection per run, for
  // cross-origin frames, which the site has none of (no <iframe> in any built page). Only the
  // violations are collected in detail (passes and inapplicable rules cost a quarter more).
  await layOutSkipped(page);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (tags.length > 0) builder = builder.withTags([...tags]);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}
