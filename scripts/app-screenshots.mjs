// Screenshots of the built site for the web app manifest (public/manifest.webmanifest): Chromium
// shows them in its richer install dialog, `narrow` ones on phones and `wide` ones on desktops.
// Run after `npm run build`: node scripts/app-screenshots.mjs. Output is committed; the sizes
// written here must match the manifest's (tests/unit/web-manifest.test.ts checks them).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { startServer } from './bench/server.mjs';

const SHOTS = [
  { path: '/menu', file: 'menu-narrow.jpg', width: 360, height: 780, scale: 2 },
  { path: '/restaurants', file: 'restaurants-narrow.jpg', width: 360, height: 780, scale: 2 },
  { path: '/', file: 'home-wide.jpg', width: 1280, height: 800, scale: 1 },
  { path: '/menu', file: 'menu-wide.jpg', width: 1280, height: 800, scale: 1 },
];

mkdirSync('public/screenshots', { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      serviceWorkers: 'block',
    });
    // A returning visitor's view: consent given, app banner seen, city confirmed, notice hidden.
    await context.addCookies(
      Object.entries({
        'cookies-and-personal-data-agreement': '1',
        'showed-smart-banner': '1',
        city: 'moscow',
        'confirmed-city': 'moscow',
      }).map(([name, value]) => ({ name, value, url: server.origin })),
    );
    const page = await context.newPage();
    await page.goto(server.origin + shot.path, { waitUntil: 'networkidle' });
    const hide = page.locator('[data-alert-hide]');
    if (await hide.isVisible()) await hide.click();
    await page.screenshot({ path: `public/screenshots/${shot.file}`, type: 'jpeg', quality: 80 });
    console.log(
      `public/screenshots/${shot.file}: ${shot.width * shot.scale}x${shot.height * shot.scale}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
