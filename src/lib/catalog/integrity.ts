/**
 * What no single entry's schema can see: numbers and addresses that repeat across files (each
 * product, category and restaurant is its own file, and two editors may each create one with the
 * same next number; a size's number too), a restaurant placed outside its city, and a restaurant
 * whose own copy of its city or of its breakfast disagrees (restaurantMismatches, which the
 * editor's preview shows at once). Russian messages, for the deploy log.
 */
import { pointInPolygon } from '../geo.ts';
import type { City } from './schema.ts';

/** The parts of the catalog the checks read. */
export interface CatalogToCheck {
  products: readonly {
    id: number;
    slug: string;
    name: string;
    offers: readonly { id: number }[];
  }[];
  categories: readonly { id: number; slug: string; name: string }[];
  restaurants: readonly ({
    id: number;
    cityCode: string;
    lat: number;
    long: number;
    street: string;
    house: string;
  } & RestaurantCopies)[];
  cities: readonly Pick<City, 'code' | 'cityId' | 'name' | 'region' | 'boundary'>[];
}

/** A restaurant's own copy of its city and its breakfast, as an entry file or a form holds them. */
export interface RestaurantCopies {
  cityId?: unknown;
  city?: unknown;
  region?: unknown;
  hasBreakfast?: unknown;
  features?: unknown;
}

/**
 * What a restaurant says that its city or its other field contradicts: «Номер города», «Город» and
 * «Регион» are copies of the chosen city's (the API lists and times a restaurant by that number),
 * and «Подаёт завтраки» (the menu's breakfast) goes with the «Завтраки» service (the locator's).
 */
export function restaurantMismatches(
  r: RestaurantCopies,
  city: Pick<City, 'cityId' | 'name' | 'region'> | undefined,
): string[] {
  const problems: string[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (
    city &&
    (Number(r.cityId) !== city.cityId ||
      text(r.city) !== city.name ||
      text(r.region) !== city.region)
  )
    problems.push(
      `«Номер города», «Город» и «Регион» не как у города ${city.name}: нужно ${city.cityId}, «${city.name}» и «${city.region}»`,
    );
  const breakfastService = Array.isArray(r.features) && r.features.includes('breakfast');
  if ((r.hasBreakfast === true) !== breakfastService)
    problems.push('«Подаёт завтраки» и услуга «Завтраки» расходятся: отметьте обе или ни одну');
  return problems;
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
  // A size's number is what a tray keeps (and shares in its link): one size each.
  const sizes = catalog.products.flatMap((p) => p.offers.map((o) => ({ id: o.id, name: p.name })));
  for (const id of repeated(sizes, (size) => size.id)) {
    const names = sizes.filter((size) => size.id === id).map((size) => `«${size.name}»`);
    problems.push(`номер размера ${id} повторяется: ${[...new Set(names)].join(', ')}`);
  }
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
    for (const mismatch of restaurantMismatches(r, city)) problems.push(`${where}: ${mismatch}`);
  }
  return problems;
}
