import { expect, test } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';

/** The SQLite store the server under test writes (no DATABASE_URL in tests). */
function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(path.resolve('.data/site.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('e-mail subscription', () => {
  test('subscribe → «subscribe success» → the link from the outbox → /email-confirmed', async ({
    page,
  }) => {
    const email = `${unique('e2e')}@example.ru`;
    await page.goto('/offers');
    const block = page.getByRole('region', { name: 'Новинки и акции — первыми' });
    await block.getByLabel('Электронная почта').fill(email);
    await block.getByLabel(/Даю согласие/).check();
    await block.getByRole('button', { name: 'Подписаться' }).click();
    const dialog = page.getByRole('dialog', { name: 'Проверь почту' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);

    const [mail] = query<{ body: string }>('SELECT body FROM outbox WHERE recipient = ?', email);
    const link = mail?.body.match(/https?:\/\/\S+\/api\/subscribe\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page).toHaveURL(/\/email-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Почта подтверждена');
    const [row] = query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE email = ?',
      email,
    );
    expect(row?.status).toBe('confirmed');
  });

  test('a repeated subscription writes no duplicate', async ({ request, baseURL }) => {
    const email = `${unique('twice')}@example.ru`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.post('/api/subscribe', {
        data: { email, consent: true },
        headers: { origin: baseURL ?? '' },
      });
      expect(answer.status()).toBe(200);
    }
    expect(query('SELECT email FROM subscriptions WHERE email = ?', email)).toHaveLength(1);
  });

  test('a bad token leads to /email-unconfirmed', async ({ page }) => {
    await page.goto('/api/subscribe/confirm?token=not-a-real-token');
    await expect(page).toHaveURL(/\/email-unconfirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Не получилось подтвердить почту',
    );
  });

  test('without JS the form still subscribes', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto('/email');
    await page.getByLabel('Электронная почта').fill(`${unique('nojs')}@example.ru`);
    await page.getByLabel(/Даю согласие/).check();
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page).toHaveURL(/\/subscribe-confirmed$/);
    await context.close();
  });

  test('a POST from another site is refused', async ({ request }) => {
    const answer = await request.post('/api/subscribe', {
      data: { email: 'x@example.ru', consent: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status()).toBe(403);
  });
});

test.describe('feedback', () => {
  test('invalid fields show Russian messages and keep what was typed', async ({ page }) => {
    await page.goto('/feedback');
    const form = page.locator('form[data-form="feedback"]');
    await form.getByLabel('Имя').fill('Аня');
    await form.getByLabel('Электронная почта').fill('anya@');
    await form.getByLabel('Сообщение').fill('Плохо');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText('Проверь адрес почты: например, ivan@example.ru')).toBeVisible();
    await expect(form.getByText('Расскажи чуть подробнее: хотя бы 10 символов')).toBeVisible();
    await expect(form.getByText('Выбери тему сообщения')).toBeVisible();
    await expect(form.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();
    await expect(form.getByLabel('Электронная почта')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Имя')).toHaveValue('Аня');
    await expect(form.getByLabel('Сообщение')).toHaveValue('Плохо');
  });

  test('a valid message is stored with the consent version', async ({ page }) => {
    const message = `Спасибо за вкусный завтрак! ${unique('msg')}`;
    await page.goto('/feedback');
    const form = page.locator('form[data-form="feedback"]');
    await form.getByLabel('Имя').fill('Аня');
    await form.getByLabel('Электронная почта').fill('anya@example.ru');
    await form.getByLabel('Тема').selectOption('Отзыв');
    await form.getByLabel('Сообщение').fill(message);
    await form.getByLabel(/Даю согласие/).check();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('status')).toHaveText(/Сообщение отправлено/);
    const rows = query<{ payload: string; consent_version: string }>(
      "SELECT payload, consent_version FROM submissions WHERE kind = 'feedback'",
    ).filter((r) => r.payload.includes(message));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consent_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('too many attempts answer 429 with a Russian message', async ({ request, baseURL }) => {
    let last = 0;
    let body = '';
    for (let i = 0; i < 12 && last !== 429; i += 1) {
      const answer = await request.post('/api/franchise', {
        data: { name: 'x' },
        headers: { origin: baseURL ?? '' },
      });
      last = answer.status();
      body = await answer.text();
    }
    expect(last).toBe(429);
    expect(body).toContain('Слишком много попыток подряд');
  });
});
