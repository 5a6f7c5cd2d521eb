/**
 * Where the visitor is, roughly: on Netlify from its own `x-nf-geo` header (set by the platform);
 * on the Node server from the client address (src/server/client-address.ts) in the IP database.
 * A client can write any header, so `x-nf-geo` is read only on Netlify.
 */
import { geoFromHeaders } from './cities';
import { clientAddress, type AddressContext } from './client-address';
import { locateAddress, type Coordinates } from './geoip';

/** The visitor's coordinates, or null when unknown. */
export function visitorGeo(
  context: AddressContext,
  onNetlify: boolean = __ON_NETLIFY__,
): Promise<Coordinates | null> {
  if (onNetlify) return Promise.resolve(geoFromHeaders(context.request.headers));
  return locateAddress(clientAddress(context));
}
