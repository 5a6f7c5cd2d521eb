import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress } from '~/server/client-address';

const context = (headers: Record<string, string>, socket = '10.0.0.7') => ({
  request: new Request('http://localhost/api/time', { headers }),
  clientAddress: socket,
});
const node = { onNetlify: false, trustProxy: false };
const proxied = { onNetlify: false, trustProxy: true };
const netlify = { onNetlify: true, trustProxy: false };

describe('clientAddress', () => {
  it('takes the socket on the Node server and ignores every client-written header', () => {
    const headers = {
      'x-forwarded-for': '95.173.136.70',
      'x-nf-client-connection-ip': '95.173.136.71',
      'x-real-ip': '95.173.136.72',
    };
    expect(clientAddress(context(headers), node)).toBe('10.0.0.7');
  });

  it('with TRUST_PROXY takes the hop the proxy appended (the last), not what the client sent', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 95.173.136.70' };
    expect(clientAddress(context(headers), proxied)).toBe('95.173.136.70');
    expect(clientAddress(context({}), proxied)).toBe('10.0.0.7');
    expect(clientAddress(context({ 'x-forwarded-for': 'garbage' }), proxied)).toBe('10.0.0.7');
  });

  it('on Netlify takes the runtime address, never the forwarded header', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4', 'x-nf-client-connection-ip': '5.6.7.8' };
    expect(clientAddress(context(headers, '95.173.136.70'), netlify)).toBe('95.173.136.70');
    expect(clientAddress(context(headers, '95.173.136.70'), { ...netlify, trustProxy: true })).toBe(
      '95.173.136.70',
    );
  });

  it('is undefined when the runtime knows no address', () => {
    const unknown = {
      request: new Request('http://localhost/'),
      get clientAddress(): string {
        throw new Error('no address');
      },
    };
    expect(clientAddress(unknown, node)).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it('accepts IPv4 and IPv6, unwraps IPv4-mapped and bracketed forms, refuses the rest', () => {
    expect(normalizeAddress('::ffff:95.173.136.70')).toBe('95.173.136.70');
    expect(normalizeAddress(' 2a02:6b8::1 ')).toBe('2a02:6b8::1');
    expect(normalizeAddress('[2a02:6b8::1]')).toBe('2a02:6b8::1');
    for (const bad of ['', 'localhost', '999.1.1.1', '1.2.3.4:80', '1.2.3.4\r\nx: y', undefined])
      expect(normalizeAddress(bad)).toBeUndefined();
  });
});
