import { describe, expect, it } from 'vitest';
import { chooseRequestId, LOGGED_PATH_MAX, loggedPath } from '~/lib/http/request-log';
import { logLevel } from '~/server/log';

describe('the path an access line keeps', () => {
  it('keeps the parameter names and drops their values', () => {
    expect(loggedPath('/api/city/near?lat=55.75&lon=37.61')).toBe('/api/city/near?lat&lon');
    expect(loggedPath('/api/search/menu?q=%D0%B1%D1%83%D1%80%D0%B3%D0%B5%D1%80&city=msk')).toBe(
      '/api/search/menu?q&city',
    );
    expect(loggedPath('/api/subscribe/confirm?token=Zx81-secret')).toBe(
      '/api/subscribe/confirm?token',
    );
    expect(loggedPath('/menu?utm_source=&a[]=1&a[]=2')).toBe('/menu?utm_source&a[]&a[]');
  });

  it('leaves out a part that is itself a value: no `=`, or a name no site would use', () => {
    expect(loggedPath('/unsubscribe?ivan@example.ru')).toBe('/unsubscribe');
    expect(loggedPath('/x?ivan%40example.ru=1&page=2')).toBe('/x?page');
    expect(loggedPath(`/x?${'a'.repeat(65)}=1`)).toBe('/x');
    expect(loggedPath('/x?')).toBe('/x');
  });

  it('keeps the path as sent and cuts a hostile length', () => {
    expect(loggedPath('/menu/burgers')).toBe('/menu/burgers');
    expect(loggedPath('/api/..%2F..%2Fetc')).toBe('/api/..%2F..%2Fetc');
    expect(loggedPath(`/${'x'.repeat(5000)}?a=1`)).toHaveLength(LOGGED_PATH_MAX + '?a'.length);
  });
});

describe('the request id', () => {
  const fresh = () => 'fresh-id';

  it('is fresh unless a trusted proxy gave a short safe token', () => {
    expect(chooseRequestId('lb-4f2a9c', false, fresh)).toBe('fresh-id');
    expect(chooseRequestId('lb-4f2a9c', true, fresh)).toBe('lb-4f2a9c');
    expect(chooseRequestId('9b2e1c4d-0a7f-4c0e-9d55-2b1f3a6c8e00', true, fresh)).toBe(
      '9b2e1c4d-0a7f-4c0e-9d55-2b1f3a6c8e00',
    );
    expect(chooseRequestId(undefined, true, fresh)).toBe('fresh-id');
  });

  it('refuses what a client could smuggle into a log line, even from a trusted proxy', () => {
    for (const header of ['', 'a b', 'id\nforged line', '<script>', 'x'.repeat(65), 'ид-1'])
      expect(chooseRequestId(header, true, fresh), header).toBe('fresh-id');
    expect(chooseRequestId(['a', 'b'], true, fresh)).toBe('fresh-id');
  });
});

describe('LOG_LEVEL', () => {
  it('names a pino level in any case; unset or unknown means info', () => {
    expect(logLevel('warn')).toBe('warn');
    expect(logLevel(' ERROR ')).toBe('error');
    expect(logLevel('silent')).toBe('silent');
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel('loud')).toBe('info');
  });
});
