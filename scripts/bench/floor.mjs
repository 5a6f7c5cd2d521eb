// `bench:lighthouse -- --floor`: the least a page can be (a heading and a paragraph of Russian text,
// no stylesheet, font, picture or script), served from a server of its own on this machine with
// the site's security headers. What Lighthouse scores it is the floor of the simulation here: the
// connection's round trips on slow 4G and the browser's own main-thread work at 4×, which no change
// to our pages can cut. The headers count: Cross-Origin-Opener-Policy moves the page into a new
// renderer process (Lighthouse starts from about:blank in the old one), whose start Lantern puts
// on the main thread before the paint: about +100 ms of LCP and +400 ms of main thread here. A
// visitor from a new tab, or from another site with Chrome's proactive swap of browsing instance,
// changes process anyway; the header stays, and the floor carries it as our pages do.
import { createServer } from 'node:http';
import { securityHeadersFor } from '../../src/lib/http/security-headers.ts';
import { freePort } from './server.mjs';

/** The floor page's HTML. */
export const FLOOR_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Пол измерений</title><meta name="description" content="Страница без стилей, шрифтов и скриптов.">' +
  '</head><body><main><h1>О компании</h1><p>Мы готовим бургеры, картошку фри, завтраки, десерты ' +
  'и кофе в тысяче с лишним ресторанов по всей стране и открываем новые каждый месяц.</p></main></body></html>';

/** Serve FLOOR_PAGE at every path; resolves to { origin, stop() }. */
export async function startFloorServer() {
  const port = await freePort();
  const server = createServer((_, res) => {
    res.writeHead(200, {
      ...securityHeadersFor('/'),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(FLOOR_PAGE);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
