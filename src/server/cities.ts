/** Cities: by point, by the visitor's cookie or CDN geo headers, Moscow by default. */
import type { City } from '~/lib/catalog/schema';
import { COOKIE, parseCookies } from '~/lib/cookies';
import { haversineMetres, pointInPolygon } from '~/lib/geo';
import { catalog, catalogIndex, defaultCity } from './catalog';

/** How far from a city centre a point still belongs to it, metres. */
export const NEAR_CITY_METRES = 150_000;

/** The city whose boundary holds the point, else the nearest centre within 150 km, else null. */
export function cityNear(lat: number, long: number): City | null {
  const point = [long, lat] as const;
  const inside = catalog.cities.find((city) => pointInPolygon(point, city.boundary));
  if (inside) return inside;
  let best: City | null = null;
  let bestDistance = NEAR_CITY_METRES;
  for (const city of catalog.cities) {
    const distance = haversineMetres(point, [city.long, city.lat]);
    if (distance <= bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best;
}

/** Coordinates from Netlify's `x-nf-geo` header (base64 JSON), or null. */
export function geoFromHeaders(headers: Headers): { lat: number; long: number } | null {
  const raw = headers.get('x-nf-geo');
  if (!raw || raw.length > 4096) return null;
  try {
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    const text = new TextDecoder().decode(bytes);
    const geo = JSON.parse(text) as { latitude?: unknown; longitude?: unknown };
    const lat = Number(geo.latitude);
    const long = Number(geo.longitude);
    if (geo.latitude == null || geo.longitude == null) return null;
    if (!Number.isFinite(lat) || !Number.isFinite(long)) return null;
    if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
    return { lat, long };
  } catch {
    return null;
  }
}

/**
 * The visitor's city: the `city` cookie, else the catalog city whose boundary holds the visitor's
 * approximate position or whose centre is within 150 km of it (IP geolocation places a visitor at
 * their city or their provider's regional centre; 150 km takes in the suburbs and satellite towns
 * of a catalog city without sending a visitor from a region we do not serve to a distant city's
 * prices), else Moscow.
 */
export function visitorCity(headers: Headers, geo: { lat: number; long: number } | null): City {
  const code = parseCookies(headers.get('cookie'))[COOKIE.city];
  const chosen = code ? catalogIndex().cityByCode.get(code) : undefined;
  if (chosen) return chosen;
  return (geo && cityNear(geo.lat, geo.long)) ?? defaultCity();
}
