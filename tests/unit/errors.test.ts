import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  FatalError,
  handleHttpError,
  handlePageError,
  resetErrorDedup,
  setErrorLogger,
  setErrorNotifier,
  setPageErrorHandler,
  toApiError,
  type PageFailure,
} from '~/lib/errors';
import { isBot, pageErrorAction, resolveServerError } from '~/lib/page-errors';
import { reportIslandError } from '~/lib/island-errors';

const notify = vi.fn();
const log = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  resetErrorDedup();
  setErrorNotifier(notify);
  setErrorLogger(log);
  notify.mockClear();
  log.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  setErrorNotifier();
});

describe('handleHttpError', () => {
  it('shows an error toast with the message and logs it', () => {
    handleHttpError(new ApiError(500, 'Internal', 'Сломалось'), { source: 'menu' });
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Сломалось' });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('deduplicates the same (source, status, message) for 3000 ms', () => {
    const error = new ApiError(500, 'Internal', 'Сломалось');
    handleHttpError(error, { source: 'menu' });
    vi.advanceTimersByTime(2999);
    handleHttpError(error, { source: 'menu' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    handleHttpError(error, { source: 'menu' });
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('keeps apart different sources, statuses and messages', () => {
    handleHttpError(new ApiError(500, '', 'А'), { source: 'menu' });
    handleHttpError(new ApiError(500, '', 'А'), { source: 'search' });
    handleHttpError(new ApiError(502, '', 'А'), { source: 'menu' });
    handleHttpError(new ApiError(500, '', 'Б'), { source: 'menu' });
    expect(notify).toHaveBeenCalledTimes(4);
  });

  it('uses the default message and a chosen toast type', () => {
    handleHttpError(new Error('boom'), { source: 'x', type: 'warning' });
    expect(notify).toHaveBeenCalledWith({ type: 'warning', message: 'Произошла ошибка' });
  });

  it('can stay silent', () => {
    handleHttpError(new ApiError(400, '', 'Нет'), { source: 'x', toast: false });
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('raises a fatal error instead of a toast', () => {
    expect(() =>
      handleHttpError(new ApiError(404, 'Not Found', 'Нет такого'), { source: 'x', fatal: true }),
    ).toThrow(FatalError);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('reportIslandError', () => {
  it('reports a failed island once per (island, message) within 3000 ms, again after it', () => {
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const error = new Error('Objects are not valid as a React child');
    reportIslandError('tray', error);
    reportIslandError('tray', new Error(error.message));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(error);
    reportIslandError('menu', error);
    expect(report).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3000);
    reportIslandError('tray', error);
    expect(report).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});

describe('toApiError', () => {
  it('reads status and the API error body of a FetchError-like object', () => {
    const error = toApiError({
      status: 400,
      statusText: 'Bad Request',
      data: { error: { code: 'bad_request', message: 'Неверная широта' } },
    });
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', code: 'bad_request' });
    expect(error.message).toBe('Неверная широта');
  });

  it("keeps the toasts' default message apart from the answer's own (none here)", () => {
    const error = toApiError({ status: 418, statusText: "I'm a teapot", data: {} });
    expect(error).toMatchObject({ status: 418, message: 'Произошла ошибка', detail: '' });
    expect(toApiError({ status: 403, data: { message: 'Нельзя' } }).detail).toBe('Нельзя');
  });

  it('gives the default message to a network failure', () => {
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({
      status: 0,
      message: 'Произошла ошибка',
    });
  });
});

describe('resolveServerError', () => {
  const at = { pathname: '/menu', search: '?a=1' };
  it('sends 5xx to /maintenance_mode unless already there', () => {
    expect(resolveServerError({ status: 502 }, at)).toEqual({
      kind: 'redirect',
      to: '/maintenance_mode',
    });
    expect(
      resolveServerError(
        { status: 500, message: 'x' },
        { pathname: '/maintenance_mode', search: '' },
      ),
    ).toEqual({ kind: 'fatal', status: 500, message: 'x' });
  });
  it('turns the unescaped-characters error into a 404 page', () => {
    expect(resolveServerError({ code: 'ERR_UNESCAPED_CHARACTERS' }, at)).toEqual({
      kind: 'fatal',
      status: 404,
      message: 'Страница не найдена.',
    });
  });
  it('follows a 301 keeping the query', () => {
    expect(resolveServerError({ status: 301, data: { redirect: '/new' } }, at)).toEqual({
      kind: 'redirect',
      to: '/new?a=1',
    });
    expect(resolveServerError({ status: 301, data: { redirect: '/n?b=2' } }, at)).toEqual({
      kind: 'redirect',
      to: '/n?b=2',
    });
  });
  it('gives «Страница не найдена.» on 404', () => {
    expect(resolveServerError({ status: 404, message: 'x' }, at)).toMatchObject({
      status: 404,
      message: 'Страница не найдена.',
    });
  });
  it('shows status and message, or «Неизвестная ошибка»', () => {
    expect(resolveServerError({ status: 403, message: 'Нельзя' }, at)).toEqual({
      kind: 'fatal',
      status: 403,
      message: 'Нельзя',
    });
    expect(resolveServerError({ status: 418 }, at)).toMatchObject({
      message: 'Неизвестная ошибка',
    });
  });
  it("says «Неизвестная ошибка» for an API answer without a message, not the toasts' default", () => {
    expect(resolveServerError(toApiError({ status: 418, data: {} }), at)).toEqual({
      kind: 'fatal',
      status: 418,
      message: 'Неизвестная ошибка',
    });
    const said = toApiError({ status: 403, data: { error: { message: 'Нельзя' } } });
    expect(resolveServerError(said, at)).toMatchObject({ status: 403, message: 'Нельзя' });
  });
  it('follows a 301 answer of the API, read by toApiError', () => {
    const error = toApiError({ status: 301, data: { redirect: '/menu/delivery' } });
    expect(resolveServerError(error, { pathname: '/menu/burgers', search: '?keep=1' })).toEqual({
      kind: 'redirect',
      to: '/menu/delivery?keep=1',
    });
  });
});

describe('handlePageError (the shared client handler of start-up and island loads)', () => {
  const here = { pathname: '/menu/burgers', search: '?x=1' };
  const chrome =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const failures: PageFailure[] = [];
  beforeEach(() => {
    failures.length = 0;
    setPageErrorHandler((failure) => failures.push(failure));
  });
  afterEach(() => setPageErrorHandler());

  it('hands an answered failure to the page, which sends a 5xx to /maintenance_mode and shows a 404 as the error page', () => {
    expect(handlePageError(new ApiError(503, 'Service Unavailable', 'x'), here, chrome)).toBe(true);
    expect(handlePageError(new ApiError(404, 'Not Found', 'x'), here, chrome)).toBe(true);
    expect(failures.map(pageErrorAction)).toEqual([
      { kind: 'redirect', to: '/maintenance_mode' },
      { kind: 'fatal', status: 404, message: 'Страница не найдена.' },
    ]);
    expect(failures[0]).toMatchObject({ where: here, userAgent: chrome });
  });

  it('leaves a failure without an answer (offline) to the island', () => {
    expect(handlePageError(new TypeError('Failed to fetch'), here, chrome)).toBe(false);
    expect(failures).toEqual([]);
  });

  it('gives bots no error page and no redirect', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
    ]) {
      expect(isBot(bot), bot).toBe(true);
      handlePageError(new ApiError(500, 'x', 'x'), here, bot);
    }
    expect(failures.map(pageErrorAction)).toEqual([null, null, null]);
    expect(isBot(chrome)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 Chrome/120.0'),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)')).toBe(true);
    expect(isBot('Mozilla/5.0 (Windows NT 10.0) YaBrowser/24.1 Safari/537.36')).toBe(false);
  });
});
