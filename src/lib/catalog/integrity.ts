/**
 * What no single entry's schema can see: numbers and addresses that repeat across files (each
 * product, category and restaurant is its own file, and two editors may each create one with the
 * same next number), and a restaurant placed outside its city. Russian messages, for the deploy log.
 */
import { pointInPolygon } from '../geo.ts';
import type { City } from './schema.ts';

/** The parts of the catalog the checks read. */
export interface CatalogToCheck {
  products: readonly { id: number; slug: string; name: string }[];
  categories: readonly { id: number; slug: string; name: string }[];
  restaurants: readonly {
    id: number;
    cityCode: string;
    lat: number;
    long: number;
    street: string;
    house: string;
  }[];
  cities: readonly Pick<City, 'code' | 'name' | 'boundary'>[];
}

/** The values of `key` that more than one entry has. */
function repeated<T>(
  entries: readonly T[],
  key: (entry: T) => string | number,
): (string | number)[] {
  const seen = new Set<string | number>();
  const twice = new Set<string | number>();
  for (const entry of entries) {
    const value = key(entry);
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** Every problem of the catalog, in Russian; empty when there is none. */
export function catalogProblems(catalog: CatalogToCheck): string[] {
  const problems: string[] = [];
  for (const id of repeated(catalog.products, (p) => p.id))
    problems.push(`номер продукта ${id} повторяется`);
  for (const slug of repeated(catalog.products, (p) => p.slug))
    problems.push(`адрес продукта «${slug}» повторяется`);
  for (const id of repeated(catalog.categories, (c) => c.id))
    problems.push(`номер категории ${id} повторяется`);
  for (const slug of repeated(catalog.categories, (c) => c.slug))
    problems.push(`адрес категории «${slug}» повторяется`);
  for (const id of repeated(catalog.restaurants, (r) => r.id))
    problems.push(`номер ресторана ${id} повторяется`);
  const cities = new Map(catalog.cities.map((city) => [city.code, city]));
  for (const r of catalog.restaurants) {
    const city = cities.get(r.cityCode);
    const where = `ресторан №${r.id} (${r.street}, ${r.house})`;
    if (!city) problems.push(`${where}: нет города «${r.cityCode}»`);
    else if (!pointInPolygon([r.long, r.lat], city.boundary))
      problems.push(
        `${where}: точка ${r.lat}, ${r.long} вне границ города ${city.name} — проверьте широту и долготу`,
      );
  }
  return problems;
}
