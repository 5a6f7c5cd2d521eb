import { describe, expect, it } from 'vitest';
import {
  basemaps,
  isTileTemplate,
  localStyleOverride,
  rasterStyle,
} from '~/lib/restaurants/basemap';

const OFFLINE = '/restaurants/map-style.json';

describe('basemaps', () => {
  it('tries the configured style, then the bundled one', () => {
    expect(basemaps({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty' }, OFFLINE)).toEqual(
      ['https://tiles.openfreemap.org/styles/liberty', OFFLINE],
    );
    expect(basemaps({}, OFFLINE)).toEqual([OFFLINE]);
  });

  it('makes a raster style of a tile template with a key', () => {
    const template =
      'https://tiles.api-maps.yandex.ru/v1/tiles/?x={x}&y={y}&z={z}&lang=ru_RU&l=map&apikey=KEY';
    expect(isTileTemplate(template)).toBe(true);
    const [style, last] = basemaps({ tilesUrl: template, attribution: '© Яндекс' }, OFFLINE);
    expect(style).toEqual(rasterStyle(template, '© Яндекс'));
    expect(last).toBe(OFFLINE);
    expect(isTileTemplate('http://insecure/{z}/{x}/{y}')).toBe(false);
    expect(basemaps({ tilesUrl: 'https://no-placeholders/' }, OFFLINE)).toEqual([OFFLINE]);
  });
});

describe('the local style override', () => {
  it('is honoured only on a loopback page for a loopback style', () => {
    const local = { hostname: '127.0.0.1', search: '?map-style=http://127.0.0.1:8123/style.json' };
    expect(localStyleOverride(local)).toBe('http://127.0.0.1:8123/style.json');
    expect(localStyleOverride({ ...local, hostname: 'vkusno.example' })).toBeNull();
    expect(
      localStyleOverride({
        hostname: 'localhost',
        search: '?map-style=https://evil.example/s.json',
      }),
    ).toBeNull();
    expect(
      localStyleOverride({ hostname: 'localhost', search: '?map-style=javascript:alert(1)' }),
    ).toBeNull();
    expect(localStyleOverride({ hostname: 'localhost', search: '' })).toBeNull();
  });
});
