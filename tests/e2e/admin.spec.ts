/**
 * The editor's login: GitHub's or Netlify's page opens in a popup on another origin and posts the
 * token back to `window.opener`. The /admin page's COOP must keep that link.
 */
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let login: Server;
let loginOrigin = '';

test.beforeAll(async () => {
  // Another origin standing in for the login provider: its page writes to its opener.
  login = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><title>Вход</title><script>window.opener && window.opener.postMessage("authorization:github:success", "*"); document.title = window.opener ? "opener" : "no opener";</script>',
    );
  });
  await new Promise<void>((resolve) => login.listen(0, '127.0.0.1', resolve));
  loginOrigin = `http://localhost:${(login.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => login.close(() => resolve())));

test('a login popup opened by /admin keeps window.opener and can post the token back', async ({
  page,
}) => {
  await page.goto('/admin');
  const message = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        window.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
      }),
  );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (url) => void window.open(url, 'login', 'width=600,height=600'),
      `${loginOrigin}/`,
    ),
  ]);
  await expect(popup).toHaveTitle('opener');
  expect(await message).toBe('authorization:github:success');
});
