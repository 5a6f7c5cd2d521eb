import { z } from '../../zod.ts';
import { idSchema, priceZoneSchema, slugSchema, textSchema, timeOfDaySchema } from './common.ts';

/** Longitude/latitude pair in GeoJSON order. */
export const positionSchema = z
  .tuple([
    z.number().min(-180).max(180).describe('Longitude, degrees'),
    z.number().min(-90).max(90).describe('Latitude, degrees'),
  ])
  .describe('GeoJSON position [long, lat]');

/** A city where the chain operates. */
export const citySchema = z.strictObject({
  code: slugSchema.describe('Latin city code used in URLs, e.g. moscow'),
  cityId: idSchema.describe('Numeric city identifier'),
  name: textSchema.describe('City name in Russian'),
  nameLocative: textSchema.describe('Prepositional phrase for text, e.g. «в Москве»'),
  region: textSchema.describe('Federal subject; equals the city name for federal cities'),
  lat: z.number().min(-90).max(90).describe('Latitude of the city centre'),
  long: z.number().min(-180).max(180).describe('Longitude of the city centre'),
  timezone: z.string().min(3).describe('IANA time zone of the city'),
  boundary: z
    .array(positionSchema)
    .min(9)
    .max(17)
    .describe('Closed polygon ring [[long, lat], …] roughly covering the city, 8–16 vertices'),
  population: z.number().int().positive().describe('Approximate population'),
  priceZone: priceZoneSchema.describe('Price zone applied to menu prices'),
  hasMetro: z.boolean().describe('Whether the city has a metro system'),
});

/** A city where the chain operates. */
export type City = z.infer<typeof citySchema>;

/** Every city, as the files of catalog/cities/ hold them (one per city). */
export const citiesFileSchema = z
  .array(citySchema)
  .min(1)
  .describe('All cities, ordered by cityId');

/** A feature (service) a restaurant may offer. */
export const featureSchema = z.strictObject({
  code: z
    .enum(['drive', '24h', 'cafe', 'delivery', 'wifi', 'kids', 'breakfast', 'parking', 'card'])
    .describe('Feature code'),
  name: textSchema.describe('Short feature name in Russian'),
  description: textSchema.describe('One-sentence feature description in Russian'),
});

/** A restaurant feature. */
export type Feature = z.infer<typeof featureSchema>;

/** Feature code. */
export type FeatureCode = Feature['code'];

/** The features.json file. */
export const featuresFileSchema = z.array(featureSchema).min(1).describe('All restaurant features');

/** Opening interval of one day; close < open means the interval ends after midnight. */
export const dayHoursSchema = z
  .strictObject({
    open: timeOfDaySchema.describe('Opening time, local'),
    close: timeOfDaySchema.describe('Closing time, local; earlier than open for overnight hours'),
  })
  .describe('Opening hours of one day');

/** Opening hours of one day. */
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Seven days Monday..Sunday; null means closed that day. */
export const weekHoursSchema = z
  .array(dayHoursSchema.nullable())
  .length(7)
  .describe('Opening hours Monday..Sunday, null when closed');

/** Weekly opening hours. */
export type WeekHours = z.infer<typeof weekHoursSchema>;

/** Opening hours per service of a restaurant. */
export const restaurantHoursSchema = z.strictObject({
  hall: weekHoursSchema.describe('Dining hall hours'),
  drive: weekHoursSchema.optional().describe('Drive-through hours; only with the drive feature'),
  delivery: weekHoursSchema.optional().describe('Delivery hours; only with the delivery feature'),
});

/** Opening hours per service. */
export type RestaurantHours = z.infer<typeof restaurantHoursSchema>;

/** A restaurant. */
export const restaurantSchema = z.strictObject({
  id: idSchema.describe('Restaurant identifier'),
  xmlId: z
    .string()
    .regex(/^[0-9a-f]{8}$/)
    .describe('Stable 8-hex external identifier'),
  mp_id: z
    .string()
    .regex(/^\d{6}$/)
    .describe('Marketplace identifier, 6 digits'),
  cityCode: slugSchema.describe('Code of the city'),
  cityId: idSchema.describe('Identifier of the city'),
  city: textSchema.describe('City name'),
  region: textSchema.describe('Region name'),
  street: textSchema.describe('Street with its type, e.g. «ул. Ленина»'),
  house: z
    .string()
    .regex(/^\d+[А-Я]?$/)
    .describe('House number, e.g. «12» or «7А»'),
  block: z.string().min(1).nullable().describe('Building or block, e.g. «корп. 2», or null'),
  lat: z.number().min(-90).max(90).describe('Latitude'),
  long: z.number().min(-180).max(180).describe('Longitude'),
  metro: z.string().min(1).nullable().describe('Nearest metro station, or null'),
  phone: z
    .string()
    .regex(/^\+7 \((?:\d{3}\) \d{3}|\d{4}\) \d{2})-\d{2}-\d{2}$/)
    .describe('Phone with the city area code, «+7 (XXX) XXX-XX-XX» or «+7 (XXXX) XX-XX-XX»'),
  features: z.array(featureSchema.shape.code).describe('Feature codes in features.json order'),
  hours: restaurantHoursSchema.describe('Opening hours per service'),
  isTempClosed: z.boolean().describe('Temporarily closed'),
  hasBreakfast: z.boolean().describe('Serves the breakfast menu; mirrors the breakfast feature'),
  stopList: z.array(idSchema).describe('Product ids unavailable in this restaurant'),
});

/** A restaurant. */
export type Restaurant = z.infer<typeof restaurantSchema>;

/** Every restaurant, as the files of catalog/restaurants/<cityCode>/ hold them (one each). */
export const restaurantsFileSchema = z
  .array(restaurantSchema)
  .min(1)
  .describe('All restaurants, ordered by id');
