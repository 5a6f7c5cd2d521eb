/**
 * The catalog's cities as the previews need them (number, name, region, time zone, boundary): the
 * one import of the cities' files (one per city, as the site's build reads them) for the editor's
 * previews.
 */
import type { City } from '~/lib/catalog/schema';
import type { LongLat } from '~/lib/geo';

const cityFiles = import.meta.glob<City>('~/content/catalog/cities/*.json', {
  eager: true,
  import: 'default',
});

/** A city as a preview uses it. */
export interface PreviewCity {
  cityId: number;
  name: string;
  region: string;
  timezone: string;
  boundary: readonly LongLat[];
}

/** The cities by code. */
export const PREVIEW_CITIES: Readonly<Record<string, PreviewCity>> = Object.fromEntries(
  Object.values(cityFiles).map((c) => [
    c.code,
    {
      cityId: c.cityId,
      name: c.name,
      region: c.region,
      timezone: c.timezone,
      boundary: c.boundary,
    },
  ]),
);
