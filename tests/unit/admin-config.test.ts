import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_FILE, PICTURE_MAX_BYTES } from '~/content/cover-schema';
import * as schemas from '~/content/editorial-schemas';
import { editorConfig } from './helpers/editor-config';

interface Field {
  name: string;
  fields?: Field[];
}
interface Collection {
  name: string;
  folder?: string;
  files?: { file: string; fields: Field[] }[];
  fields?: Field[];
}
// The editorial collections; the catalog's are generated and checked in admin-catalog.test.ts.
const config = {
  collections: (editorConfig().collections as unknown as Collection[]).filter(
    (c) => !c.folder?.startsWith('src/content/catalog/'),
  ),
};

/** Top-level keys of a (possibly refined) zod object schema. */
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {});
};

const SCHEMA_BY_FOLDER: Record<string, unknown> = {
  news: schemas.newsSchema,
  events: schemas.eventSchema,
  offers: schemas.offerSchema,
  management: schemas.managerSchema,
  quality: schemas.qualitySchema,
  company: schemas.companyPageSchema,
  sustainability: schemas.companyPageSchema,
  ecoday: schemas.companyPageSchema,
  legal: schemas.legalSchema,
  promo: schemas.promoSchema,
  faq: schemas.faqSchema,
  pages: schemas.pageSchema,
};

describe('the editor (Decap CMS) config', () => {
  it('edits every editorial folder of src/content', () => {
    const folders = readdirSync('src/content', { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'catalog')
      .map((d) => d.name)
      .sort();
    const edited = config.collections
      .map((c) => c.folder ?? c.files?.[0]?.file.replace(/\/[^/]+$/, '') ?? '')
      .map((f) => f.replace('src/content/', ''))
      .sort();
    expect(edited).toEqual(folders);
  });

  it('offers a field for every frontmatter key of each schema', () => {
    for (const collection of config.collections) {
      const folder = (collection.folder ?? 'src/content/faq').replace('src/content/', '');
      const fields = collection.fields ?? collection.files?.[0]?.fields ?? [];
      const names = fields.map((f) => f.name);
      for (const key of keysOf(SCHEMA_BY_FOLDER[folder])) {
        expect(names, `${folder}.${key}`).toContain(key);
      }
      expect(names).toContain('body');
    }
  });
});

/** A limit the content schema puts on a field, found by walking its zod schema. */
interface Limit {
  path: string;
  kind: 'max' | 'min' | 'pattern' | 'items' | 'range';
  value: number | string | [number | undefined, number | undefined];
}

interface ZodNode {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: Record<string, unknown> } }[];
      innerType?: ZodNode;
      in?: ZodNode;
      element?: ZodNode;
      shape?: Record<string, ZodNode>;
    };
  };
  shape?: Record<string, ZodNode>;
}

/** Every limit of a schema, by dotted field path (list items share their list's path). */
function limitsOf(schema: ZodNode, path = ''): Limit[] {
  const def = schema._zod.def;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return limitsOf(inner, path);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const found: Limit[] = [];
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(schema.shape ?? def.shape ?? {})) {
      found.push(...limitsOf(child, path ? `${path}.${key}` : key));
    }
  } else if (def.type === 'array') {
    const min = checks.find((c) => c['check'] === 'min_length')?.['minimum'] as number | undefined;
    const max = checks.find((c) => c['check'] === 'max_length')?.['maximum'] as number | undefined;
    const exact = checks.find((c) => c['check'] === 'length_equals')?.['length'] as
      number | undefined;
    if (min !== undefined || max !== undefined || exact !== undefined) {
      found.push({ path, kind: 'items', value: [exact ?? min, exact ?? max] });
    }
    if (def.element) found.push(...limitsOf(def.element, path));
  } else if (def.type === 'string') {
    for (const check of checks) {
      if (check['check'] === 'max_length')
        found.push({ path, kind: 'max', value: check['maximum'] as number });
      if (check['check'] === 'min_length' && (check['minimum'] as number) > 1)
        found.push({ path, kind: 'min', value: check['minimum'] as number });
      if (check['check'] === 'string_format' && check['format'] === 'regex')
        found.push({ path, kind: 'pattern', value: (check['pattern'] as RegExp).source });
    }
  } else if (def.type === 'number') {
    const low = checks.find((c) => c['check'] === 'greater_than')?.['value'] as number | undefined;
    const high = checks.find((c) => c['check'] === 'less_than')?.['value'] as number | undefined;
    if (low !== undefined || high !== undefined)
      found.push({ path, kind: 'range', value: [low, high] });
  }
  return found;
}

interface EditorField extends Field {
  widget?: string;
  pattern?: [string, string];
  min?: number;
  max?: number;
  field?: EditorField;
}

/** The editor field at a dotted path (through objects and lists). */
function fieldAt(fields: EditorField[], path: string): EditorField | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields.find((f) => f.name === head);
  if (!field || rest.length === 0) return field;
  return fieldAt(field.fields ?? (field.field ? [field.field] : []), rest.join('.'));
}

const CYRILLIC = /[А-Яа-яЁё]/;

describe('the editor refuses what the build would refuse', () => {
  it('has, for every length, count, range and pattern limit of a schema, the same rule with a Russian hint', () => {
    const problems: string[] = [];
    for (const collection of config.collections) {
      const folder = (collection.folder ?? 'src/content/faq').replace('src/content/', '');
      const schema = SCHEMA_BY_FOLDER[folder] as ZodNode | undefined;
      if (!schema) continue;
      const fields = (collection.fields ?? collection.files?.[0]?.fields ?? []) as EditorField[];
      for (const limit of limitsOf(schema)) {
        const where = `${folder}.${limit.path} (${limit.kind} ${JSON.stringify(limit.value)})`;
        const field = fieldAt(fields, limit.path);
        if (!field) {
          problems.push(`${where}: no editor field`);
          continue;
        }
        const [source, hint] = field.pattern ?? field.field?.pattern ?? [];
        if (limit.kind === 'max' || limit.kind === 'min' || limit.kind === 'pattern') {
          if (!source || !hint || !CYRILLIC.test(hint)) {
            problems.push(`${where}: no pattern with a Russian hint`);
            continue;
          }
          const rule = new RegExp(source, 'u');
          if (limit.kind === 'max') {
            const n = limit.value as number;
            if (!rule.test('ж'.repeat(n)) || rule.test('ж'.repeat(n + 1)))
              problems.push(`${where}: pattern ${source} does not allow exactly ${n}`);
          } else if (limit.kind === 'min') {
            const n = limit.value as number;
            if (!rule.test('ж'.repeat(n)) || rule.test('ж'.repeat(n - 1)))
              problems.push(`${where}: pattern ${source} does not require ${n}`);
          } else if (source !== limit.value) {
            problems.push(`${where}: pattern ${source} is not the schema's`);
          }
        } else {
          const [low, high] = limit.value as [number | undefined, number | undefined];
          if (
            (low !== undefined && field.min !== low) ||
            (high !== undefined && field.max !== high)
          )
            problems.push(`${where}: editor min/max ${field.min}/${field.max}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the editor uploads cover pictures where the schema finds them', () => {
  const withPicture = config.collections.filter((c) =>
    (c.fields ?? []).some((f) => f.name === 'image'),
  ) as (Collection & { media_folder?: string; public_folder?: string })[];

  it('news, events and offers have the «Фотография» field', () => {
    expect(withPicture.map((c) => c.name).sort()).toEqual(['events', 'news', 'offers']);
  });

  it.each(withPicture.map((c) => [c.name, c] as const))(
    '%s: optional image beside an optional illustration, alt text required, 5 MB at most',
    (_name, collection) => {
      const fields = collection.fields as (EditorField & Record<string, unknown>)[];
      const image = fields.find((f) => f.name === 'image');
      expect(image?.widget).toBe('image');
      expect(image?.['required']).toBe(false);
      expect(image?.['choose_url']).toBe(false);
      expect(image?.['media_library']).toEqual({ max_file_size: PICTURE_MAX_BYTES });
      expect(image?.pattern?.[0]).toBe(PICTURE_FILE.source);
      expect(fields.find((f) => f.name === 'cover')?.['required']).toBe(false);
      expect(fields.find((f) => f.name === 'coverAlt')?.['required']).not.toBe(false);
      // Files land in <folder>/images and the entry refers to them as ./images/…, relative to it.
      expect(collection.media_folder).toBe('images');
      expect(collection.public_folder).toBe('./images');
    },
  );
});
