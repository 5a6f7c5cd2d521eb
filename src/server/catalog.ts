/**
 * The embedded catalog as the endpoints see it: JSON modules bundled at build time (so the
 * endpoints run on Netlify Functions without files), with lookup indexes built once per process.
 * The products, categories, cities and restaurants are a file per entry (src/content/catalog),
 * gathered here in the site's order (src/lib/catalog/entry-files.ts).
 */
import type {
  Agreements,
  Alert,
  Category,
  City,
  DayPart,
  Feature,
  Loyalty,
  Navigation,
  Product,
  Restaurant,
  Smartlinks,
} from '~/lib/catalog/schema';
import { holdsBlank, productSchema, restaurantSchema } from '~/lib/catalog/schema';
import { inCatalogOrder } from '~/lib/catalog/entry-files';
import { visibleCatalog } from '~/lib/catalog/visible';
import { buildGeoIndex, type GeoIndex } from '~/lib/geo';
import { typesetCatalog } from '~/lib/typography';
import agreementsJson from '~/content/catalog/agreements.json';
import alertJson from '~/content/catalog/alert.json';
import dayPartsJson from '~/content/catalog/dayparts.json';
import featuresJson from '~/content/catalog/features.json';
import loyaltyJson from '~/content/catalog/loyalty.json';
import navigationJson from '~/content/catalog/navigation.json';
import smartlinksJson from '~/content/catalog/smartlinks.json';

// Vite bundles every matched file; the patterns and options are literals, as import.meta.glob needs.
const categoryFiles = import.meta.glob<Category>('~/content/catalog/categories/*.json', {
  eager: true,
  import: 'default',
});
const cityFiles = import.meta.glob<City>('~/content/catalog/cities/*.json', {
  eager: true,
  import: 'default',
});
const productFiles = import.meta.glob<Product>('~/content/catalog/products/*.json', {
  eager: true,
  import: 'default',
});
const restaurantFiles = import.meta.glob<Restaurant>('~/content/catalog/restaurants/*/*.json', {
  eager: true,
  import: 'default',
});

/** The catalog files, typed. */
export interface Catalog {
  agreements: Agreements;
  alert: Alert;
  categories: Category[];
  cities: City[];
  dayParts: DayPart[];
  features: Feature[];
  loyalty: Loyalty;
  navigation: Navigation;
  products: Product[];
  restaurants: Restaurant[];
  smartlinks: Smartlinks;
}

/**
 * An entry as its schema reads it when the editor left a cleared field as `""` (blankAsAbsent);
 * the rest, validated by the catalog tests, are trusted as they are.
 */
const readAs =
  <T>(schema: { parse: (data: unknown) => T }) =>
  (entry: T): T =>
    holdsBlank(entry) ? schema.parse(entry) : entry;

/** The products and categories without hidden products (src/lib/catalog/visible.ts). */
const visible = visibleCatalog(
  typesetCatalog(
    inCatalogOrder('products', Object.values(productFiles).map(readAs(productSchema))),
  ),
  typesetCatalog(inCatalogOrder('categories', Object.values(categoryFiles))),
);

/**
 * The catalog files; the products' and categories' shown texts typeset as the pages' are
 * (src/content.config.ts), so the API's names match them.
 */
export const catalog: Catalog = {
  agreements: agreementsJson,
  alert: alertJson,
  categories: visible.categories,
  cities: inCatalogOrder('cities', Object.values(cityFiles)),
  dayParts: dayPartsJson as DayPart[],
  features: featuresJson as Feature[],
  loyalty: loyaltyJson,
  navigation: navigationJson,
  products: visible.products,
  restaurants: inCatalogOrder(
    'restaurants',
    Object.values(restaurantFiles).map(readAs(restaurantSchema)),
  ),
  smartlinks: smartlinksJson,
};

/** Lookup tables over the catalog. */
export interface CatalogIndex {
  cityById: Map<number, City>;
  cityByCode: Map<string, City>;
  restaurantById: Map<number, Restaurant>;
  restaurantByXmlId: Map<string, Restaurant>;
  restaurantsByCity: Map<number, Restaurant[]>;
  /** The restaurants with a closure in their data (in effect, coming or over). */
  restaurantsWithClosure: Restaurant[];
  productById: Map<number, Product>;
  productBySlug: Map<string, Product>;
  categoryById: Map<number, Category>;
  /** kdbush index over restaurants, in catalog order. */
  restaurantGeo: GeoIndex;
}

let index: CatalogIndex | undefined;

function byKey<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T> {
  return new Map(items.map((item) => [key(item), item]));
}

/** The indexes, built on first use and kept for the life of the process. */
export function catalogIndex(): CatalogIndex {
  if (index) return index;
  const restaurantsByCity = new Map<number, Restaurant[]>();
  for (const restaurant of catalog.restaurants) {
    const list = restaurantsByCity.get(restaurant.cityId) ?? [];
    list.push(restaurant);
    restaurantsByCity.set(restaurant.cityId, list);
  }
  index = {
    cityById: byKey(catalog.cities, (c) => c.cityId),
    cityByCode: byKey(catalog.cities, (c) => c.code),
    restaurantById: byKey(catalog.restaurants, (r) => r.id),
    restaurantByXmlId: byKey(catalog.restaurants, (r) => r.xmlId),
    restaurantsByCity,
    restaurantsWithClosure: catalog.restaurants.filter((r) => r.closure !== undefined),
    productById: byKey(catalog.products, (p) => p.id),
    productBySlug: byKey(catalog.products, (p) => p.slug),
    categoryById: byKey(catalog.categories, (c) => c.id),
    restaurantGeo: buildGeoIndex(catalog.restaurants.map((r) => [r.long, r.lat] as const)),
  };
  return index;
}

/** The default city (Moscow). */
export function defaultCity(): City {
  const city = catalogIndex().cityByCode.get('moscow') ?? catalog.cities[0];
  if (!city) throw new Error('The catalog has no cities');
  return city;
}

/** The restaurant address by SPEC §3: region and city (one if equal), street, house, block. */
export function restaurantAddress(
  r: Pick<Restaurant, 'region' | 'city' | 'street' | 'house' | 'block'>,
): string {
  const place = r.region === r.city ? [r.city] : [r.region, r.city];
  return [...place, r.street, r.house, r.block].filter(Boolean).join(', ');
}
