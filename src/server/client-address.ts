/**
 * The visitor's IP address, trusted only where the platform vouches for it: on Netlify the
 * runtime's own client address; on the Node server the socket's, or, only with `TRUST_PROXY=1`,
 * the hop our proxy appended to `X-Forwarded-For` (its last entry). A client can write any header,
 * so neither `X-Forwarded-For` nor `x-nf-client-connection-ip` is read anywhere else.
 */
import { isIP } from 'node:net';

/** What the address is read from: an Astro endpoint context (or a test double of it). */
export interface AddressContext {
  readonly request: Request;
  /** Astro's address: Netlify's client ip, or the Node socket's; may throw when unknown. */
  readonly clientAddress: string;
}

/** Where the site runs and whether a proxy in front of the Node server is trusted. */
export interface AddressSettings {
  onNetlify: boolean;
  trustProxy: boolean;
}

/** Settings of this build and process: `__ON_NETLIFY__` from the build, `TRUST_PROXY` at run time. */
export const addressSettings = (): AddressSettings => ({
  onNetlify: __ON_NETLIFY__,
  trustProxy: process.env['TRUST_PROXY'] === '1',
});

/** A valid IPv4 or IPv6 address without the IPv4-mapped prefix, or undefined. */
export function normalizeAddress(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let address = raw.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

/** The last entry of `X-Forwarded-For`: the one the trusted proxy itself appended. */
function lastForwarded(request: Request): string | undefined {
  const header = request.headers.get('x-forwarded-for');
  if (!header) return undefined;
  return normalizeAddress(header.split(',').at(-1));
}

/** The visitor's address under the rule above, or undefined when it cannot be known. */
export function clientAddress(
  context: AddressContext,
  settings: AddressSettings = addressSettings(),
): string | undefined {
  if (!settings.onNetlify && settings.trustProxy) {
    const forwarded = lastForwarded(context.request);
    if (forwarded) return forwarded;
  }
  try {
    return normalizeAddress(context.clientAddress);
  } catch {
    return undefined;
  }
}
