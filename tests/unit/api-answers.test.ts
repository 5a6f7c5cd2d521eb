import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuResponse, NearRestaurantsResponse, SearchResponse } from '~/lib/api/types';
import { AnswerCache, matchesEtag, toAnswer, type Answer } from '~/server/answers';
import { catalog, catalogIndex } from '~/server/catalog';
import { minutesIn } from '~/lib/menu/day-part';
import { jsonAnswer } from '~/server/http';
import { menuAnswer } from '~/server/menu';
import { nearAnswer } from '~/server/restaurants';
import { searchAnswer } from '~/server/search';

const index = catalogIndex();
const moscow = { city: index.cityByCode.get('moscow')! };
const kazan = { city: index.cityByCode.get('kazan')! };
const regions = { city: catalog.cities.find((c) => c.priceZone === 'regions')! };
const read = <T>(answer: Answer): T => JSON.parse(new TextDecoder().decode(answer.body)) as T;
const get = (headers: HeadersInit = {}): Request =>
  new Request('http://localhost/api/menu/city/1', { headers });

describe('kept answers', () => {
  it('build a key once and give the same bytes and ETag after', () => {
    const cache = new AnswerCache(1024);
    const build = vi.fn(() => '{"a":1}');
    const first = cache.get('a', build);
    expect(cache.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(first.body)).toBe('{"a":1}');
    expect(first.etag).toBe(toAnswer('{"a":1}').etag);
    expect(cache.get('b', () => '{"a":2}').etag).not.toBe(first.etag);
  });

  it('let the least recently used go once over their byte budget', () => {
    const cache = new AnswerCache(30);
    const ten = (c: string) => () => c.repeat(10);
    cache.get('a', ten('a'));
    cache.get('b', ten('b'));
    cache.get('c', ten('c'));
    cache.get('a', ten('x')); // a is used again: b is now the oldest
    cache.get('d', ten('d'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
    const rebuilt = vi.fn(() => 'b');
    cache.get('b', rebuilt);
    expect(rebuilt).toHaveBeenCalled();
    const kept = vi.fn(() => 'a');
    cache.get('a', kept);
    expect(kept).not.toHaveBeenCalled();
  });

  it('keep an answer larger than the budget until the next one', () => {
    const cache = new AnswerCache(4);
    expect(new TextDecoder().decode(cache.get('big', () => '123456789').body)).toBe('123456789');
    cache.get('next', () => '1');
    expect(cache.size).toBe(1);
  });

  it('match If-None-Match lists, weak validators and *', () => {
    expect(matchesEtag(null, '"x"')).toBe(false);
    expect(matchesEtag('"x"', '"x"')).toBe(true);
    expect(matchesEtag('"y", W/"x"', '"x"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"y"', '"x"')).toBe(false);
    expect(matchesEtag('x', '"x"')).toBe(false);
  });
});

describe('answers with ETags', () => {
  const answer = toAnswer('{"ok":true}');

  it('send the bytes with their length, type, ETag and cache policy', async () => {
    const response = jsonAnswer(get(), answer, 'catalog');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(answer.etag);
    expect(response.headers.get('content-length')).toBe(String(answer.body.byteLength));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('s-maxage=3600');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('share the kept bytes between answers without giving them away', async () => {
    const big = toAnswer(JSON.stringify({ text: 'б'.repeat(40_000) }));
    const [one, two] = [jsonAnswer(get(), big, 'short'), jsonAnswer(get(), big, 'short')];
    const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer());
    expect(await bytes(one)).toEqual(big.body);
    expect(await bytes(two)).toEqual(big.body);
    expect(big.body.byteLength).toBe(80_011);
    expect(new TextDecoder().decode(big.body).endsWith('бб"}')).toBe(true);
  });

  it('answer 304 without a body when If-None-Match names the ETag', async () => {
    const response = jsonAnswer(get({ 'If-None-Match': answer.etag }), answer, 'short');
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(answer.etag);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    expect(await response.text()).toBe('');
    expect(jsonAnswer(get({ 'If-None-Match': '"old"' }), answer, 'short').status).toBe(200);
  });
});

describe('kept menus', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const noon = new Date('2026-03-02T09:00:00Z'); // 12:00 in Moscow

  it('are the same answer for the same city, context and day part', () => {
    const first = menuAnswer(moscow, 'restaurant', undefined, noon);
    expect(menuAnswer(moscow, 'restaurant', undefined, noon)).toBe(first);
    expect(menuAnswer(moscow, 'restaurant', 'main', noon).etag).toBe(first.etag);
  });

  it('differ by price zone, context, day part and restaurant', () => {
    const etags = [
      menuAnswer(moscow, 'restaurant', 'main', noon),
      menuAnswer(regions, 'restaurant', 'main', noon),
      menuAnswer(moscow, 'delivery', 'main', noon),
      menuAnswer(moscow, 'restaurant', 'breakfast', noon),
      menuAnswer(
        { ...moscow, restaurant: index.restaurantsByCity.get(1)![0]! },
        'restaurant',
        'main',
        noon,
      ),
    ].map((answer) => answer.etag);
    expect(new Set(etags).size).toBe(etags.length);
    const moscowPrice = read<MenuResponse>(menuAnswer(moscow, 'restaurant', 'main', noon));
    const regionPrice = read<MenuResponse>(menuAnswer(regions, 'restaurant', 'main', noon));
    expect(moscowPrice.products['5002']?.offers[0]?.price).not.toBe(
      regionPrice.products['5002']?.offers[0]?.price,
    );
  });

  it('follow the clock across a day-part boundary', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T07:29:00Z')); // 10:29 in Moscow and Kazan: breakfast
    const morning = menuAnswer(kazan, 'restaurant', undefined);
    expect(read<MenuResponse>(morning).schedule.active).toBe('breakfast');
    expect(menuAnswer(kazan, 'restaurant', undefined)).toBe(morning);
    vi.advanceTimersByTime(2 * 60 * 1000); // 10:31: main menu
    const later = menuAnswer(kazan, 'restaurant', undefined);
    expect(later.etag).not.toBe(morning.etag);
    const answer = read<MenuResponse>(later);
    expect(answer.schedule.active).toBe('main');
    expect(Object.values(answer.products).every((p) => p.dayParts.includes('main'))).toBe(true);
  });

  it('keep the active day part even when a day part is asked for', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T07:29:00Z'));
    const before = read<MenuResponse>(menuAnswer(kazan, 'delivery', 'main'));
    vi.setSystemTime(new Date('2026-03-02T07:31:00Z'));
    const after = read<MenuResponse>(menuAnswer(kazan, 'delivery', 'main'));
    expect([before.schedule.active, after.schedule.active]).toEqual(['breakfast', 'main']);
  });
});

describe('kept searches and nearest restaurants', () => {
  it('are the same answer for the same scope and query, different otherwise', () => {
    const first = searchAnswer(moscow, 'чизбургер');
    expect(searchAnswer(moscow, 'чизбургер')).toBe(first);
    expect(read<SearchResponse>(first).products[0]?.name).toMatch(/Чизбургер/);
    expect(searchAnswer(moscow, 'латте').etag).not.toBe(first.etag);
    expect(searchAnswer(regions, 'чизбургер').etag).not.toBe(first.etag);
  });

  it('are kept per exact point and limit', () => {
    const first = nearAnswer(55.75, 37.62, 10);
    expect(nearAnswer(55.75, 37.62, 10)).toBe(first);
    expect(read<NearRestaurantsResponse>(first).restaurants).toHaveLength(10);
    expect(nearAnswer(55.75, 37.6201, 10).etag).not.toBe(first.etag);
    expect(read<NearRestaurantsResponse>(nearAnswer(55.75, 37.62, 3)).restaurants).toHaveLength(3);
  });
});

describe('local minutes kept per minute', () => {
  it('change exactly at the minute boundary, per time zone', () => {
    const at = (iso: string, zone = 'Europe/Moscow') => minutesIn(new Date(iso), zone);
    expect(at('2026-03-02T07:29:59.999Z')).toBe(10 * 60 + 29);
    expect(at('2026-03-02T07:29:00.000Z')).toBe(10 * 60 + 29);
    expect(at('2026-03-02T07:30:00.000Z')).toBe(10 * 60 + 30);
    expect(at('2026-03-02T07:29:30.000Z')).toBe(10 * 60 + 29);
    expect(at('2026-03-02T07:29:30.000Z', 'Asia/Vladivostok')).toBe(17 * 60 + 29);
    expect(at('2026-03-02T07:29:30.000Z', 'Asia/Kolkata')).toBe(12 * 60 + 59);
  });
});
