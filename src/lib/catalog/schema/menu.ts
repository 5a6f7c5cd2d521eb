import { z } from '../../zod.ts';
import {
  allergenSchema,
  blankAsAbsent,
  dayPartCodeSchema,
  idSchema,
  slugSchema,
  textSchema,
  timeOfDaySchema,
} from './common.ts';
import {
  pathOnly,
  pictureDescribed,
  productPictureFields,
  type ProductImageHelper,
} from './product-picture.ts';

/** A menu category; 409 (burgers) then 408 (chicken and fish) are preferred parents. */
export const categorySchema = z.strictObject({
  id: idSchema.describe('Category identifier'),
  name: textSchema.describe('Category name in Russian'),
  slug: slugSchema.describe('Latin slug used in URLs'),
  parentId: idSchema.nullable().describe('Parent category id, null for top level'),
  sort: z.number().int().describe('Sort order, ascending'),
  subcategories: z.array(idSchema).describe('Ids of direct subcategories'),
  products: z.array(idSchema).min(1).describe('Ids of products, including those of subcategories'),
  description: textSchema.describe('One Russian sentence for SEO'),
});

/** A menu category. */
export type Category = z.infer<typeof categorySchema>;

/** Every category, as the files of catalog/categories/ hold them (one per category). */
export const categoriesFileSchema = z.array(categorySchema).min(1).describe('All categories');

/** Prices of one offer in whole roubles per price zone. */
export const zonePricesSchema = z.strictObject({
  msk: z.number().int().positive().describe('Moscow price, roubles'),
  spb: z.number().int().positive().describe('Saint Petersburg price, roubles'),
  regions: z.number().int().positive().describe('Price in other regions, roubles'),
});

/** Prices of one offer per price zone. */
export type ZonePrices = z.infer<typeof zonePricesSchema>;

/** Nutrition values for a portion or 100 g. */
export const nutritionValuesSchema = z.strictObject({
  kcal: z.number().nonnegative().describe('Energy, kcal'),
  kj: z.number().nonnegative().describe('Energy, kJ (kcal × 4.184)'),
  proteins: z.number().nonnegative().describe('Proteins, g'),
  fats: z.number().nonnegative().describe('Fats, g'),
  saturatedFats: z.number().nonnegative().describe('Saturated fats, g'),
  carbohydrates: z.number().nonnegative().describe('Carbohydrates, g'),
  sugar: z.number().nonnegative().describe('Sugar, g'),
  fibre: z.number().nonnegative().describe('Dietary fibre, g'),
  salt: z.number().nonnegative().describe('Salt, g'),
});

/** Nutrition values. */
export type NutritionValues = z.infer<typeof nutritionValuesSchema>;

/** Nutrition per portion, per 100 g and as a percent of the daily reference intake. */
export const nutritionSchema = z.strictObject({
  perPortion: nutritionValuesSchema.describe('Values per portion'),
  per100g: nutritionValuesSchema.describe('Values per 100 g (per portion × 100 / weight)'),
  dailyPercent: z
    .strictObject({
      kcal: z.number().int().nonnegative().describe('Percent of 2000 kcal'),
      proteins: z.number().int().nonnegative().describe('Percent of 75 g'),
      fats: z.number().int().nonnegative().describe('Percent of 67 g'),
      saturatedFats: z.number().int().nonnegative().describe('Percent of 22 g'),
      carbohydrates: z.number().int().nonnegative().describe('Percent of 300 g'),
      sugar: z.number().int().nonnegative().describe('Percent of 90 g'),
      fibre: z.number().int().nonnegative().describe('Percent of 30 g'),
      salt: z.number().int().nonnegative().describe('Percent of 5 g'),
    })
    .describe('Per-portion values as whole percents of the daily reference intake'),
});

/** Nutrition block. */
export type Nutrition = z.infer<typeof nutritionSchema>;

/**
 * One purchasable variant of a product. Its visible size label follows the rule
 * sizeName, else volumeName, else flavorName, else servingSizeName (see size-label.ts).
 */
export const offerSchema = z.strictObject({
  id: idSchema.describe('Offer identifier'),
  sizeName: blankAsAbsent(textSchema.optional()).describe(
    'Size name, e.g. «Средний»; first in the label rule',
  ),
  volumeName: blankAsAbsent(textSchema.optional()).describe(
    'Volume, e.g. «0,4 л»; second in the label rule',
  ),
  flavorName: blankAsAbsent(textSchema.optional()).describe(
    'Flavour, e.g. «Клубничный»; third in the label rule',
  ),
  servingSizeName: blankAsAbsent(textSchema.optional()).describe(
    'Serving size, e.g. «9 шт.»; last in the label rule',
  ),
  weight: z.number().int().positive().describe('Weight of the offer, g'),
  prices: z
    .strictObject({
      restaurant: zonePricesSchema.describe('Prices in the restaurant'),
      delivery: zonePricesSchema.describe('Prices for delivery'),
    })
    .describe('Prices in whole roubles'),
  nutrition: nutritionSchema
    .optional()
    .describe('Nutrition of this offer, for multi-offer products'),
});

/** One purchasable variant of a product. */
export type Offer = z.infer<typeof offerSchema>;

/** A choosable slot of a combo. */
export const comboSlotSchema = z.strictObject({
  code: z.enum(['main', 'side', 'drink', 'dessert', 'toy']).describe('Slot code'),
  name: textSchema.describe('Slot name in Russian'),
  productIds: z.array(idSchema).min(1).describe('Ids of choosable products'),
  defaultProductId: idSchema.describe('Product chosen by default; one of productIds'),
});

/** A combo slot. */
export type ComboSlot = z.infer<typeof comboSlotSchema>;

/** One line of a product's composition: an ingredient, and how many when the text counts them. */
export const compositionItemSchema = z.strictObject({
  name: textSchema.describe(
    'Ingredient, in Russian, in the singular when counted («котлета из говядины»)',
  ),
  count: blankAsAbsent(z.number().int().min(2).optional()).describe(
    'How many pieces the product has, 2 or more («две говяжьи котлеты»); omitted for one',
  ),
});

/** A composition line. */
export type CompositionItem = z.infer<typeof compositionItemSchema>;

/**
 * A menu product; `image` resolved by the given helper: Astro's image() in the content
 * collection (the build checks and processes the upload), its path everywhere else.
 */
export const productSchemaWith = <T>(image: ProductImageHelper<T>) =>
  z
    .strictObject({
      id: idSchema.describe('Product identifier'),
      name: textSchema.describe('Product name in Russian'),
      slug: slugSchema.describe('Latin slug used in URLs'),
      detailText: textSchema.describe('Two or three appetising Russian sentences'),
      categoryIds: z
        .array(idSchema)
        .min(1)
        .describe('Category ids, preferred parent first: 409, then 408, then the rest'),
      weight: z.number().int().positive().describe('Weight of the first offer, g'),
      stickers: z.array(z.enum(['Новинка', 'Хит', 'Острое'])).describe('Stickers on the card'),
      dayParts: z.array(dayPartCodeSchema).min(1).describe('Day parts when the product is sold'),
      diet: z
        .strictObject({
          vegetarian: z.boolean().describe('Contains no meat or fish'),
          vegan: z.boolean().describe('Contains no animal products'),
        })
        .describe('Diet flags'),
      offers: z.array(offerSchema).min(1).describe('Purchasable variants, first is the default'),
      nutrition: nutritionSchema.describe('Nutrition of the first offer'),
      allergens: z
        .strictObject({
          contains: z.array(allergenSchema).describe('Allergens in the recipe'),
          mayContain: z.array(allergenSchema).describe('Possible traces'),
        })
        .describe('Allergen information'),
      composition: z
        .array(compositionItemSchema)
        .min(1)
        .describe('Ingredients, in Russian, in recipe order; a combo lists its default products'),
      containedIn: z.array(idSchema).describe('Ids of combo products that include this product'),
      combo: z
        .strictObject({ slots: z.array(comboSlotSchema).min(1).describe('Combo slots') })
        .optional()
        .describe('Combo structure; only for products in the combo categories'),
      hidden: z
        .boolean()
        .optional()
        .describe('Kept off the site: no page, no menu, search, API or tray; absent is false'),
      ...productPictureFields(image),
    })
    .superRefine(pictureDescribed);

/** A menu product, its uploaded picture kept as the path of the file. */
export const productSchema = productSchemaWith(pathOnly);

/** A menu product. */
export type Product = z.infer<typeof productSchema>;

/** Every product, as the files of catalog/products/ hold them (one per product). */
export const productsFileSchema = z.array(productSchema).min(1).describe('All products by id');

/** A day part with its local-time intervals; to < from means overnight. */
export const dayPartSchema = z.strictObject({
  code: dayPartCodeSchema.describe('Day part code'),
  name: textSchema.describe('Day part name in Russian'),
  intervals: z
    .array(
      z.strictObject({
        from: timeOfDaySchema.describe('Start, city local time'),
        to: timeOfDaySchema.describe('End, city local time; earlier than from means overnight'),
      }),
    )
    .min(1)
    .describe('Intervals in the city local time zone'),
});

/** A day part. */
export type DayPart = z.infer<typeof dayPartSchema>;

/** The dayparts.json file. */
export const dayPartsFileSchema = z.array(dayPartSchema).min(1).describe('All day parts');
