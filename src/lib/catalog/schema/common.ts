import { z } from '../../zod.ts';
import { ALLERGENS } from '../allergens.ts';

/** Local time of day «HH:MM»; «24:00» is allowed only as the end of a round-the-clock day. */
export const timeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/)
  .describe('Local time of day, HH:MM (24:00 only as a closing time)');

/** Latin slug: lower-case letters, digits and hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .describe('Latin lower-case slug with hyphens');

/** Positive integer identifier. */
export const idSchema = z.number().int().positive().describe('Positive integer identifier');

/** Non-empty visitor-facing Russian text. */
export const textSchema = z.string().min(1).describe('Non-empty visitor-facing text');

/** Allergens from the fixed list used on the menu pages. */
export const allergenSchema = z.enum(ALLERGENS).describe('Allergen from the fixed list');

/** Allergen name from the fixed list. */
export type Allergen = z.infer<typeof allergenSchema>;

/** Day part code: breakfast or the main menu. */
export const dayPartCodeSchema = z.enum(['breakfast', 'main']).describe('Day part code');

/** Day part code. */
export type DayPartCode = z.infer<typeof dayPartCodeSchema>;

/** Price zone: Moscow, Saint Petersburg or the rest of the regions. */
export const priceZoneSchema = z.enum(['msk', 'spb', 'regions']).describe('Price zone');

/** Price zone code. */
export type PriceZone = z.infer<typeof priceZoneSchema>;

/**
 * An optional or nullable field that reads `""` as absent (or null, when the schema takes null):
 * Decap writes `""` when an editor clears a string or a date, and what the editor can do must
 * never break the build. The files keep what Decap wrote; the schema's output has no blanks.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  const none = schema.safeParse(null).success ? null : undefined;
  return z.preprocess((value) => (value === '' ? none : value), schema);
}

/** Whether a parsed file still holds a `""` anywhere (read raw, before blankAsAbsent ran). */
export function holdsBlank(value: unknown): boolean {
  if (value === '') return true;
  if (Array.isArray(value)) return value.some(holdsBlank);
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsBlank);
}
