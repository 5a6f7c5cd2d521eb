/**
 * The route contract (tests/e2e/route-contract.ts) on the Netlify build, served by netlify-cli's
 * offline emulation (scripts/netlify-parity.mjs starts it and runs this project); each page's CSP
 * must equal the local server's for the same page.
 */
import { expect, test } from '@playwright/test';
import { defineRouteContract } from '../e2e/route-contract.ts';

defineRouteContract({
  trailingSlash: 'canonical',
  readyDatabase: 'not configured',
  compareCspWith: `http://127.0.0.1:${process.env['E2E_PORT'] ?? 4599}`,
  onlyHere: (process.env['NETLIFY_ONLY_PAGES'] ?? '').split(',').filter(Boolean),
});

test('without DATABASE_URL the forms answer 503 in Russian, with Retry-After', async ({
  request,
}) => {
  const answer = await request.post('/api/subscribe', {
    data: { email: 'ivan@example.ru', consent: true },
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status()).toBe(503);
  expect(answer.headers()['retry-after']).toBe('30');
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('service_unavailable');
  expect(body.error.message).toMatch(/^Не получилось сохранить/);
});

test('without DATABASE_URL a bad post still gets its field errors (422), as from npm start', async ({
  request,
}) => {
  for (const [path, field] of [
    ['/api/subscribe', 'email'],
    ['/api/feedback', 'message'],
    ['/api/franchise', 'name'],
  ] as const) {
    const answer = await request.post(path, {
      data: {},
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status(), path).toBe(422);
    const body = (await answer.json()) as {
      error: { code: string };
      fields: Record<string, string>;
    };
    expect(body.error.code).toBe('bad_request');
    expect(body.fields[field], path).toMatch(/^Заполни поле/);
  }
});
