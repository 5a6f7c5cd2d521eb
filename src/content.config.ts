/**
 * Content collections: the embedded catalog (JSON files the content team edits in Decap CMS, one
 * per product, category, city and restaurant) and the editorial Markdown. The zod schemas live beside their data
 * (src/lib/catalog/schema, src/content/editorial-schemas.ts) because the API and the tests use
 * the same schemas; every field there carries a .describe().
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import {
  agreementsSchema,
  alertSchema,
  categorySchema,
  citySchema,
  dayPartSchema,
  featureSchema,
  loyaltySchema,
  navigationSchema,
  productSchemaWith,
  restaurantSchema,
  smartlinksSchema,
} from '~/lib/catalog/schema';
import { CATALOG_FOLDERS, type CatalogFolder } from '~/lib/catalog/entry-files';
import {
  companyPageSchema,
  eventSchemaWith,
  faqSchema,
  legalSchema,
  managerSchema,
  newsSchemaWith,
  offerSchemaWith,
  pageSchema,
  promoSchema,
  qualitySchema,
} from '~/content/editorial-schemas';
import { typeset, typesetCatalog, typesetEntry } from '~/lib/typography';

// A build that fails on content says why in Russian (an editor reads the deploy log): our schemas
// carry Russian messages, and zod's own (an unknown key, a wrong type) come in Russian too.
z.config(z.locales.ru());

const CATALOG = 'src/content/catalog';

/**
 * A catalog folder of entry files, its collection entries keyed as the old arrays keyed them (a
 * product's, category's or restaurant's id, a city's code). Their order needs nothing here: Astro
 * stores every collection sorted by entry id, as it did the arrays' entries.
 */
const entryFiles = (folder: CatalogFolder) => {
  const rule = CATALOG_FOLDERS[folder];
  return glob({
    pattern: rule.pattern,
    base: `${CATALOG}/${folder}`,
    // The parsed data is all the pages read: no second copy of each file's text in the store.
    retainBody: false,
    generateId: ({ data }) => (rule.id as (entry: Record<string, unknown>) => string)(data),
  });
};

/** A JSON array keyed by one of its fields, so entries keep their own strict shape. */
const keyedBy =
  (key: string) =>
  (text: string): Record<string, Record<string, unknown>> =>
    Object.fromEntries(
      (JSON.parse(text) as Record<string, unknown>[]).map((entry) => [String(entry[key]), entry]),
    );

/** A JSON file holding one object: a collection with the single entry `main`. */
const single = (text: string): Record<string, Record<string, unknown>> => ({
  main: JSON.parse(text) as Record<string, unknown>,
});

/**
 * Markdown entries of one folder; the file name is the entry's code and page address. Not the
 * `slug` field Astro would prefer: Decap names a new file after it, but adds `-1` when the file
 * exists, and the file name is what stays unique.
 */
const markdown = (folder: string) =>
  glob({
    pattern: '*.md',
    base: `src/content/${folder}`,
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  });

/**
 * An editorial schema whose shown strings come out typeset (src/lib/typography.ts): pages and the
 * islands' props get the same text, and the files keep the plain text the editor writes.
 */
const shown = <T extends z.ZodType>(schema: T) => schema.transform((data) => typesetEntry(data));

export const collections = {
  cities: defineCollection({
    loader: entryFiles('cities'),
    // «в Москве» in headings and lists: the preposition bound to the name.
    schema: citySchema.transform((city) => ({
      ...city,
      nameLocative: typeset(city.nameLocative),
    })),
  }),
  restaurants: defineCollection({
    loader: entryFiles('restaurants'),
    schema: restaurantSchema,
  }),
  features: defineCollection({
    loader: file(`${CATALOG}/features.json`, { parser: keyedBy('code') }),
    schema: featureSchema,
  }),
  categories: defineCollection({
    loader: entryFiles('categories'),
    schema: categorySchema.transform((category) => typesetCatalog(category)),
  }),
  products: defineCollection({
    loader: entryFiles('products'),
    // An uploaded picture (./images/… beside the files) is checked and processed as news covers are.
    // Its metadata passes untouched: typesetting copies plain objects key by key.
    schema: ({ image }) =>
      productSchemaWith(image).transform(({ image: picture, ...product }) => ({
        ...typesetCatalog(product),
        ...(picture ? { image: picture } : {}),
      })),
  }),
  dayParts: defineCollection({
    loader: file(`${CATALOG}/dayparts.json`, { parser: keyedBy('code') }),
    schema: dayPartSchema,
  }),
  loyalty: defineCollection({
    loader: file(`${CATALOG}/loyalty.json`, { parser: single }),
    schema: loyaltySchema,
  }),
  navigation: defineCollection({
    loader: file(`${CATALOG}/navigation.json`, { parser: single }),
    schema: navigationSchema,
  }),
  alert: defineCollection({
    loader: file(`${CATALOG}/alert.json`, { parser: single }),
    schema: alertSchema,
  }),
  smartlinks: defineCollection({
    loader: file(`${CATALOG}/smartlinks.json`, { parser: single }),
    schema: smartlinksSchema,
  }),
  agreements: defineCollection({
    loader: file(`${CATALOG}/agreements.json`, { parser: single }),
    schema: agreementsSchema,
  }),

  // An uploaded cover picture goes through Astro's image() so the build checks and processes it.
  news: defineCollection({
    loader: markdown('news'),
    schema: ({ image }) => shown(newsSchemaWith(image)),
  }),
  events: defineCollection({
    loader: markdown('events'),
    schema: ({ image }) => shown(eventSchemaWith(image)),
  }),
  offers: defineCollection({
    loader: markdown('offers'),
    schema: ({ image }) => shown(offerSchemaWith(image)),
  }),
  management: defineCollection({ loader: markdown('management'), schema: shown(managerSchema) }),
  quality: defineCollection({ loader: markdown('quality'), schema: shown(qualitySchema) }),
  company: defineCollection({ loader: markdown('company'), schema: shown(companyPageSchema) }),
  sustainability: defineCollection({
    loader: markdown('sustainability'),
    schema: shown(companyPageSchema),
  }),
  ecoday: defineCollection({ loader: markdown('ecoday'), schema: shown(companyPageSchema) }),
  legal: defineCollection({ loader: markdown('legal'), schema: shown(legalSchema) }),
  promo: defineCollection({ loader: markdown('promo'), schema: shown(promoSchema) }),
  faq: defineCollection({ loader: markdown('faq'), schema: shown(faqSchema) }),
  pages: defineCollection({ loader: markdown('pages'), schema: shown(pageSchema) }),
};
