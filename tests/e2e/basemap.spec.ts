/**
 * The street map: a configured basemap draws its tiles, and one that fails (503) gives way to the
 * bundled outline map with one short Russian line; on the outline map, pins at street zoom show
 * their address. A fixture server started here serves a small raster style with tiles made here
 * (plain PNGs), never downloaded; the page is pointed at it by `?map-style=` (honoured on loopback
 * only, src/lib/restaurants/basemap.ts), and CSP is bypassed for its random port.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** A 256×256 PNG of one colour. */
function pngTile(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, 0)]);
  for (let x = 0; x < 256; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let fixture: Server;
let origin = '';
let tilesServed = 0;
let tileStatus = 200;
const TILE = pngTile([120, 190, 230]);

test.beforeAll(async () => {
  fixture = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (req.url === '/style.json') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          version: 8,
          name: 'fixture',
          sources: {
            street: {
              type: 'raster',
              tiles: [`${origin}/tiles/{z}/{x}/{y}.png`],
              tileSize: 256,
              attribution: 'Тестовая подложка',
            },
          },
          layers: [{ id: 'street', type: 'raster', source: 'street' }],
        }),
      );
      return;
    }
    if (req.url?.startsWith('/tiles/')) {
      tilesServed += 1;
      res.writeHead(tileStatus, { ...cors, 'Content-Type': 'image/png' });
      res.end(tileStatus === 200 ? TILE : undefined);
      return;
    }
    res.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Opens the locator with the fixture style (phones switch to the map view). */
async function openWithFixture(page: Page, isMobile: boolean): Promise<void> {
  await page.goto(`/restaurants?map-style=${encodeURIComponent(`${origin}/style.json`)}`);
  if (isMobile) await page.getByRole('button', { name: 'Карта', exact: true }).click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-zoom', /\d/, { timeout: 30_000 });
}

test('a configured street map draws its tiles', async ({ page, isMobile }) => {
  tileStatus = 200;
  tilesServed = 0;
  await openWithFixture(page, isMobile);
  await expect.poll(() => tilesServed, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'street');
  await expect(page.getByText('Подробная карта не загрузилась')).toHaveCount(0);
});

test('a street map whose tiles fail gives way to the outline map, with a notice; pins show addresses', async ({
  page,
  context,
  isMobile,
}) => {
  tileStatus = 503;
  // The visitor stands at the door of a Moscow restaurant (Пр-т Чапаева, 66, стр. 1).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 55.728841, longitude: 37.614808 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openWithFixture(page, isMobile);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-basemap', 'offline', { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Подробная карта не загрузилась' }),
  ).toHaveText('Подробная карта не загрузилась, показываем упрощённую');
  const afterSwitch = errors.length;
  // Street zoom around the visitor: the outline map names each pin's street beside it.
  await page.getByRole('button', { name: 'Рядом со мной' }).click();
  await page.getByRole('region', { name: 'Карта ресторанов' }).focus();
  for (let i = 0; i < 14 && (await map.getAttribute('data-street')) === null; i += 1) {
    const before = await map.getAttribute('data-zoom');
    await page.keyboard.press('Equal');
    await expect.poll(() => map.getAttribute('data-zoom')).not.toBe(before);
  }
  await expect(map).toHaveAttribute('data-street', '');
  // Pins are redrawn once the map settles, which a busy CPU delays (software WebGL here: over 15 s
  // in a full clean-clone run).
  await expect(page.locator('.map-pin__address').filter({ hasText: /\S/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  // The failed tiles in flight are reported once each by the browser; after the switch, nothing.
  expect(afterSwitch).toBeLessThan(40);
  expect(errors.length).toBe(afterSwitch);
});
