/**
 * The catalog's collections in /admin come from the schemas the build validates with: every key
 * of a product, a category and a restaurant, nested ones included, is a field (or inside the
 * hours widget that edits it whole), in Russian; ids and addresses are fixed once saved; the
 * products a field names are the catalog's.
 */
import { describe, expect, it } from 'vitest';
import { fieldPaths, restaurantEditorSchema } from '~/lib/admin/catalog-collections';
import type { DecapField } from '~/lib/admin/schema-fields';
import { categorySchema, productSchema, restaurantSchema } from '~/lib/catalog/schema';
import { catalogForEditor, editorConfig } from './helpers/editor-config';

interface Node {
  _zod: {
    def: {
      type: string;
      innerType?: Node;
      in?: Node;
      out?: Node;
      element?: Node;
      shape?: Record<string, Node>;
    };
  };
}

/** Every key path of a schema, through optional, nullable, objects and lists. */
function keyPaths(schema: Node, prefix = ''): string[] {
  const def = schema._zod.def;
  // A pipe from a transform (a blank read as absent) leads to the schema of what is stored.
  const piped = def.in?._zod.def.type === 'transform' ? def.out : def.in;
  const inner = def.innerType ?? (def.type === 'pipe' ? piped : undefined);
  if (inner) return keyPaths(inner, prefix);
  if (def.type === 'array' && def.element) return keyPaths(def.element, prefix);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(child, path)];
  });
}

const collections = editorConfig().collections;
const byName = (name: string) => {
  const collection = collections.find((c) => c['name'] === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return collection as Record<string, unknown> & { fields: DecapField[] };
};

/** Fields that edit their whole subtree (a day's or a week's hours). */
const WHOLE = new Set(['day-hours', 'week-hours']);

/** The dotted paths of fields whose widget edits the whole value below them. */
function wholePaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return WHOLE.has(field.widget) ? [path] : wholePaths(field.fields ?? [], path);
  });
}

/** Every field, nested ones included. */
const allFields = (fields: readonly DecapField[]): DecapField[] =>
  fields.flatMap((f) => [
    f,
    ...allFields(f.fields ?? []),
    ...(f['field'] ? [f['field'] as DecapField] : []),
  ]);

const SCHEMAS = [
  ['products', productSchema, []],
  ['categories', categorySchema, []],
  ['restaurants', restaurantSchema, []],
] as const;

describe('the catalog’s collections in /admin', () => {
  it.each(SCHEMAS)(
    '%s: a field for every key of its schema, nested ones too',
    (name, schema, out) => {
      const { fields } = byName(name);
      const offered = new Set(fieldPaths(fields));
      const whole = wholePaths(fields);
      const missing = keyPaths(schema as unknown as Node)
        .filter((path) => !(out as readonly string[]).includes(path))
        .filter((path) => !whole.some((w) => path.startsWith(`${w}.`)))
        .filter((path) => !offered.has(path));
      expect(missing).toEqual([]);
    },
  );

  it('restaurants: the closure, the special days and the hours’ date of item 3, without isTempClosed', () => {
    const { fields } = byName('restaurants');
    const offered = new Set([...fieldPaths(fields), ...wholePaths(fields)]);
    for (const path of [
      'closure',
      'closure.from',
      'closure.until',
      'closure.note',
      'specialDays',
      'specialDays.date',
      'specialDays.label',
      'specialDays.hours.hall',
      'specialDays.hours.drive',
      'specialDays.hours.delivery',
      'hoursConfirmed',
    ])
      expect(offered, path).toContain(path);
    expect(offered).not.toContain('isTempClosed');
    // What the editor writes is what the build will read once item 3's schema is merged.
    expect(Object.keys(restaurantEditorSchema.shape)).toEqual(
      expect.arrayContaining(['closure', 'specialDays', 'hoursConfirmed', 'stopList']),
    );
  });

  it.each(SCHEMAS.map(([name]) => [name]))('%s: every label and hint in Russian', (name) => {
    for (const field of allFields(byName(name).fields)) {
      expect(field.label, field.name).toMatch(/[А-Яа-яЁё]/);
      if (field.hint) expect(field.hint).toMatch(/[А-Яа-яЁё]/);
      const pattern = field['pattern'] as [string, string] | undefined;
      if (pattern) expect(pattern[1], field.name).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('ids are fixed once saved, a new entry takes the next free one; addresses too', () => {
    const catalog = catalogForEditor();
    const next = (list: readonly { id: number }[]) => Math.max(...list.map((e) => e.id)) + 1;
    for (const [name, list] of [
      ['products', catalog.products],
      ['categories', catalog.categories],
      ['restaurants', catalog.restaurants],
    ] as const) {
      const id = byName(name).fields.find((f) => f.name === 'id');
      expect(id, name).toMatchObject({ widget: 'catalog-id', default: next(list) });
    }
    for (const name of ['products', 'categories']) {
      expect(byName(name).fields.find((f) => f.name === 'slug')?.widget).toBe('slug');
      expect(byName(name)['slug']).toBe('{{fields.slug}}');
    }
  });

  it('names products by select options made from the catalog, not by a relation widget', () => {
    const ids = catalogForEditor()
      .products.map((p) => p.id)
      .sort((a, b) => a - b);
    const stopList = byName('restaurants').fields.find((f) => f.name === 'stopList');
    const values = (options: unknown) =>
      (options as { value: number }[]).map((o) => o.value).sort((a, b) => a - b);
    expect(stopList).toMatchObject({ widget: 'select', multiple: true });
    expect(values(stopList?.['options'])).toEqual(ids);
    const products = byName('categories').fields.find((f) => f.name === 'products');
    expect(products?.widget).toBe('list');
    expect(values((products?.['field'] as DecapField)['options'])).toEqual(ids);
    expect(JSON.stringify(collections)).not.toContain('"relation"');
  });

  it('restaurants: one folder per city, grouped and filtered by city, summarised by address', () => {
    const restaurants = byName('restaurants');
    expect(restaurants).toMatchObject({
      folder: 'src/content/catalog/restaurants',
      path: '{{cityCode}}/{{slug}}',
      slug: '{{fields.id}}',
      view_groups: [{ field: 'city' }],
    });
    expect(restaurants['summary']).toContain('{{street}}');
    const filters = restaurants['view_filters'] as { label: string; pattern: string }[];
    expect(filters[0]).toMatchObject({ label: 'Москва', pattern: '^moscow$' });
  });

  it('hours: a week’s per service, a special day’s per service with «closed» and «as usual»', () => {
    const { fields } = byName('restaurants');
    const hours = fields.find((f) => f.name === 'hours')?.fields ?? [];
    expect(hours.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['hall', 'week-hours', true],
      ['drive', 'week-hours', false],
      ['delivery', 'week-hours', false],
    ]);
    const special = fields.find((f) => f.name === 'specialDays')?.fields ?? [];
    const dayHours = special.find((f) => f.name === 'hours')?.fields ?? [];
    expect(dayHours.map((f) => [f.name, f.widget, f['closable'], f['usual']])).toEqual([
      ['hall', 'day-hours', true, false],
      ['drive', 'day-hours', true, true],
      ['delivery', 'day-hours', true, true],
    ]);
    const date = special.find((f) => f.name === 'date');
    expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });
});

describe('a new product in /admin', () => {
  it('asks nothing inside an optional object: a combo or a size’s nutrition only when filled in', () => {
    const combo = byName('products').fields.find((f) => f.name === 'combo');
    expect(combo?.required).toBe(false);
    expect(JSON.stringify(combo)).not.toContain('"default"');
    expect(JSON.stringify(combo)).not.toContain('"min"');
    const offers = byName('products').fields.find((f) => f.name === 'offers')?.fields ?? [];
    const nutrition = allFields(offers.find((f) => f.name === 'nutrition')?.fields ?? []);
    expect(nutrition.filter((f) => f.required !== false)).toEqual([]);
    // The product's own nutrition stays required.
    const own = byName('products').fields.find((f) => f.name === 'nutrition');
    expect(own?.required ?? true).toBe(true);
    const stopList = byName('restaurants').fields.find((f) => f.name === 'stopList');
    expect(stopList?.['default']).toEqual([]);
  });
});

describe('a special day added in /admin', () => {
  it('asks its date, its name and its hall’s hours: the list is optional, its items are not', () => {
    const special = byName('restaurants').fields.find((f) => f.name === 'specialDays');
    expect(special?.required).toBe(false);
    expect(special?.fields?.map((f) => [f.name, f.required ?? true])).toEqual([
      ['date', true],
      ['label', true],
      ['hours', true],
    ]);
  });
});
