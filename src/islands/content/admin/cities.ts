/**
 * The catalog's cities as the previews need them (name, time zone, boundary): one import of the
 * catalog for the editor's previews, so the catalog's move to a file per city (issue 43 item 1)
 * changes this file only.
 */
import cityList from '~/content/catalog/cities.json';
import type { LongLat } from '~/lib/geo';

/** A city as a preview uses it. */
export interface PreviewCity {
  name: string;
  timezone: string;
  boundary: readonly LongLat[];
}

/** The cities by code. */
export const PREVIEW_CITIES: Readonly<Record<string, PreviewCity>> = Object.fromEntries(
  cityList.map((c) => [
    c.code,
    { name: c.name, timezone: c.timezone, boundary: c.boundary as unknown as LongLat[] },
  ]),
);
