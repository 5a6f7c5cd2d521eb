/**
 * A price, a photo, a hidden product, a new product, a closure and a special day as an editor
 * publishes them through /admin: the product's
 * and the restaurant's files as Decap writes them (tests/e2e/editor.spec.ts makes these changes in
 * the editor and checks that the published files are exactly these). The Netlify build of
 * `npm test` carries them (scripts/netlify-parity.mjs); tests/build/editor-catalog.test.ts reads
 * what the build made of them. Dates are relative to the day it runs, in Moscow, so that the
 * closure is on and the special day within the coming week whenever the build is checked.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The product whose Moscow restaurant price the editor changes (one size, sold all day). */
export const PRODUCT = {
  slug: 'hamburger',
  id: 5001,
  category: 'burgers',
  oldPrice: 77,
  price: 81,
};

/**
 * The photo the editor uploads for the product, with its description: any JPEG of ours will do
 * (a news item's), uploaded under a name of its own, as it lands beside the products.
 */
export const PHOTO = {
  source: 'src/content/news/images/kazan-kremlevskaya-facade.jpg',
  file: 'hamburger-na-podnose.jpg',
  alt: 'Гамбургер на подносе',
};

/** The product the editor hides: a choice of combos' sides (not their default), in a category. */
export const HIDDEN = { slug: 'garden-salad', id: 5043, category: 'salads' };

/**
 * The product the editor creates (from «Сок яблочный», as «Создать продукт» fills nothing in):
 * «Категории» names «Соки и вода» and no category lists it yet.
 */
export const CREATED = {
  from: 'apple-juice',
  slug: 'lingonberry-mors',
  name: 'Морс брусничный',
  category: 'juice-and-water',
  categoryId: 418,
  parent: 'cold-drinks',
};

/** The new product's pages: only the build with this fixture has them. */
export const CREATED_PAGES = ['/menu', '/menu/delivery'].map(
  (base) => `${base}/${CREATED.category}/${CREATED.slug}`,
);

/** The Moscow restaurant the editor closes for a few days and gives a special day. */
export const RESTAURANT = { city: 'moscow', id: 1 };

/** «YYYY-MM-DD» in Moscow, `days` after `now`. */
export function moscowDay(days: number, now = new Date()): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(shifted);
}

/** The closure: from yesterday to the day after tomorrow, for repairs. */
export const closure = (now = new Date()) => ({
  from: moscowDay(-1, now),
  until: moscowDay(2, now),
  note: 'Ремонт',
});

/** The special day: four days on, a shorter hall and no delivery. */
export const specialDay = (now = new Date()) => ({
  date: moscowDay(4, now),
  label: 'День города',
  hours: { hall: { open: '10:00', close: '18:00' }, delivery: null },
});

/** The product's file under `dir` (a repository's root). */
export const productFile = (dir: string) =>
  path.join(dir, 'src/content/catalog/products', `${PRODUCT.slug}.json`);

/** The restaurant's file under `dir`. */
export const restaurantFile = (dir: string) =>
  path.join(dir, 'src/content/catalog/restaurants', RESTAURANT.city, `${RESTAURANT.id}.json`);

type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The product as published: its first size's Moscow restaurant price changed. */
export function editedProduct(product: Json): Json {
  const offers = product['offers'] as Json[];
  const [first, ...others] = offers;
  const prices = first?.['prices'] as { restaurant: Json; delivery: Json };
  return {
    ...product,
    offers: [
      { ...first, prices: { ...prices, restaurant: { ...prices.restaurant, msk: PRODUCT.price } } },
      ...others,
    ],
  };
}

/** The product as published later: the uploaded photo and its description added. */
export function photographedProduct(product: Json): Json {
  return { ...product, image: `images/${PHOTO.file}`, imageAlt: PHOTO.alt };
}

/** The restaurant as published: the closure and the special day added. */
export function editedRestaurant(restaurant: Json, now = new Date()): Json {
  return { ...restaurant, closure: closure(now), specialDays: [specialDay(now)] };
}

/** Writes the editor's changes into the repository (a copy) at `dir`, as Decap does. */
export function addEditorCatalog(dir: string, now = new Date()): void {
  const write = (file: string, data: Json) => writeFileSync(file, JSON.stringify(data, null, 2));
  write(productFile(dir), photographedProduct(editedProduct(read(productFile(dir)))));
  const images = path.join(dir, 'src/content/catalog/products/images');
  mkdirSync(images, { recursive: true });
  copyFileSync(path.join(dir, PHOTO.source), path.join(images, PHOTO.file));
  const products = path.join(dir, 'src/content/catalog/products');
  const hidden = path.join(products, `${HIDDEN.slug}.json`);
  write(hidden, { ...read(hidden), hidden: true });
  const source = read(path.join(products, `${CREATED.from}.json`));
  // The number the editor's form gives: the next after every product's.
  const id =
    Math.max(
      ...readdirSync(products)
        .filter((file) => file.endsWith('.json'))
        .map((file) => Number(read(path.join(products, file))['id'])),
    ) + 1;
  const createdFile = path.join(products, `${CREATED.slug}.json`);
  if (existsSync(createdFile))
    throw new Error(`${CREATED.slug} is in the catalog: not a new product`);
  write(createdFile, {
    ...source,
    id,
    slug: CREATED.slug,
    name: CREATED.name,
    detailText:
      'Брусничный морс с лёгкой терпкостью, охлаждённый. Освежает в жару и к сытному обеду.',
    categoryIds: [CREATED.categoryId],
    offers: (source['offers'] as Json[]).map((offer, i) => ({
      ...offer,
      id: id * 10 + i + 1,
    })),
  });
  write(restaurantFile(dir), editedRestaurant(read(restaurantFile(dir)), now));
}
