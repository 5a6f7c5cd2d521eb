/**
 * The catalog's collections in /admin («Меню», «Категории», «Рестораны»), made at build time from
 * the schemas the build validates with (./schema-fields.ts) and from the catalog itself: the
 * products and categories become the options of the fields that name them, so a restaurant's «not
 * sold here» is a select filled at build instead of a relation widget reading every product.
 */
import { ADDRESS_PATTERN, ADDRESS_RULE_HINT } from '../content/address.ts';
import {
  categorySchema,
  productSchema,
  restaurantFieldsSchema,
  restaurantSchema,
} from '../catalog/schema.ts';
import { fieldsOf, type DecapField, type ZodLike } from './schema-fields.ts';

/** What the collections need to know of the catalog. */
export interface CatalogForEditor {
  products: readonly { id: number; name: string }[];
  categories: readonly { id: number; name: string }[];
  restaurants: readonly { id: number }[];
  cities: readonly { code: string; name: string; population: number }[];
}

/** A restaurant's file as the build reads it (the checks across its fields included). */
export const restaurantStoredSchema = restaurantSchema;

/** The restaurant as /admin edits it: its fields, closures and special days among them. */
export const restaurantEditorSchema = restaurantFieldsSchema;

/** The next free number after the largest of `entries`. */
const nextId = (entries: readonly { id: number }[]) =>
  entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;

const shared = new WeakMap<object, { label: string; value: number }[]>();

/** The options naming `entries`, the same array for the same list. */
function optionsOf(entries: readonly { id: number; name: string }[]) {
  let options = shared.get(entries);
  if (!options) {
    options = entries.map((entry) => ({ label: `${entry.name} (${entry.id})`, value: entry.id }));
    shared.set(entries, options);
  }
  return options;
}

/**
 * A select of catalog entries by id, one or many. The options are one array per list of entries,
 * which the YAML writes once and refers to (an anchor and its aliases) from every other select.
 */
const selectOf = (entries: readonly { id: number; name: string }[], multiple: boolean) => ({
  widget: 'select',
  options: optionsOf(entries),
  ...(multiple ? { multiple: true, default: [] } : {}),
});

/** A number fixed once the entry is first saved (src/islands/content/FixedIdControl.tsx). */
const fixedId = (entries: readonly { id: number }[]) => ({
  widget: 'catalog-id',
  default: nextId(entries),
});

/** The «Адрес страницы» widget of the editorial collections: fixed at the first save. */
const address = { widget: 'slug', pattern: [ADDRESS_PATTERN, ADDRESS_RULE_HINT] };

const CATALOG = 'src/content/catalog';

/** Largest picture upload, bytes: the editorial collections' «Фотография» allows the same. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The three catalog collections of the editor's config. */
export function catalogCollections(catalog: CatalogForEditor): Record<string, unknown>[] {
  const products = [...catalog.products].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const categories = [...catalog.categories].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const json = { extension: 'json', format: 'json', create: true };
  const largest = [...catalog.cities].sort((a, b) => b.population - a.population).slice(0, 8);
  return [
    {
      name: 'products',
      label: 'Меню',
      label_singular: 'продукт',
      folder: `${CATALOG}/products`,
      ...json,
      slug: '{{fields.slug}}',
      // Uploaded pictures sit beside the files (products/images), where the schema's image()
      // finds them by the relative path Decap writes, as the news covers do.
      media_folder: 'images',
      public_folder: './images',
      identifier_field: 'name',
      summary: '{{name}} — №{{id}}',
      sortable_fields: ['name', 'id'],
      fields: fieldsOf(productSchema as unknown as ZodLike, {
        scope: 'products',
        overrides: {
          id: fixedId(catalog.products),
          slug: address,
          detailText: { widget: 'text' },
          image: {
            widget: 'image',
            choose_url: false,
            media_library: { max_file_size: PICTURE_MAX_BYTES },
          },
          // A product has one to three sizes: open, their prices are one look away.
          offers: { collapsed: false },
          categoryIds: selectOf(categories, true),
          containedIn: { ...selectOf(products, true), required: false },
          'combo.slots.productIds': selectOf(products, true),
          'combo.slots.defaultProductId': selectOf(products, false),
        },
      }),
    },
    {
      name: 'categories',
      label: 'Категории',
      label_singular: 'категорию',
      folder: `${CATALOG}/categories`,
      ...json,
      slug: '{{fields.slug}}',
      identifier_field: 'name',
      summary: '{{sort}}. {{name}}',
      sortable_fields: [{ field: 'sort', default_sort: true }, 'name'],
      fields: fieldsOf(categorySchema as unknown as ZodLike, {
        scope: 'categories',
        overrides: {
          id: fixedId(catalog.categories),
          slug: address,
          description: { widget: 'text' },
          parentId: selectOf(categories, false),
          subcategories: { ...selectOf(categories, true), required: false },
          // A list, not a multiple select: its items can be dragged into the page's order.
          products: {
            widget: 'list',
            min: 1,
            field: { label: 'Продукт', name: 'product', ...selectOf(products, false) },
          },
        },
      }),
    },
    {
      name: 'restaurants',
      label: 'Рестораны',
      label_singular: 'ресторан',
      folder: `${CATALOG}/restaurants`,
      ...json,
      // One folder per city: a restaurant's file is <cityCode>/<id>.json.
      path: '{{cityCode}}/{{slug}}',
      slug: '{{fields.id}}',
      identifier_field: 'street',
      summary: '{{city}}, {{street}}, {{house}} — №{{id}}',
      sortable_fields: ['city', 'street', 'id'],
      view_groups: [{ label: 'Город', field: 'city' }],
      view_filters: largest.map((city) => ({
        label: city.name,
        field: 'cityCode',
        pattern: `^${city.code}$`,
      })),
      preview_path: 'restaurants/{{fields.cityCode}}/{{fields.id}}',
      fields: fieldsOf(restaurantEditorSchema as unknown as ZodLike, {
        scope: 'restaurants',
        overrides: {
          id: fixedId(catalog.restaurants),
          cityCode: {
            widget: 'select',
            options: [...catalog.cities]
              .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
              .map((city) => ({ label: city.name, value: city.code })),
          },
          stopList: { ...selectOf(products, true), required: false },
          // A few days a year: shown open, a new one ready to fill in.
          specialDays: { collapsed: false },
        },
      }),
    },
  ];
}

/** The names of every field, nested ones as dotted paths (lists' items share the list's path). */
export function fieldPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [path, ...fieldPaths(field.fields ?? [], path)];
  });
}
