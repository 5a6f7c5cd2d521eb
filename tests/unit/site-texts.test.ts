import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '~/lib/api/http';
import { fetchAgreement, fetchAlert } from '~/lib/site-texts';
import { $alert, $alertVisible, loadAlert } from '~/stores/alert';

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

describe('the alert store (SPEC §4, §8)', () => {
  it('the alert shows only once requested and when it has text', async () => {
    expect($alertVisible.get()).toBe(false);
    answer({ previewText: 'Важно', detailText: '' });
    await loadAlert();
    expect($alert.get().requested).toBe(true);
    expect($alertVisible.get()).toBe(true);
  });
});
