/** Types of every /api answer, inferred from the zod schemas so they never drift apart. */
import type { z } from 'astro/zod';
import type * as s from './schemas';

/** A city. */
export type City = z.infer<typeof s.apiCitySchema>;
/** GET /api/restaurants/cities. */
export type CitiesResponse = z.infer<typeof s.citiesResponseSchema>;
/** GET /api/address. */
export type AddressResponse = z.infer<typeof s.addressResponseSchema>;
/** GET /api/time. */
export type ServerTime = z.infer<typeof s.serverTimeSchema>;
/** Allergens split into «содержит» and «может содержать». */
export type Allergens = z.infer<typeof s.allergensSchema>;
/** An offer with its resolved price. */
export type MenuOffer = z.infer<typeof s.menuOfferSchema>;
/** A product of a menu answer. */
export type MenuProduct = z.infer<typeof s.menuProductSchema>;
/** A category of a menu answer. */
export type MenuCategory = z.infer<typeof s.menuCategorySchema>;
/** GET /api/menu/…. */
export type MenuResponse = z.infer<typeof s.menuResponseSchema>;
/** A day part with its intervals. */
export type DayPart = MenuResponse['schedule']['dayParts'][number];
/** A day part code. */
export type DayPartCode = DayPart['code'];
/** A combo containing a product. */
export type ContainingCombo = z.infer<typeof s.containingComboSchema>;
/** GET …/product/{idOrSlug}. */
export type ProductDetails = z.infer<typeof s.productDetailsSchema>;
/** GET /api/nutrition/product/{id}. */
export type NutritionResponse = z.infer<typeof s.nutritionResponseSchema>;
/** GET /api/nutrition/search. */
export type NutritionSearchResponse = z.infer<typeof s.nutritionSearchResponseSchema>;
/** A restaurant pin. */
export type RestaurantPin = z.infer<typeof s.restaurantPinSchema>;
/** GET /api/restaurants. */
export type RestaurantsResponse = z.infer<typeof s.restaurantsResponseSchema>;
/** A restaurant near a point with its distance in metres. */
export type NearRestaurant = z.infer<typeof s.nearRestaurantSchema>;
/** GET /api/restaurants/near. */
export type NearRestaurantsResponse = z.infer<typeof s.nearRestaurantsResponseSchema>;
/** GET /api/restaurant/{id}. */
export type RestaurantDetails = z.infer<typeof s.restaurantDetailsSchema>;
/** A product found by search. */
export type SearchProduct = z.infer<typeof s.searchProductSchema>;
/** A restaurant found by search. */
export type SearchRestaurant = z.infer<typeof s.searchRestaurantSchema>;
/** GET /api/search/…. */
export type SearchResponse = z.infer<typeof s.searchResponseSchema>;
/** GET /api/loyalty/config. */
export type LoyaltyConfig = z.infer<typeof s.loyaltyConfigSchema>;
/** GET /api/config. */
export type SiteConfig = z.infer<typeof s.siteConfigSchema>;
/** GET /api/pages/menu. */
export type NavigationResponse = z.infer<typeof s.navigationResponseSchema>;
/** A page with preview and detail text (agreement, alert). */
export type TextPage = z.infer<typeof s.textPageResponseSchema>;
/** GET /api/longlink/{folder}. */
export type LongLinks = z.infer<typeof s.longLinksSchema>;
/** Body of every API error. */
export type ApiErrorBody = z.infer<typeof s.apiErrorBodySchema>;

/** Where a menu, product or search is looked up: a city, or one restaurant. */
export type MenuScope = { cityId: number } | { storeId: number };

/** Menu context and day part. */
export interface MenuOptions {
  /** `delivery` gives delivery prices. */
  type?: 'delivery';
  /** Day part code; the active one by default. */
  meal?: DayPartCode;
}
