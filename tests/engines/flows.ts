/**
 * The flows a visitor depends on, run in sequence in a browser session of an engine (WebKit,
 * Firefox): each is a vitest test, so the report gives each flow's time. The first visit has a
 * fresh session of its own; the rest share a second one, in which the service worker installs on
 * the first page, so its map flow is a returning visit.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { MENU_STALE_ATTRIBUTE } from '../../src/lib/menu/gate.ts';
import { pageOfEachKind } from '../e2e/utils.ts';
import { freePort } from '../e2e/site-process.ts';
import type { Engine } from './engine.ts';
import { startProbeProxy, type ProbeProxy } from './probe-proxy.ts';

/** A phone's viewport; WebKit's window may stay a little wider (MiniBrowser has a minimum). */
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** What a timed-out wait reports of the page: its address, state and dialogs, to tell a lost tap from a slow one. */
const PAGE_STATE = `return {
  url: location.href,
  readyState: document.readyState,
  samePage: window.__samePage === true,
  dialogs: [...document.querySelectorAll('dialog')].map((d) =>
    (d.open ? 'open ' : 'closed ') + d.className + ' ' + Object.keys(d.dataset).join(',')),
  islandsWaiting: document.querySelectorAll('astro-island[ssr]').length,
  hydrate: document.querySelector('menu-start')?.dataset.hydrate ?? null,
  history: history.length,
};`;

/** Polls a page condition (a function body returning truthy) until it holds. */
async function until(engine: Engine, what: string, body: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let last: unknown;
  while (Date.now() < end) {
    last = await engine.run(body).catch((error: unknown) => String(error));
    if (last === true) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const page = await engine.run(PAGE_STATE).catch((error: unknown) => String(error));
  throw new Error(
    `timed out waiting for ${what} (last answer: ${JSON.stringify(last)}; page: ${JSON.stringify(page)})`,
  );
}

/** The page's recorded problems (tests/engines/probe-proxy.ts), emptied. */
const problems = (engine: Engine) =>
  engine.run<string[]>(
    'const p = window.__engineProbe; if (!p) return ["the probe did not run"]; return p.problems.splice(0);',
  );

/** Marks the document, to tell a change in place from a new page. */
const mark = (engine: Engine) => engine.run('window.__samePage = true; return true;');
const samePage = (engine: Engine) => engine.run<boolean>('return window.__samePage === true;');

/** An expression: some visible element matching `selector` has `text` in it. */
const shown = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' &&
    el.textContent.includes(${JSON.stringify(text)}))`;

/** The map is settled: drawn (MapLibre's canvas with a zoom level), or failed, or a worker failed. */
const MAP_SETTLED = `const map = document.querySelector('[data-testid="map"]');
  return document.body.innerText.includes('Не удалось загрузить карту') ||
    window.__engineProbe?.problems.length > 0 ||
    (!!map && map.hasAttribute('data-zoom') && !!document.querySelector('.maplibregl-canvas'));`;

/** Waits for the map to settle, then expects it drawn, with no problem on the way. */
async function expectMapDrawn(engine: Engine): Promise<void> {
  await until(engine, 'the map', MAP_SETTLED, 40_000);
  expect(await problems(engine)).toEqual([]);
  expect(
    await engine.run<boolean>(
      `return !document.body.innerText.includes('Не удалось загрузить карту') &&
        document.querySelector('[data-testid="map"]').hasAttribute('data-zoom');`,
    ),
  ).toBe(true);
}

/**
 * The menu shows what a tap will find: when the pre-rendered menu is not this visitor's (at
 * breakfast, say), the page keeps it invisible under the menu gate until the island has drawn the
 * visitor's one (src/lib/menu/gate.ts), whose cards and chips take the pre-rendered ones' places;
 * a tap meanwhile lands on what is moving. Otherwise the page waits for the tap, as the flows test.
 */
const MENU_SETTLED = `return !document.documentElement.hasAttribute(${JSON.stringify(MENU_STALE_ATTRIBUTE)});`;

/**
 * Marks the first visible link matching `selector` (data-engine-pick) and returns its path and the
 * text of its card's `nameSelector` (or its own text).
 */
async function pick(
  engine: Engine,
  selector: string,
  nameSelector?: string,
): Promise<{ name: string; path: string }> {
  return engine.run<{ name: string; path: string }>(
    `const link = [...document.querySelectorAll(${JSON.stringify(selector)})]
      .find((el) => el.getClientRects().length > 0);
    link.setAttribute('data-engine-pick', '');
    const card = ${JSON.stringify(nameSelector ?? '')} && link.closest('.product-card');
    const name = (card ? card.querySelector(${JSON.stringify(nameSelector ?? 'a')}) : link).textContent.trim();
    return { name, path: new URL(link.href).pathname };`,
  );
}

/** Registers the flows for an engine that `open` starts. */
export function engineFlows(open: () => Promise<Engine>): void {
  let engine: Engine;
  let proxy: ProbeProxy;
  let site = '';
  const go = async (path: string) => {
    await engine.goto(`${site}${path}`);
    await until(engine, `${path} to load`, "return document.readyState === 'complete';");
  };
  /** Waits until the service worker controls the page (it registers at idle, then claims it). */
  const controlled = () =>
    until(engine, 'the worker', 'return navigator.serviceWorker.controller !== null;', 20_000);
  /** Loads `path` and lets its idle work run, then expects no problem on it. */
  const clean = async (path: string) => {
    await go(path);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await problems(engine), path).toEqual([]);
  };

  beforeAll(async () => {
    proxy = await startProbeProxy(inject('upstream'), await freePort());
    site = proxy.origin;
  });
  afterAll(async () => {
    await engine?.close();
    await proxy?.close();
  });

  // The first visit has a browser session of its own, closed after it: a later session starts
  // with empty memory caches, as a visitor coming back another day does, so the returning visit
  // asks the service worker for the map's worker (the same session would reuse the first one's).
  test('the map draws on a first visit', async () => {
    const first = await open();
    try {
      console.log(`engine: ${first.version}`);
      await first.resize(DESKTOP.width, DESKTOP.height);
      await first.goto(`${site}/restaurants`);
      await expectMapDrawn(first);
    } finally {
      await first.close();
    }
    engine = await open();
  });

  test('the consent choice holds after a reload', async () => {
    await go('/company');
    await until(engine, 'the consent notice', `return ${shown('[data-consent]', 'Принять')};`);
    await engine.click('[data-consent] .consent__actions [data-consent-accept]');
    await until(engine, 'the notice to close', `return !${shown('[data-consent]', 'Принять')};`);
    await engine.reload();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      await engine.run<boolean>(
        "return document.cookie.includes('cookies-and-personal-data-agreement');",
      ),
    ).toBe(true);
    expect(await engine.run<boolean>(`return ${shown('[data-consent]', 'Принять')};`)).toBe(false);
  });

  // A returning visitor: the service worker, installed on an earlier page, controls the page
  // before the map's code and its worker are first asked for.
  test('the map draws on a returning visit, through the service worker', async () => {
    await engine.resize(DESKTOP.width, DESKTOP.height);
    await go('/company');
    await controlled();
    await go('/restaurants');
    await expectMapDrawn(engine);
  }, 60_000);

  test('every page kind loads with no uncaught error, rejection or CSP violation', async () => {
    await engine.resize(PHONE.width, PHONE.height);
    for (const path of pageOfEachKind()) await clean(path);
  }, 120_000);

  // The first product and category a visitor sees: the browser's clock is not the test's to set
  // over WebDriver, and at breakfast the menu shows other products than at noon (MENU_SETTLED).
  test('a first tap on a product of a fresh category opens its dialog in place; Back closes it', async () => {
    await go('/menu/cold-drinks');
    await until(engine, 'the visitor’s menu', MENU_SETTLED);
    await mark(engine);
    const { name, path } = await pick(
      engine,
      '.product-card a[href^="/menu/"]',
      '.product-card__name',
    );
    await engine.click('[data-engine-pick]');
    await until(engine, 'the product dialog', `return ${shown('dialog[open]', name)};`);
    await until(
      engine,
      'the product’s address',
      `return location.pathname === ${JSON.stringify(path)};`,
    );
    expect(await samePage(engine)).toBe(true);
    await engine.back();
    await until(engine, 'the dialog to close', "return !document.querySelector('dialog[open]');");
    expect(new URL(await engine.url()).pathname).toBe('/menu/cold-drinks');
    expect(await samePage(engine)).toBe(true);
    expect(await problems(engine)).toEqual([]);
  });

  test('a category chip rewrites the address in place', async () => {
    await go('/menu?utm_source=engines');
    await until(engine, 'the visitor’s menu', MENU_SETTLED);
    await mark(engine);
    const { path } = await pick(engine, 'nav[aria-label="Категории меню"] a:not([aria-current])');
    // By its address: the island, once in, may have rendered the chips anew.
    const nav = 'nav[aria-label="Категории меню"]';
    await engine.click(`${nav} a[href$="${path}"], ${nav} a[href*="${path}?"]`);
    await until(
      engine,
      'the category’s address',
      `return location.pathname === ${JSON.stringify(path)};`,
    );
    expect(new URL(await engine.url()).search).toBe('?utm_source=engines');
    expect(await samePage(engine)).toBe(true);
    expect(await problems(engine)).toEqual([]);
  });

  test('search answers', async () => {
    await go('/');
    await engine.click('button[aria-label="Поиск по меню и ресторанам"]');
    await until(
      engine,
      'the search box',
      'return !!document.querySelector(\'input[role="combobox"]\');',
    );
    await engine.type('input[role="combobox"]', 'чизбургер');
    await until(
      engine,
      'a result',
      `return ${shown('[role="listbox"] [role="option"]', 'Чизбургер')};`,
    );
    expect(await problems(engine)).toEqual([]);
  });

  test('a form refuses empty input in Russian', async () => {
    await go('/feedback');
    await engine.click('form[data-form="feedback"] button[type="submit"]');
    await until(engine, 'the field errors', `return ${shown('form', 'Заполни поле')};`);
    expect(await problems(engine)).toEqual([]);
  });

  test('the service worker takes control and a saved page opens offline', async () => {
    await go('/company');
    await controlled();
    await go('/company');
    await until(engine, 'the saved copy', "return !!(await caches.match('/company'));");
    const heading = await engine.run<string>("return document.querySelector('h1').textContent;");
    await proxy.goOffline();
    try {
      await go('/company');
      expect(await engine.run<string>("return document.querySelector('h1').textContent;")).toBe(
        heading,
      );
    } finally {
      await proxy.goOnline();
    }
  }, 60_000);

  test('the city picker changes the city', async () => {
    await engine.resize(PHONE.width, PHONE.height);
    await go('/company');
    await engine.click('header [data-city-button]');
    const search = 'dialog[open] .city-picker input[type="search"]';
    await until(engine, 'the city picker', `return !!document.querySelector('${search}');`);
    await engine.type(search, 'Каз');
    const city = 'dialog[open] ul[aria-label="Города"] button:not([disabled])';
    // The sheet settles before the tap, as a visitor's finger waits for it: it shrinks to the one
    // city left, and may still slide in if the island took over the frame meanwhile. A click at a
    // button that has moved lands elsewhere: the suspected cause of a WebKit flake (once in 5 runs
    // the header kept its city), not proven.
    await until(
      engine,
      'one city, at rest under the finger',
      `const b = document.querySelectorAll('${city}');
      if (b.length !== 1 || b[0].textContent.trim() !== 'Казань') return false;
      const moving = b[0].closest('dialog').getAnimations({ subtree: true });
      if (moving.some((a) => a.playState === 'running' && a.effect.getComputedTiming().endTime !== Infinity)) return false;
      const r = b[0].getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('button') === b[0];`,
    );
    await engine.click(city);
    await until(
      engine,
      'the header to say Казань',
      `return ${shown('header [data-city-button]', 'Казань')};`,
    );
    expect(await engine.run<boolean>("return document.cookie.includes('city=kazan');")).toBe(true);
    expect(await problems(engine)).toEqual([]);
  });
}
