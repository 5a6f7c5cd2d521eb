import { readdirSync, readFileSync } from 'node:fs';
// @ts-expect-error -- no type declarations for js-yaml in node_modules
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import * as schemas from '~/content/editorial-schemas';

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
const load = (yaml as { load: (text: string) => unknown }).load;
const config = load(readFileSync('public/admin/config.yml', 'utf8')) as {
  collections: Collection[];
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
