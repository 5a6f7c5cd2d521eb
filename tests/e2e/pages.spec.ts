import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from './sweep';

// Every content route's status, heading, layout and text: the page sweep (tests/e2e/sweep.spec.ts).

test.describe('content pages', () => {
  test('a built page takes GET and HEAD only: other methods get 405 with Allow', async ({
    request,
  }) => {
    for (const path of ['/', '/restaurants']) {
      const response = await request.post(path, { data: 'x', maxRedirects: 0 });
      expect(response.status(), path).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
    }
    expect((await request.head('/restaurants')).status()).toBe(200);
  });

  test(
    'the news list pages through all articles and links its RSS feed',
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      await page.goto('/articles/news');
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/articles/news/rss.xml');
      await page.getByRole('link', { name: 'Раньше →' }).click();
      await expect(page).toHaveURL(/\/articles\/news\/page\/2$/);
      await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const rss = await request.get('/articles/news/rss.xml');
      expect(rss.status()).toBe(200);
      const xml = await rss.text();
      expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(30);
      // Every item links to its page as the site writes it: answered 200, never a redirect.
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
        (m) => m[1] ?? '',
      );
      for (const link of links.slice(0, 5)) {
        expect(link).not.toMatch(/\/$/);
        expect((await request.get(new URL(link).pathname, { maxRedirects: 0 })).status()).toBe(200);
      }
    },
  );

  test('an uploaded cover picture comes as AVIF/WebP in the 8:5 box, its share image a JPEG', async ({
    page,
    request,
  }) => {
    await page.goto('/articles/news/kazan-kremlevskaya-opening');
    const hero = page.locator('.news-cover picture');
    await expect(hero.locator('source')).toHaveCount(2);
    const types = await hero
      .locator('source')
      .evaluateAll((s) => s.map((e) => e.getAttribute('type')));
    expect(types).toEqual(['image/avif', 'image/webp']);
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('alt', /Фасад нового ресторана/);
    await expect(img).toHaveAttribute('width', '1408');
    await expect(img).toHaveAttribute('height', '880');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    // Laid out at 8:5 before and after it loads: the text below does not move.
    const box = await img.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 1.6)).toBeLessThan(0.02);
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0))
      .toBe(true);
    expect(await img.evaluate((e) => getComputedStyle(e).objectFit)).toBe('cover');
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toMatch(/^https?:\/\/.+\.jpg$/);
    const shared = await request.get(new URL(og ?? '').pathname);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toMatch(/image\/jpeg/);
    // Its card in the news list is a lazy picture in the same box as the illustrations.
    let card: Locator | undefined;
    for (let n = 1; n <= 10 && !card; n++) {
      const response = await page.goto(n === 1 ? '/articles/news' : `/articles/news/page/${n}`);
      if (response?.status() !== 200) break;
      const found = page.locator('.tile', {
        has: page.locator('a[href="/articles/news/kazan-kremlevskaya-opening"]'),
      });
      if ((await found.count()) > 0) card = found;
    }
    if (!card) throw new Error('no news list page has the Kazan opening card');
    const cardImg = card.locator('picture img');
    await expect(cardImg).toHaveAttribute('loading', 'lazy');
    await expect(cardImg).toHaveAttribute('width', '640');
    await expect(cardImg).toHaveAttribute('height', '400');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /320w.*640w/,
    );
  });

  test(
    'the facts page shows the hotspot map with restaurant counts',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/company/facts');
      const map = page.getByRole('img', { name: 'Где мы работаем' });
      await expect(map).toHaveAttribute('viewBox', '0 0 1200 600');
      await expect(map.locator('circle').first()).toBeAttached();
      await expect(page.getByText(/Москва\u00a0— \d+/)).toBeAttached();
    },
  );

  test(
    'the development page lists the training programme and six vacancies',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/company/development');
      await expect(page.getByRole('heading', { name: 'Открытые вакансии' })).toBeVisible();
      await expect(page.locator('.vacancy')).toHaveCount(6);
    },
  );

  test(
    'the bonus calculator uses the loyalty config: floor(price × ratio) with plurals',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.route('**/api/loyalty/config', (route) =>
        route.fulfill({ json: { awarding_rules: [{ ratio: 0.03, name: 'x' }] } }),
      );
      await page.goto('/bonus');
      const price = page.getByLabel('Сумма заказа, ₽');
      await price.fill('1000');
      await expect(page.locator('output')).toHaveText('30\u00a0баллов');
      await price.fill('70');
      await expect(page.locator('output')).toHaveText('2\u00a0балла');
    },
  );

  test(
    'the offers’ buttons line up along each row of cards',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/offers');
      const rows = await page
        .getByRole('button', { name: 'Как получить' })
        .evaluateAll((buttons) => {
          const tops = new Map<number, number[]>();
          for (const button of buttons) {
            const card = Math.round(button.closest('li')?.getBoundingClientRect().top ?? 0);
            tops.set(card, [
              ...(tops.get(card) ?? []),
              Math.round(button.getBoundingClientRect().top),
            ]);
          }
          return [...tops.values()];
        });
      expect(rows.filter((row) => row.length === 3).length).toBeGreaterThan(1);
      for (const row of rows) expect(new Set(row).size, String(row)).toBe(1);
    },
  );

  test('an ended offer’s card fades its picture, not its words: axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/offers');
    // The build marks the offers whose last day has passed in Moscow; the first card plays one.
    const card = page.locator('.offer').first();
    await card.evaluate((li) => li.classList.add('offer--ended'));
    const opacity = (selector: string) =>
      card
        .locator(selector)
        .first()
        .evaluate((e) => Number(getComputedStyle(e).opacity));
    expect(await opacity('.offer__art > :not(.offer__badge)')).toBeLessThan(1);
    expect(await opacity('.offer__body')).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a table in a text keeps its columns and the next paragraph apart', async ({ page }) => {
    await page.goto('/bonus');
    const gaps = await page.getByRole('table').evaluate((table) => {
      const text = (cell: Element | undefined): DOMRect => {
        const range = document.createRange();
        if (cell) range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const [level, condition] = [...(table.querySelector('tbody tr:last-child')?.children ?? [])];
      const next = table.nextElementSibling?.getBoundingClientRect().top ?? 0;
      return {
        columns: text(condition).left - text(level).right,
        below: next - table.getBoundingClientRect().bottom,
      };
    });
    expect(gaps.columns).toBeGreaterThanOrEqual(12);
    expect(gaps.below).toBeGreaterThanOrEqual(12);
  });

  test('a FAQ answer links the page it names', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/feedback');
    const faq = page.getByRole('region', { name: 'Ответы на частые вопросы' });
    await faq.getByText('Приложение', { exact: true }).click();
    const answer = faq.getByRole('definition').filter({ hasText: 'Подробнее — на странице' });
    await expect(answer.getByRole('link', { name: 'МОП' })).toHaveAttribute('href', '/mop');
    await expect(answer).toHaveText(/на\sстранице МОП\.$/);
    await page.goto('/app');
    await page.getByText('Можно ли ещё получить приветственный бургер?').click();
    await expect(page.getByRole('link', { name: '«Акции»' }).last()).toHaveAttribute(
      'href',
      '/offers',
    );
  });

  test(
    'a campaign page says when its campaign ended',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/app');
      await expect(page.getByText(/^Акция (завершилась|идёт)/)).toHaveText(
        /^Акция завершилась 31\sдекабря\s2025$/,
      );
    },
  );

  test(
    'the combo pages link the toys collection page',
    { tag: '@desktop-only' },
    async ({ page }) => {
      for (const path of ['/kidscombo', '/starcombo']) {
        await page.goto(path);
        await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
        await expect(page.getByRole('link', { name: 'Вся коллекция игрушек' })).toHaveAttribute(
          'href',
          '/toys',
        );
      }
    },
  );

  test('/qr-code sends a phone to its store and shows computers the store buttons', async ({
    page,
    isMobile,
  }) => {
    await page.route('https://play.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
    );
    await page.goto('/qr-code');
    if (isMobile) {
      await expect(page).toHaveURL(/play\.google\.com/);
    } else {
      await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    }
  });
});

test(
  'the editor at /admin starts Decap CMS from our own origin',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(r.url());
    });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Войти через GitHub' })).toBeVisible({
      timeout: 20_000,
    });
    expect(foreign).toEqual([]);
  },
);
