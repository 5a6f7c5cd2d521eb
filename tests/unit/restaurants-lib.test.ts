import { describe, expect, it } from 'vitest';
import { formatAddress, formatStreetAddress } from '../../src/lib/restaurants/address.ts';
import {
  applyFilters,
  featureCounts,
  filtersFromQuery,
  filtersToQuery,
  toggleFeature,
} from '../../src/lib/restaurants/filters.ts';
import { formatDistance, sortByDistance } from '../../src/lib/restaurants/distance.ts';
import { routeLinks } from '../../src/lib/restaurants/routes.ts';
import {
  CLUSTER_RADIUS,
  clusterExpansion,
  createClusterIndex,
  fanOffsets,
  groupBySpot,
} from '../../src/lib/restaurants/cluster.ts';
import {
  filterByName,
  fromLatinLayout,
  matchesName,
} from '../../src/lib/restaurants/city-search.ts';
import { decodeCityNames, encodeCityNames } from '../../src/lib/restaurants/city-names.ts';
import { loadCatalogFolder } from './helpers/catalog.ts';

describe('address rule', () => {
  it('names region and city once when equal, then street, house and block', () => {
    const base = { street: 'ул. Ленина', house: '12', block: null };
    expect(formatAddress({ ...base, region: 'Москва', city: 'Москва' })).toBe(
      'Москва, ул. Ленина, 12',
    );
    expect(
      formatAddress({
        ...base,
        region: 'Свердловская область',
        city: 'Екатеринбург',
        block: 'корп. 2',
      }),
    ).toBe('Свердловская область, Екатеринбург, ул. Ленина, 12, корп. 2');
    expect(
      formatAddress({ ...base, region: 'Кемеровская область — Кузбасс', city: 'Кемерово' }),
    ).toBe('Кемеровская область\u00a0— Кузбасс, Кемерово, ул. Ленина, 12');
    expect(formatStreetAddress({ ...base, region: 'a', city: 'b', block: 'стр. 1' })).toBe(
      'ул. Ленина, 12, стр. 1',
    );
  });
});

const list = [
  { id: 1, features: ['drive', '24h', 'wifi'] },
  { id: 2, features: ['drive', 'wifi'] },
  { id: 3, features: ['24h'] },
  { id: 4, features: ['wifi'] },
];

describe('filters', () => {
  it('combines features with AND', () => {
    expect(applyFilters(list, { features: ['drive'], openNow: false }).map((r) => r.id)).toEqual([
      1, 2,
    ]);
    expect(
      applyFilters(list, { features: ['drive', '24h'], openNow: false }).map((r) => r.id),
    ).toEqual([1]);
    expect(
      applyFilters(list, { features: [], openNow: true }, (r) => r.id > 2).map((r) => r.id),
    ).toEqual([3, 4]);
  });

  it('counts what each feature would leave given the current choice', () => {
    const codes = ['drive', '24h', 'wifi', 'kids'];
    expect(featureCounts(list, codes, { features: [], openNow: false })).toEqual({
      drive: 2,
      '24h': 2,
      wifi: 3,
      kids: 0,
    });
    expect(featureCounts(list, codes, { features: ['wifi'], openNow: false })).toEqual({
      drive: 2,
      '24h': 1,
      wifi: 3,
      kids: 0,
    });
    expect(
      featureCounts(list, codes, { features: [], openNow: true }, (r) => r.id !== 1),
    ).toMatchObject({
      drive: 1,
      '24h': 1,
    });
  });

  it('keeps the state in the URL query', () => {
    const state = toggleFeature(toggleFeature({ features: [], openNow: true }, 'drive'), '24h');
    const query = filtersToQuery(state, 'city=kazan');
    expect(query).toBe('?city=kazan&features=drive,24h&open=1');
    expect(filtersFromQuery(query.slice(1))).toEqual(state);
    expect(filtersFromQuery('features=drive,bogus', ['drive'])).toEqual({
      features: ['drive'],
      openNow: false,
    });
    expect(filtersToQuery(toggleFeature(state, 'drive'), '')).toBe('?features=24h&open=1');
    expect(filtersToQuery({ features: [], openNow: false }, 'features=x&open=1')).toBe('');
  });
});

describe('distance', () => {
  it('sorts nearest first and formats metres and kilometres', () => {
    const from = { lat: 55.75, long: 37.61 };
    const sorted = sortByDistance(
      [
        { id: 'far', lat: 55.9, long: 37.61 },
        { id: 'near', lat: 55.751, long: 37.611 },
        { id: 'mid', lat: 55.8, long: 37.61 },
      ],
      from,
    );
    expect(sorted.map((s) => s.id)).toEqual(['near', 'mid', 'far']);
    expect(sorted[0]?.distance).toBeLessThan(200);
    expect(formatDistance(348)).toBe('350\u00a0м');
    expect(formatDistance(1234)).toBe('1,2\u00a0км');
    expect(formatDistance(15_600)).toBe('16\u00a0км');
  });
});

describe('route links', () => {
  it('builds Yandex Maps, 2GIS and Google Maps routes to the point', () => {
    const [yandex, gis, google] = routeLinks(55.75, 37.61);
    expect(yandex?.href).toBe('https://yandex.ru/maps/?rtext=~55.75,37.61&rtt=auto');
    expect(gis?.href).toBe('https://2gis.ru/routeSearch/rsType/car/to/37.61,55.75');
    expect(google?.href).toBe('https://www.google.com/maps/dir/?api=1&destination=55.75%2C37.61');
  });
});

describe('clusters', () => {
  const spread = Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    lat: 55.7 + (i % 8) * 0.02,
    long: 37.5 + Math.floor(i / 8) * 0.03,
  }));

  it('uses the grid of 64 px and zooms to where a cluster splits', () => {
    expect(CLUSTER_RADIUS).toBe(64);
    const index = createClusterIndex(spread);
    const [top] = index.getClusters([-180, -85, 180, 85], 3);
    expect(top?.properties).toMatchObject({ cluster: true, point_count: 40 });
    const clusterId = Number(top?.id);
    const expansion = clusterExpansion(index, clusterId, [37.6, 55.8]);
    expect(expansion.kind).toBe('zoom');
    if (expansion.kind !== 'zoom') return;
    const after = index.getClusters([-180, -85, 180, 85], expansion.zoom);
    expect(after.length).toBeGreaterThan(1);
    const before = index.getClusters([-180, -85, 180, 85], expansion.zoom - 1);
    expect(before).toHaveLength(1);
  });

  it('caps the zoom at the map’s maximum', () => {
    const index = createClusterIndex(spread);
    const [top] = index.getClusters([-180, -85, 180, 85], 3);
    const expansion = clusterExpansion(index, Number(top?.id), [0, 0], 4);
    expect(expansion).toMatchObject({ kind: 'zoom', zoom: 4 });
  });

  it('fans out restaurants that stand on the same spot', () => {
    const same = [1, 2, 3].map((id) => ({ id, lat: 55.75, long: 37.61 }));
    const index = createClusterIndex([...same, { id: 9, lat: 59.9, long: 30.3 }]);
    const clusters = index.getClusters([-180, -85, 180, 85], 16);
    const cluster = clusters.find((c) => c.properties && 'cluster' in c.properties);
    expect(cluster).toBeDefined();
    const expansion = clusterExpansion(index, Number(cluster?.id), [37.61, 55.75]);
    expect(expansion).toMatchObject({ kind: 'fan' });
    if (expansion.kind === 'fan') expect(expansion.ids.sort()).toEqual([1, 2, 3]);
    expect(groupBySpot([...same, { id: 9, lat: 1, long: 1 }]).size).toBe(2);
    const offsets = fanOffsets(3);
    expect(new Set(offsets.map((o) => o.join())).size).toBe(3);
    for (const [i, a] of fanOffsets(20).entries())
      for (const b of fanOffsets(20).slice(i + 1))
        expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(20);
  });
});

describe('city name matching', () => {
  const cities = [
    { name: 'Москва' },
    { name: 'Орёл' },
    { name: 'Нижний Новгород' },
    { name: 'Ростов-на-Дону' },
  ];
  it('ignores case and ё, matches word starts and the wrong keyboard layout', () => {
    expect(matchesName('Орёл', 'орел')).toBe(true);
    expect(matchesName('Нижний Новгород', 'новг')).toBe(true);
    expect(matchesName('Ростов-на-Дону', 'дону')).toBe(true);
    expect(fromLatinLayout('vjcrdf')).toBe('москва');
    expect(filterByName(cities, 'Vjc').map((c) => c.name)).toEqual(['Москва']);
    expect(filterByName(cities, 'moskva').map((c) => c.name)).toEqual(['Москва']);
    expect(filterByName(cities, 'Nizhn').map((c) => c.name)).toEqual(['Нижний Новгород']);
    expect(filterByName(cities, '')).toHaveLength(4);
    expect(filterByName(cities, 'ква')).toEqual([]);
  });
});

describe('city names on the header button', () => {
  it('carries every city of the catalog through the attribute and back', () => {
    const names = Object.fromEntries(loadCatalogFolder('cities').map((c) => [c.code, c.name]));
    expect(Object.keys(names).length).toBeGreaterThan(40);
    const text = encodeCityNames(names);
    expect(text).toContain('rostov-on-don:Ростов-на-Дону');
    expect(decodeCityNames(text)).toEqual(names);
  });
  it('refuses a name that would not come back whole, and reads nothing from nothing', () => {
    expect(() => encodeCityNames({ x: 'Город, который' })).toThrow();
    expect(decodeCityNames(undefined)).toEqual({});
    expect(decodeCityNames('')).toEqual({});
  });
});
