import { describe, expect, it } from 'vitest';
import { bonusPoints, pointsText } from '~/islands/content/bonus';
import { storeFor } from '~/islands/content/store-redirect';
import {
  dotRadius,
  placeLabels,
  project,
  ringPath,
  russiaPath,
  VIEW_BOX,
} from '~/components/content/hotspots';
import { pagePath } from '~/paths';

describe('bonus calculator', () => {
  it('is floor(price × ratio)', () => {
    expect(bonusPoints(999, 0.05)).toBe(49);
    expect(bonusPoints(100, 0.07)).toBe(7);
    expect(bonusPoints(0, 0.1)).toBe(0);
    expect(bonusPoints(-5, 0.1)).toBe(0);
  });
  it('uses Russian plurals', () => {
    expect(pointsText(1)).toBe('1\u00a0балл');
    expect(pointsText(3)).toBe('3\u00a0балла');
    expect(pointsText(11)).toBe('11\u00a0баллов');
    expect(pointsText(22)).toBe('22\u00a0балла');
  });
});

describe('qr-code store redirect', () => {
  const links = { ios: 'ios', android: 'android', appgallery: 'huawei' };
  it('sends phones to their store and leaves computers alone', () => {
    expect(storeFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', links)).toBe('ios');
    expect(storeFor('Mozilla/5.0 (Linux; Android 14; Pixel 7)', links)).toBe('android');
    expect(storeFor('Mozilla/5.0 (Linux; Android 12; HUAWEI P50) HMSCore', links)).toBe('huawei');
    expect(storeFor('Mozilla/5.0 (X11; Linux x86_64)', links)).toBeNull();
  });
});

describe('hotspot map', () => {
  it('fits Russia from Kaliningrad to Chukotka into the 1200×600 viewBox', () => {
    for (const [lon, lat] of [
      [20.5, 54.7],
      [131.9, 43.1],
      [-170, 66],
      [33.1, 68.97],
    ] as const) {
      const [x, y] = project(lon, lat);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(VIEW_BOX.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(VIEW_BOX.height);
    }
  });
  it('grows dots with counts and never overlaps labels', () => {
    expect(dotRadius(200)).toBeGreaterThan(dotRadius(10));
    const spots = [
      { code: 'a', x: 100, y: 100, r: 5, label: 'Москва 220' },
      { code: 'b', x: 110, y: 104, r: 5, label: 'Тула 5' },
      { code: 'c', x: 500, y: 300, r: 5, label: 'Омск 9' },
    ];
    expect([...placeLabels(spots)]).toEqual(['a', 'c']);
  });
  it('writes a ring in whole units as relative steps, dropping repeated points', () => {
    const ring = [
      [525.6, 14.3],
      [540.6, 11],
      [540.6, 11],
      [554.1, 18.3],
      [525.6, 14.3],
    ] as const;
    expect(ringPath(ring)).toBe('M526 14l15-3 13 7-28-4z');
    expect(ringPath([[1, 1]])).toBe('');
  });
  it("keeps every point of Russia's outline inside the viewBox", () => {
    const rings = russiaPath().split('z').filter(Boolean);
    expect(rings.length).toBe(12);
    for (const ring of rings) {
      const [start = '', steps = ''] = ring.slice(1).split('l');
      let [x, y] = start.split(' ').map(Number) as [number, number];
      const deltas = steps.match(/-?\d+/g)?.map(Number) ?? [];
      expect(deltas.length % 2).toBe(0);
      for (let i = 0; i < deltas.length; i += 2) {
        x += deltas[i] ?? Number.NaN;
        y += deltas[i + 1] ?? Number.NaN;
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(VIEW_BOX.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(VIEW_BOX.height);
      }
    }
  });
});

describe('pagePath', () => {
  it('gives the slash-less address of a page, whatever the build format wrote', () => {
    expect(pagePath('/menu.html')).toBe('/menu');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/company/index.html')).toBe('/company');
    expect(pagePath('/menu/burgers/')).toBe('/menu/burgers');
    expect(pagePath('/')).toBe('/');
  });
});
