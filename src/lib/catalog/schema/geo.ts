import { z } from '../../zod.ts';
import {
  blankAsAbsent,
  idSchema,
  priceZoneSchema,
  slugSchema,
  textSchema,
  timeOfDaySchema,
} from './common.ts';

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

/** The pattern of a calendar date «YYYY-MM-DD». */
export const LOCAL_DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** A local calendar date «YYYY-MM-DD» (in the restaurant's time zone). */
export const localDateSchema = z
  .string()
  .regex(LOCAL_DATE_PATTERN, {
    error: 'Дата пишется как ГГГГ-ММ-ДД, например 2026-12-31',
  })
  .describe('Local calendar date, YYYY-MM-DD');

/** A temporary closure: closed from 00:00 local on `from` through the whole of `until`. */
export const closureSchema = z
  .strictObject({
    from: localDateSchema.describe('First closed day, local'),
    until: blankAsAbsent(localDateSchema.optional()).describe(
      'Last closed day, inclusive, local; absent while the reopening is not known',
    ),
    note: textSchema.describe('Why it is closed, shown to visitors, e.g. «Ремонт»'),
  })
  .refine((c) => c.until === undefined || c.until >= c.from, {
    error: 'Последний день закрытия (until) не может быть раньше первого (from)',
    path: ['until'],
  })
  .describe('Temporary closure of the whole restaurant');

/** A temporary closure. */
export type Closure = z.infer<typeof closureSchema>;

/**
 * A restaurant's closure field: one without its first day («Закрыт с» cleared) is none. Decap's
 * object widget cannot remove an object once filled in, so clearing that date is how an editor
 * lifts a closure (the field's hint says so).
 */
export const closureField = z
  .preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !('from' in value && value.from)
        ? undefined
        : value,
    closureSchema.optional(),
  )
  .describe('Temporary closure, in effect or coming; none when its first day is empty');

/** A day with hours of its own: a service absent keeps its weekly hours, null is closed. */
export const specialDaySchema = z
  .strictObject({
    date: localDateSchema.describe('The day, local'),
    label: textSchema.describe('What visitors see for the day, e.g. «Новый год» or «31 декабря»'),
    hours: z
      .strictObject({
        hall: dayHoursSchema.nullable().describe('Dining hall hours that day, null when closed'),
        drive: dayHoursSchema
          .nullable()
          .optional()
          .describe('Drive-through hours that day, null when closed; absent keeps the usual'),
        delivery: dayHoursSchema
          .nullable()
          .optional()
          .describe('Delivery hours that day, null when closed; absent keeps the usual'),
      })
      .describe('Hours per service that day'),
  })
  .describe("A day with other hours than the week's (a holiday, an event)");

/** A day with hours of its own. */
export type SpecialDay = z.infer<typeof specialDaySchema>;

/** Special days in date order, at most one per date. */
export const specialDaysSchema = z
  .array(specialDaySchema)
  .superRefine((days, ctx) => {
    days.forEach((day, i) => {
      const before = days[i - 1];
      if (before && day.date <= before.date)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'date'],
          message:
            day.date === before.date
              ? `Особый день ${day.date} указан дважды: оставь одну запись на дату`
              : `Особые дни идут по порядку дат: ${day.date} стоит после ${before.date}`,
        });
    });
  })
  .describe('Days with hours of their own, sorted by date, one per date');

/** A restaurant's fields, without the checks across them (for API shapes that extend it). */
export const restaurantFieldsSchema = z.strictObject({
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
  block: blankAsAbsent(z.string().min(1).nullable()).describe(
    'Building or block, e.g. «корп. 2», or null',
  ),
  lat: z.number().min(-90).max(90).describe('Latitude'),
  long: z.number().min(-180).max(180).describe('Longitude'),
  metro: blankAsAbsent(z.string().min(1).nullable()).describe('Nearest metro station, or null'),
  phone: z
    .string()
    .regex(/^\+7 \((?:\d{3}\) \d{3}|\d{4}\) \d{2})-\d{2}-\d{2}$/)
    .describe('Phone with the city area code, «+7 (XXX) XXX-XX-XX» or «+7 (XXXX) XX-XX-XX»'),
  features: z.array(featureSchema.shape.code).describe('Feature codes in features.json order'),
  hours: restaurantHoursSchema.describe('Opening hours per service'),
  closure: closureField,
  specialDays: specialDaysSchema.optional().describe('Days with hours of their own'),
  hoursConfirmed: blankAsAbsent(localDateSchema.optional()).describe(
    'The day the hours were last confirmed with the restaurant',
  ),
  hasBreakfast: z.boolean().describe('Serves the breakfast menu; mirrors the breakfast feature'),
  stopList: z.array(idSchema).describe('Product ids unavailable in this restaurant'),
});

/** A restaurant: its fields, and special days naming only the services it has. */
export const restaurantSchema = restaurantFieldsSchema.superRefine((r, ctx) => {
  r.specialDays?.forEach((day, i) => {
    for (const service of ['drive', 'delivery'] as const) {
      if (day.hours[service] !== undefined && r.hours[service] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['specialDays', i, 'hours', service],
          message: `Особый день ${day.date} задаёт часы ${service === 'drive' ? 'авто' : 'доставки'}, а у ресторана нет этой услуги`,
        });
    }
  });
});

/** A restaurant. */
export type Restaurant = z.infer<typeof restaurantSchema>;

/** Every restaurant, as the files of catalog/restaurants/<cityCode>/ hold them (one each). */
export const restaurantsFileSchema = z
  .array(restaurantSchema)
  .min(1)
  .describe('All restaurants, ordered by id');
