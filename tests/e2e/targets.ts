/**
 * Targets a finger can hit (issue 36; WCAG 2.5.5, Apple's 44 pt): with a coarse pointer, every
 * control outside running text gives the finger 44 px of height. What counts is the hit area, not
 * the visible box: at the control's centre and 21 px above and below it (a pixel inside each edge
 * of 44 px: hit testing snaps boxes to whole pixels) the page's hit test must find the control
 * itself (or what it holds, or its label), not a neighbour, so a transparent ::after that widens a
 * 26 px link passes and one that overlaps the next link's does not. Used by tests/e2e/reading.spec.ts
 * (every page kind) and tests/e2e/targets.spec.ts (notices and dialogs).
 */
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, layOutSkipped } from './sweep';

/** A control that misses the 44 px, and why. */
interface Miss {
  control: string;
  height: number;
  missed: string[];
}

/** What measure() found within one part of the page. */
interface Measure {
  coarse: boolean;
  controls: number;
  exempt: string[];
  misses: Miss[];
}

/**
 * Every visible control within `scope` (a selector; the whole page when absent) and its hit area.
 * Exempt: a link laid out inline in running text (WCAG 2.5.5's and 2.5.8's inline targets), i.e.
 * an <a> whose display is inline and whose block is a paragraph or list item of `.prose` or holds
 * text of its own on the link's lines (outside any control but a label).
 */
function measure(scope: string | null): Measure {
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    'label',
    ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'option'].map(
      (role) => `[role="${role}"]`,
    ),
  ].join(',');
  const FIELDS = 'input:not([type="hidden"]), select, textarea';
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) throw new Error(`no ${scope}`);
  const name = (el: Element): string => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ');
    const cls = el.getAttribute('class')?.split(/\s+/)[0];
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} «${text.trim().slice(0, 40)}»`;
  };
  const inline = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) {
      block = block.parentElement;
    }
    if (!block) return false;
    // A paragraph or list item of prose is running text, even a list of links (WCAG 2.5.8).
    if (block.matches('.prose p, .prose li')) return true;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let parent = node.parentElement;
      // A label's words are text too (a checkbox's «Даю согласие…» sentence).
      const control = parent?.closest(CONTROLS);
      if (!parent || (control && control.tagName !== 'LABEL')) continue;
      if (!/[\p{L}\p{N}]/u.test(node.textContent ?? '')) {
        continue;
      }
      // Text on the link's own lines: inline all the way up to the link's block.
      while (parent && parent !== block && getComputedStyle(parent).display.startsWith('inline')) {
        parent = parent.parentElement;
      }
      if (parent === block) return true;
    }
    return false;
  };
  const result: Measure = {
    coarse: matchMedia('(pointer: coarse)').matches,
    controls: 0,
    exempt: [],
    misses: [],
  };
  for (const el of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (el.tagName === 'LABEL' && !el.querySelector(FIELDS)) continue;
    if (el.closest('[inert]') || getComputedStyle(el).pointerEvents === 'none') continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // From the top, so a sticky bar's control is brought in where it sits, not where it sticks.
    scrollTo({ top: 0, behavior: 'instant' });
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const rects = [...el.getClientRects()];
    const box = rects.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    // Visually hidden (1 px, clipped) or moved off the page until focused (the skip link).
    if (!box || box.width < 2 || box.height < 2 || box.bottom <= 0 || box.right <= 0) continue;
    if (inline(el)) {
      result.exempt.push(name(el));
      continue;
    }
    result.controls += 1;
    // A field's labels take its taps: a hit on them counts, at the field's own centre too.
    const labels = el.matches(FIELDS) ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const missed: string[] = [];
    for (const [where, at] of [
      ['above', y - 21],
      ['centre', y],
      ['below', y + 21],
    ] as const) {
      if (at < 0 || at >= innerHeight) continue; // the screen's edge stops the finger
      const hit = document.elementFromPoint(x, at);
      if (hit && (el.contains(hit) || labels.some((label) => label.contains(hit)))) continue;
      missed.push(`${where}: ${hit ? name(hit) : 'nothing'}`);
    }
    if (missed.length > 0) {
      result.misses.push({ control: name(el), height: Math.round(box.height), missed });
    }
  }
  return result;
}

/** Measures, notes the counts on the report and expects no control to miss. */
export async function expectTargets(page: Page, what: string, scope: string | null = null) {
  // A dialog's entrance (opacity from 0) is over; a spinner's endless turn is not waited for.
  await animationsSettled(page);
  await layOutSkipped(page);
  const found = await page.evaluate(measure, scope);
  expect(found.coarse, 'the pointer is coarse').toBe(true);
  test.info().annotations.push({
    type: 'targets',
    description: `${what}: ${found.misses.length} of ${found.controls} under 44 px; exempt inline: ${found.exempt.join(', ') || 'none'}`,
  });
  const report = found.misses.map((m) => `${m.control} ${m.height} px — ${m.missed.join('; ')}`);
  test.info().annotations.push({ type: 'misses', description: report.join('\n') });
  expect(report, `${what}: controls whose hit area is under 44 px tall`).toEqual([]);
}

/**
 * No consent banner, city question or alert over the page (a fixed notice covers the controls it
 * sits on until it is dismissed): those have their own cases.
 */
export async function settled(page: Page, baseURL: string | undefined, alert = false) {
  // The page's clock where the server's is (noon in Moscow, playwright.config.ts): at another hour
  // a menu page's island starts at once and renders its chips anew while they are measured.
  await page.clock.setFixedTime(
    new Date(Date.now() + Number(process.env['SITE_CLOCK_SHIFT'] ?? 0) * 60_000),
  );
  if (!alert) {
    await page.route('**/api/page/alerts-information-block', (route) =>
      route.fulfill({ json: { previewText: '', detailText: '' } }),
    );
  }
  await noticesAnswered(page, baseURL);
}

/** The visitor has accepted the cookies and confirmed the city: neither notice shows. */
export async function noticesAnswered(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies(
    ['cookies-and-personal-data-agreement', 'confirmed-city'].map((name) => ({
      name,
      value: name === 'confirmed-city' ? 'moscow' : '1',
      url: baseURL ?? 'http://127.0.0.1',
    })),
  );
}
