/**
 * The allergens the menu pages name, in the catalog's order: one list for the catalog's schema and
 * for the tray, which must not bring zod (the schema) into its bundle.
 */
export const ALLERGENS = [
  'глютен',
  'молоко',
  'яйца',
  'горчица',
  'кунжут',
  'соя',
  'рыба',
  'сельдерей',
  'орехи',
  'арахис',
  'диоксид серы',
] as const;
