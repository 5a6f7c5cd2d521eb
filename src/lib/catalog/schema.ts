/**
 * Zod schemas (zod v4 via astro/zod) for every file in src/content/catalog.
 * Framework-free: used by content collections, the API, the price import and tests.
 */
export * from './schema/common.ts';
export * from './schema/geo.ts';
export * from './schema/menu.ts';
export * from './schema/product-picture.ts';
export * from './schema/site.ts';
