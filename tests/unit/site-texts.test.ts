import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '~/lib/api/http';
import { fetchAgreement, fetchAlert, fetchServerTime } from '~/lib/site-texts';
import { $alert, $alertVisible, loadAlert } from '~/stores/alert';
import { $serverTime, loadServerTime } from '~/stores/server-time';

function answer(body: unknown, status = 200) {
  const urls: string[] = [];
  const fn = vi.fn((input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  setApiFetch(fn);
  return urls;
}

afterEach(() => setApiFetch());

describe('light calls every page makes at idle', () => {
  it('reads the server time and refuses a malformed one', async () => {
    answer({ time: 1_760_000_000 });
    await expect(fetchServerTime()).resolves.toBe(1_760_000_000);
    answer({ time: 'soon' });
    await expect(fetchServerTime()).rejects.toThrow();
  });

  it('asks for the agreement of the city', async () => {
    const urls = answer({ previewText: 'Кратко', detailText: '<p>Полностью</p>' });
    await expect(fetchAgreement('kazan')).resolves.toEqual({
      previewText: 'Кратко',
      detailText: '<p>Полностью</p>',
    });
    expect(urls[0]).toContain('/api/page/personal-data-agreement/kazan');
    await fetchAgreement();
    expect(urls[1]).toMatch(/\/api\/page\/personal-data-agreement$/);
  });

  it('treats missing alert fields as empty', async () => {
    answer({});
    await expect(fetchAlert()).resolves.toEqual({ previewText: '', detailText: '' });
  });
});

describe('alert and server-time stores (SPEC §4, §8)', () => {
  it('the alert shows only once requested and when it has text', async () => {
    expect($alertVisible.get()).toBe(false);
    answer({ previewText: 'Важно', detailText: '' });
    await loadAlert();
    expect($alert.get().requested).toBe(true);
    expect($alertVisible.get()).toBe(true);
  });

  it('a failed time load resolves to null and leaves the time unset', async () => {
    answer({ error: { code: 'x', message: 'нет' } }, 404);
    await expect(loadServerTime()).resolves.toBeNull();
    expect($serverTime.get()).toBeNull();
  });
});
