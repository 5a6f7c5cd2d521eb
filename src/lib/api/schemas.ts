/**
 * Zod schemas of every /api answer (the contract of BRIEF.md), built on the catalog schemas.
 * The client parses responses with them and the contract tests validate the running server.
 */
import { z } from '~/lib/zod';
import {
  allergenSchema,
  citySchema,
  dayPartCodeSchema,
  dayPartSchema,
  featureSchema,
  idSchema,
  loyaltySchema,
  navigationSchema,
  nutritionSchema,
  productSchema,
  restaurantFieldsSchema,
  slugSchema,
  textPageSchema,
} from '~/lib/catalog/schema';

/** A city as the API answers it (the catalog city). */
export const apiCitySchema = citySchema;

/** GET /api/restaurants/cities. */
export const citiesResponseSchema = z.strictObject({ result: z.array(apiCitySchema) });

/** GET /api/address: approximate coordinates, or an empty object when unknown. */
export const addressResponseSchema = z.union([
  z.strictObject({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }),
  z.strictObject({}),
]);

/**
 * GET /api/time: server time in unix seconds and the smart banner due now (SPEC §4: its type inside
 * the campaign window, null outside; a backend without the site's campaigns may leave it out).
 */
export const serverTimeSchema = z.strictObject({
  time: z.number().int().positive(),
  smartBanner: z.enum(['bigfest', 'welcome-offer', 'default']).nullable().optional(),
});

/** Allergens of a product, split into «содержит» and «может содержать». */
export const allergensSchema = z.strictObject({
  contains: z.array(allergenSchema),
  mayContain: z.array(allergenSchema),
});

/** An offer of a menu product with its price resolved for the city and context. */
export const menuOfferSchema = z.strictObject({
  id: idSchema,
  label: z.string().nullable().describe('Size label by the size label rule, null when none'),
  price: z.number().int().positive().describe('Price in roubles'),
  weight: z.number().int().positive(),
  nutrition: nutritionSchema.optional().describe('Only in product details, when per offer'),
});

/** A product in a menu answer. */
export const menuProductSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: z.string().min(1),
  categoryIds: z.array(idSchema).min(1),
  parentCategoryId: idSchema,
  parentCategorySlug: slugSchema,
  weight: z.number().int().positive(),
  stickers: productSchema.shape.stickers,
  dayParts: z.array(dayPartCodeSchema).min(1),
  diet: productSchema.shape.diet,
  available: z.boolean().describe('False when on the restaurant stop-list'),
  offers: z.array(menuOfferSchema).min(1),
  allergens: allergensSchema,
});

/** A category in a menu answer: only products present in that context and day part. */
export const menuCategorySchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  parentId: idSchema.nullable(),
  sort: z.number().int(),
  subcategories: z.array(idSchema),
  products: z.array(idSchema),
});

/** GET /api/menu/city/{cityId} and /api/menu/restaurant/{storeId}. */
export const menuResponseSchema = z.strictObject({
  categories: z.array(menuCategorySchema),
  products: z.record(z.string().regex(/^\d+$/), menuProductSchema),
  schedule: z.strictObject({
    dayParts: z.array(dayPartSchema),
    active: dayPartCodeSchema.nullable(),
  }),
});

/** A combo containing a product. */
export const containingComboSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: z.string().min(1),
  parentCategorySlug: slugSchema,
});

/** GET …/product/{idOrSlug}: a menu product with its details. */
export const productDetailsSchema = menuProductSchema.extend({
  detailText: z.string().min(1),
  composition: z.array(z.string().min(1)),
  nutrition: nutritionSchema,
  containedIn: z.array(containingComboSchema),
  combo: z
    .strictObject({
      slots: z.array(
        z.strictObject({
          code: z.string().min(1),
          name: z.string().min(1),
          defaultProductId: idSchema,
          options: z.array(menuProductSchema),
        }),
      ),
    })
    .optional(),
});

/** GET /api/nutrition/product/{id}. */
export const nutritionResponseSchema = z.strictObject({
  allergens: allergensSchema,
  composition: z.array(z.string().min(1)),
  nutritionalValue: nutritionSchema,
});

/** GET /api/nutrition/search. */
export const nutritionSearchResponseSchema = z.strictObject({
  products: z.array(menuProductSchema),
});

/** A restaurant pin on the map. */
export const restaurantPinSchema = z.strictObject({
  id: idSchema,
  xmlId: restaurantFieldsSchema.shape.xmlId,
  cityCode: slugSchema,
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  address: z.string().min(1),
  metro: z.string().nullable(),
  features: restaurantFieldsSchema.shape.features,
  isTempClosed: z.boolean().describe('A closure is in effect at the time of the request'),
});

/** GET /api/restaurants. */
export const restaurantsResponseSchema = z.strictObject({
  features: z.array(featureSchema),
  restaurants: z.record(z.string().regex(/^\d+$/), restaurantPinSchema),
  restaurantByFeature: z.record(z.string(), z.array(idSchema)),
});

/** A restaurant near a point, with the distance in metres. */
export const nearRestaurantSchema = restaurantPinSchema.extend({
  distance: z.number().nonnegative(),
});

/** GET /api/restaurants/near. */
export const nearRestaurantsResponseSchema = z.strictObject({
  restaurants: z.array(nearRestaurantSchema),
});

/** GET /api/restaurant/{id} and /api/restaurant/by_xml_id/{xmlId}. */
export const restaurantDetailsSchema = restaurantFieldsSchema.extend({
  address: z.string().min(1),
  isTempClosed: z.boolean().describe('A closure is in effect at the time of the request'),
  timezone: z.string().min(3),
});

/** A product found by search. */
export const searchProductSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: z.string().min(1),
  parentCategorySlug: slugSchema,
  priceFrom: z.number().int().positive(),
});

/** A restaurant found by search. */
export const searchRestaurantSchema = z.strictObject({
  id: idSchema,
  cityCode: slugSchema,
  address: z.string().min(1),
  metro: z.string().nullable(),
  inCity: z.boolean().describe('In the city searched in; false: another city, listed after'),
  isTempClosed: z.boolean().describe('A closure is in effect at the time of the request'),
});

/** GET /api/search/{city|restaurant}/{id}. */
export const searchResponseSchema = z.strictObject({
  products: z.array(searchProductSchema).max(20),
  restaurants: z.array(searchRestaurantSchema).max(20),
});

/** GET /api/loyalty/config. */
export const loyaltyConfigSchema = loyaltySchema;

/** GET /api/config: public keys of SPEC §3 «Config», empty when not configured. */
export const siteConfigSchema = z.strictObject({
  dadataKey: z.string(),
  yandexApiKey: z.string(),
  yandexSuggestApiKey: z.string(),
  tagManagerId: z.string(),
  yandexVerificationId: z.string(),
  captchaPublicKey: z.string(),
  isCaptchaDisabled: z.boolean(),
  isCaptchaTest: z.boolean(),
});

/** GET /api/pages/menu[/{cityCode}]. */
export const navigationResponseSchema = navigationSchema;

/** GET /api/page/personal-data-agreement and /api/page/alerts-information-block. */
export const textPageResponseSchema = textPageSchema;

/** GET /api/longlink/{folder}: code → long link. */
export const longLinksSchema = z.record(slugSchema, z.url());

/** Every API error body. */
export const apiErrorBodySchema = z.strictObject({
  error: z.strictObject({ code: z.string().min(1), message: z.string().min(1) }),
});
