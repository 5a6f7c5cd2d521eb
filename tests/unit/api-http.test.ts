import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCities, getNearCity, getServerTime, setCity } from '~/lib/api/client';
import { RETRY_STATUSES, apiBase, retriesFor, setApiFetch } from '~/lib/api/http';
import { ApiError } from '~/lib/errors';

/** A fake fetch answering with the given statuses in turn (the last one repeats). */
function fakeFetch(statuses: number[], body: unknown = { time: 1_700_000_000 }) {
  let call = 0;
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses[Math.min(call, statuses.length - 1)] ?? 200;
    call += 1;
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    const payload =
      status < 400 ? body : { error: { code: 'x', message: 'Сервер устал, попробуй позже' } };
    return Promise.resolve(
      new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

afterEach(() => {
  vi.unstubAllEnvs();
  setApiFetch();
});

describe('retry policy', () => {
  it('retries safe methods once and never the others', () => {
    expect(retriesFor('GET')).toBe(1);
    expect(retriesFor('head')).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(retriesFor(method)).toBe(0);
  });

  it.each(RETRY_STATUSES)('retries a GET once after %i and then succeeds', async (status) => {
    const fake = fakeFetch([status, 200]);
    setApiFetch(fake.fn);
    await expect(getServerTime()).resolves.toBe(1_700_000_000);
    expect(fake.calls).toHaveLength(2);
  });

  it('gives up after one retry with an ApiError carrying status and message', async () => {
    const fake = fakeFetch([503]);
    setApiFetch(fake.fn);
    const error = await getServerTime().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Сервер устал, попробуй позже' });
    expect(fake.calls).toHaveLength(2);
  });

  it.each([400, 403, 404, 501])('does not retry a GET after %i', async (status) => {
    const fake = fakeFetch([status, 200]);
    setApiFetch(fake.fn);
    await expect(getServerTime()).rejects.toBeInstanceOf(ApiError);
    expect(fake.calls).toHaveLength(1);
  });

  it('never retries a PUT, even on 503', async () => {
    const fake = fakeFetch([503, 200]);
    setApiFetch(fake.fn);
    await expect(setCity('moscow')).rejects.toMatchObject({ status: 503 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.init?.method).toBe('PUT');
  });

  it('rejects a 3xx answer (SPEC §8: a 301 names its target in the body) and never retries it', async () => {
    const fake = fakeFetch([301, 200], { redirect: '/menu/delivery' });
    setApiFetch(fake.fn);
    const error = await getServerTime().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 301, data: { redirect: '/menu/delivery' } });
    expect(fake.calls).toHaveLength(1);
  });

  it('includes cookies and asks for JSON', async () => {
    const fake = fakeFetch([200]);
    setApiFetch(fake.fn);
    await getServerTime();
    expect(fake.calls[0]?.init?.credentials).toBe('include');
    expect(new Headers(fake.calls[0]?.init?.headers).get('accept')).toBe('application/json');
  });
});

describe('client validation', () => {
  it('rejects an answer that does not match the contract', async () => {
    setApiFetch(fakeFetch([200], { result: [{ code: 'moscow' }] }).fn);
    await expect(getCities()).rejects.toMatchObject({ status: 0, message: 'Произошла ошибка' });
  });

  it('turns 404 of the nearest city into null', async () => {
    setApiFetch(fakeFetch([404]).fn);
    await expect(getNearCity(0, 0)).resolves.toBeNull();
  });

  it('puts query parameters into the URL', async () => {
    const fake = fakeFetch([404]);
    setApiFetch(fake.fn);
    await getNearCity(55.75, 37.62);
    expect(fake.calls[0]?.url).toBe('/api/city/near?lat=55.75&long=37.62');
  });
});

describe('base URL', () => {
  it('is the same origin by default and PUBLIC_API_BASE when set', async () => {
    expect(apiBase()).toBe('');
    vi.stubEnv('PUBLIC_API_BASE', 'https://api.example.ru/');
    expect(apiBase()).toBe('https://api.example.ru');
    const fake = fakeFetch([200]);
    setApiFetch(fake.fn);
    await getServerTime();
    expect(fake.calls[0]?.url).toBe('https://api.example.ru/api/time');
  });
});
