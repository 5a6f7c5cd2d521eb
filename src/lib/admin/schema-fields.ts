/**
 * Decap CMS fields made from a zod schema, so that the editor offers exactly what the build
 * validates: an object becomes an object of fields, a list of objects a list, an enum a select,
 * a number a number with the schema's bounds, a string pattern the same pattern with a Russian
 * hint; a day's hours and a week's hours get the site's own widgets (src/islands/content).
 * Labels and hints come from ./catalog-labels.ts.
 */
import {
  HINT_BY_PATH,
  LABEL_BY_KEY,
  LABEL_BY_PATH,
  OPTION_LABELS,
  PATTERN_HINTS,
} from './catalog-labels.ts';
import { LOCAL_DATE_PATTERN } from '../catalog/schema/geo.ts';

/** A field of Decap's config (the keys this module writes; overrides may add any other). */
export interface DecapField {
  label: string;
  name: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: DecapField[];
  [option: string]: unknown;
}

/** The part of a zod 4 schema the walk reads. */
export interface ZodLike {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
  entries?: Record<string, string>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
}

/** What a collection adds to the generated fields. */
export interface FieldOptions {
  /** The collection's name: `<scope>.<path>` labels and hints are looked up first. */
  scope: string;
  /** Settings replacing the generated ones, by dotted path (a list's items share its path). */
  overrides?: Readonly<Record<string, Record<string, unknown>>>;
  /** Paths the editor does not show; Decap keeps their stored values as they are. */
  omit?: readonly string[];
}

/** The patterns of stored calendar dates, «2026-12-31» (a closure's, a special day's): a date picker. */
const DATE_SOURCES = new Set(['^\\d{4}-\\d{2}-\\d{2}$', LOCAL_DATE_PATTERN.source]);

/** A schema with its optional, nullable, default and pipe wrappers taken off, and what they said. */
export function unwrap(schema: ZodLike): { node: ZodLike; optional: boolean; nullable: boolean } {
  let node = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = node._zod.def;
    if (def.type === 'optional' || def.type === 'default') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'pipe') break;
    // A pipe from a transform (blankAsAbsent's preprocess) is edited as what it leads to.
    const inner =
      def.type !== 'pipe'
        ? def.innerType
        : def.in?._zod.def.type === 'transform'
          ? def.out
          : def.in;
    if (!inner) break;
    node = inner;
  }
  return { node, optional, nullable };
}

/** The keys of an object schema, in order. */
export function shapeOf(schema: ZodLike): Record<string, ZodLike> {
  const { node } = unwrap(schema);
  return node._zod.def.type === 'object' ? (node._zod.def.shape ?? {}) : {};
}

const checksOf = (node: ZodLike) => (node._zod.def.checks ?? []).map((check) => check._zod.def);

/** Whether an object schema is one day's hours: exactly `open` and `close`. */
export function isDayHours(schema: ZodLike): boolean {
  const keys = Object.keys(shapeOf(schema));
  return keys.length === 2 && keys.includes('open') && keys.includes('close');
}

/** Whether a schema is a week's hours: seven days, each a day's hours or closed. */
export function isWeekHours(schema: ZodLike): boolean {
  const { node } = unwrap(schema);
  const def = node._zod.def;
  if (def.type !== 'array' || !def.element) return false;
  const seven = checksOf(node).some((c) => c['check'] === 'length_equals' && c['length'] === 7);
  return seven && isDayHours(def.element);
}

function labelOf(scope: string, path: string, key: string): string {
  return LABEL_BY_PATH[`${scope}.${path}`] ?? LABEL_BY_PATH[path] ?? LABEL_BY_KEY[key] ?? key;
}

function hintOf(scope: string, path: string): string | undefined {
  return HINT_BY_PATH[`${scope}.${path}`] ?? HINT_BY_PATH[path];
}

/** The widget settings of a value schema (no label, name or required). */
function widgetOf(node: ZodLike, path: string, options: FieldOptions): Record<string, unknown> {
  const def = node._zod.def;
  const checks = checksOf(node);
  switch (def.type) {
    case 'object':
      if (isDayHours(node)) return { widget: 'day-hours' };
      return { widget: 'object', fields: fieldsOf(node, options, path) };
    case 'boolean':
      return { widget: 'boolean', default: false };
    case 'enum':
      return { widget: 'select', options: optionsOf(def.entries ?? {}, path) };
    case 'number': {
      const whole = checks.some((c) => c['check'] === 'number_format');
      const low = checks.find((c) => c['check'] === 'greater_than');
      const high = checks.find((c) => c['check'] === 'less_than');
      const min = low
        ? (low['value'] as number) + (low['inclusive'] ? 0 : whole ? 1 : 0)
        : undefined;
      const max = high
        ? (high['value'] as number) - (high['inclusive'] ? 0 : whole ? 1 : 0)
        : undefined;
      return {
        widget: 'number',
        value_type: whole ? 'int' : 'float',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case 'string': {
      const regex = checks.find((c) => c['check'] === 'string_format' && c['pattern']);
      const source = (regex?.['pattern'] as RegExp | undefined)?.source;
      const isDate =
        (source !== undefined && DATE_SOURCES.has(source)) ||
        checks.some((c) => c['format'] === 'date');
      if (isDate) {
        return {
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          time_format: false,
        };
      }
      if (!source) return { widget: 'string' };
      return { widget: 'string', pattern: [source, PATTERN_HINTS[source] ?? `Шаблон ${source}`] };
    }
    case 'array': {
      if (isWeekHours(node)) return { widget: 'week-hours' };
      const min = checks.find((c) => c['check'] === 'min_length')?.['minimum'] as
        number | undefined;
      const max = checks.find((c) => c['check'] === 'max_length')?.['maximum'] as
        number | undefined;
      // Decap counts an empty list as missing: a list the schema lets be empty is not required.
      const bounds = { ...(min ? { min } : { required: false }), ...(max ? { max } : {}) };
      const item = unwrap(def.element as ZodLike).node;
      if (item._zod.def.type === 'enum')
        return {
          widget: 'select',
          multiple: true,
          default: [],
          ...bounds,
          ...widgetOf(item, path, options),
        };
      if (item._zod.def.type === 'object' && !isDayHours(item))
        return {
          widget: 'list',
          collapsed: true,
          default: [],
          ...bounds,
          fields: fieldsOf(item, options, path),
        };
      return {
        widget: 'list',
        default: [],
        ...bounds,
        field: {
          label: labelOf(options.scope, path, path.split('.').pop() ?? path),
          name: 'item',
          ...widgetOf(item, path, options),
        },
      };
    }
    default:
      return { widget: 'string' };
  }
}

function optionsOf(entries: Record<string, string>, path: string) {
  const names = OPTION_LABELS[path] ?? {};
  return Object.values(entries).map((value) => ({ label: names[value] ?? value, value }));
}

/**
 * The fields inside an optional object (a size's nutrition, a combo), made optional: Decap checks
 * a child's «required» and a list's «min» even while the object is left empty, and fills a new
 * entry with every default, so a combo would be written as `{ slots: [] }`. The build still
 * refuses an object filled in by half, with the schema's message.
 */
function insideOptional(fields: DecapField[]): DecapField[] {
  return fields.map(({ default: _default, min, ...field }) => ({
    ...field,
    ...(min !== undefined && field.widget !== 'list' && !field['multiple'] ? { min } : {}),
    required: false,
    ...(field.fields ? { fields: insideOptional(field.fields) } : {}),
  }));
}

/** The Decap fields of an object schema, one per key, nested objects and lists included. */
export function fieldsOf(schema: ZodLike, options: FieldOptions, prefix = ''): DecapField[] {
  const fields: DecapField[] = [];
  for (const [key, child] of Object.entries(shapeOf(schema))) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (options.omit?.includes(path)) continue;
    const { node, optional, nullable } = unwrap(child);
    const hint = hintOf(options.scope, path);
    const override = options.overrides?.[path];
    // An override naming a widget replaces the generated one whole (a select instead of a list).
    const widget = override?.['widget'] ? {} : widgetOf(node, path, options);
    const field: DecapField = {
      label: labelOf(options.scope, path, key),
      name: key,
      widget: 'string',
      ...widget,
      ...(optional || nullable ? { required: false } : {}),
      ...(hint ? { hint } : {}),
    };
    // A day's hours say whether «closed» (null) and «as usual» (absent) may be chosen.
    if (field.widget === 'day-hours') Object.assign(field, { closable: nullable, usual: optional });
    if (optional && field.widget === 'object' && field.fields)
      field.fields = insideOptional(field.fields);
    fields.push({ ...field, ...override });
  }
  return fields;
}
