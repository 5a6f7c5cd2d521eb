/**
 * Validates every editorial Markdown file in `src/content/*` against its zod
 * schema and checks Russian typography rules (quotes, dashes, NBSP before «—»).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
// js-yaml 4 ships without type declarations; only `load` (safe by default) is used.
// @ts-expect-error -- no type declarations for js-yaml in node_modules
import yaml from 'js-yaml';
import type { z } from 'astro/zod';
import {
  newsSchema,
  eventSchema,
  offerSchema,
  managerSchema,
  qualitySchema,
  companyPageSchema,
  legalSchema,
  promoSchema,
  faqSchema,
  pageSchema,
} from '../../src/content/editorial-schemas';

const ROOT = join(import.meta.dirname, '../../src/content');
const NBSP = '\u00A0';

interface Entry {
  id: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
}

/** Promo frontmatter by page id; a missing page fails the test that reads it. */
function promoData(): (id: string) => Record<string, unknown> {
  const byId = new Map(load('promo').map((e) => [e.id, e.data]));
  return (id) => {
    const data = byId.get(id);
    if (!data) throw new Error(`promo/${id}.md is missing`);
    return data;
  };
}

function parse(file: string): { data: Record<string, unknown>; body: string } {
  const raw = readFileSync(file, 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!m) throw new Error(`${file}: no YAML frontmatter`);
  const data = (yaml as { load(s: string): unknown }).load(m[1] ?? '') as Record<
    string,
    unknown
  > | null;
  return { data: data ?? {}, body: m[2] ?? '' };
}

function load(folder: string): Entry[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({
      id: f.replace(/\.md$/, ''),
      file: `${folder}/${f}`,
      ...parse(join(dir, f)),
    }));
}

/** All string values of the frontmatter, with their path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

const words = (body: string) =>
  body
    .replace(/[#*|>_`[\]()]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\d]/u.test(w)).length;

const headings = (body: string) => [...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((m) => m[1]);

const COLLECTIONS: Array<{
  folder: string;
  schema: z.ZodType;
  count?: [number, number];
  bodyWords: [number, number];
  ids?: string[];
}> = [
  {
    folder: 'news',
    schema: newsSchema,
    count: [30, 200],
    bodyWords: [150, 400],
  },
  {
    folder: 'events',
    schema: eventSchema,
    count: [8, 8],
    bodyWords: [100, 300],
  },
  {
    folder: 'offers',
    schema: offerSchema,
    count: [10, 10],
    bodyWords: [60, 200],
  },
  {
    folder: 'management',
    schema: managerSchema,
    count: [6, 6],
    bodyWords: [150, 250],
  },
  {
    folder: 'quality',
    schema: qualitySchema,
    count: [6, 6],
    bodyWords: [300, 600],
  },
  {
    folder: 'company',
    schema: companyPageSchema,
    bodyWords: [300, 900],
    ids: ['development', 'facts', 'franchising', 'index', 'media', 'semyavmeste', 'values'],
  },
  {
    folder: 'sustainability',
    schema: companyPageSchema,
    bodyWords: [300, 700],
    ids: ['index', 'planet', 'production', 'society'],
  },
  {
    folder: 'ecoday',
    schema: companyPageSchema,
    count: [5, 5],
    bodyWords: [100, 400],
  },
  {
    folder: 'legal',
    schema: legalSchema,
    bodyWords: [150, 2000],
    ids: ['legal', 'personal-data-consent', 'policies-cookies', 'privacy'],
  },
  {
    folder: 'promo',
    schema: promoSchema,
    bodyWords: [100, 400],
    ids: [
      'app',
      'app-benefits',
      'bigfest',
      'bonus',
      'cafe',
      'charity',
      'email',
      'feedback',
      'icecream',
      'kidscombo',
      'mop',
      'starcombo',
      'stickermania',
      'toys',
      'vkusniy-calendar',
      'wifi',
      'work-on-hold',
    ],
  },
  { folder: 'faq', schema: faqSchema, bodyWords: [0, 300], ids: ['index'] },
  {
    folder: 'pages',
    schema: pageSchema,
    bodyWords: [0, 300],
    ids: [
      '404',
      'email-confirmed',
      'email-unconfirmed',
      'home',
      'maintenance_mode',
      'subscribe-confirmed',
    ],
  },
];

describe.each(COLLECTIONS)(
  'content collection $folder',
  ({ folder, schema, count, bodyWords, ids }) => {
    const entries = load(folder);

    it('has the expected entries', () => {
      if (count) {
        expect(entries.length).toBeGreaterThanOrEqual(count[0]);
        expect(entries.length).toBeLessThanOrEqual(count[1]);
      }
      if (ids) expect(entries.map((e) => e.id).sort()).toEqual([...ids].sort());
    });

    it('uses latin slug file names', () => {
      for (const e of entries) expect(e.id, e.file).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
    });

    it("keeps an editor's address equal to the file name, the page address", () => {
      for (const e of entries) if ('slug' in e.data) expect(e.data['slug'], e.file).toBe(e.id);
    });

    it.each(entries.map((e) => [e.file, e] as const))('%s matches its schema', (_file, e) => {
      const result = schema.safeParse(e.data);
      const issues = result.success
        ? []
        : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      expect(issues).toEqual([]);
    });

    it.each(entries.map((e) => [e.file, e] as const))(
      '%s has a body of the right length',
      (_file, e) => {
        const n = words(e.body);
        expect(n, `${e.file}: ${n} words`).toBeGreaterThanOrEqual(bodyWords[0]);
        expect(n, `${e.file}: ${n} words`).toBeLessThanOrEqual(bodyWords[1]);
      },
    );

    it.each(entries.map((e) => [e.file, e] as const))(
      '%s follows Russian typography',
      (_file, e) => {
        const texts: Array<[string, string]> = [...strings(e.data), ['body', e.body]];
        const problems: string[] = [];
        for (const [where, t] of texts) {
          if (t.includes('"')) problems.push(`${where}: ASCII " quote, use «ёлочки»`);
          if (/\S - \S/.test(t)) problems.push(`${where}: hyphen used as a dash, use «${NBSP}— »`);
          for (const m of t.matchAll(/—/g)) {
            const before = t[m.index - 1];
            if (m.index > 0 && before !== NBSP && before !== '\n') {
              problems.push(
                `${where}: «—» must follow a non-breaking space: …${t.slice(Math.max(0, m.index - 15), m.index + 5)}…`,
              );
            }
          }
          if (/ —/.test(t)) problems.push(`${where}: plain space before «—»`);
          if (/\d (₽|%|°C)/.test(t))
            problems.push(`${where}: use a non-breaking space between a number and its unit`);
          if (/\b\d{1,3} \d{3}\b/.test(t))
            problems.push(`${where}: group thousands with a (thin) non-breaking space`);
        }
        expect(problems).toEqual([]);
      },
    );

    it.each(entries.filter((e) => Array.isArray(e.data.sections)).map((e) => [e.file, e] as const))(
      '%s lists sections that exist as ## headings',
      (_file, e) => {
        const hs = headings(e.body);
        for (const s of e.data.sections as Array<{ title: string }>)
          expect(hs, e.file).toContain(s.title);
      },
    );
  },
);

describe('cross-file rules', () => {
  it('news covers the last two years (2024-11 … 2026-11)', () => {
    const dates = load('news').map((e) => new Date(e.data.date as string).getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(Date.parse('2024-11-01'));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.parse('2026-11-30'));
  });

  it('at least 5 events have a place with coordinates', () => {
    expect(load('events').filter((e) => e.data.place).length).toBeGreaterThanOrEqual(5);
  });

  it('management order values are unique', () => {
    const orders = load('management').map((e) => e.data.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('the FAQ has 12 questions', () => {
    const [faq] = load('faq');
    expect((faq?.data['items'] as unknown[] | undefined)?.length).toBe(12);
  });

  it('development lists 6 vacancies', () => {
    const dev = load('company').find((e) => e.id === 'development');
    expect((dev?.data.vacancies as unknown[] | undefined)?.length).toBe(6);
  });

  it('promo pages carry the lists they need', () => {
    const promo = promoData();
    expect(promo('stickermania')['stickers']).toHaveLength(12);
    expect(promo('icecream')['flavours']).toHaveLength(6);
    expect(promo('app-benefits')['benefits']).toHaveLength(6);
    expect(promo('kidscombo')['combos']).toBeTruthy();
    expect(promo('starcombo')['combos']).toBeTruthy();
    const days = promo('vkusniy-calendar')['calendar'] as Array<{
      date: string | Date;
    }>;
    for (const d of days) expect(new Date(d.date).toISOString()).toMatch(/^2026-12-/);
    const toys = promo('toys')['items'] as Array<{ set: string }>;
    expect(new Set(toys.map((t) => t.set))).toEqual(new Set(['kidscombo', 'starcombo']));
  });

  it('campaign dates are the agreed ones', () => {
    const promo = promoData();
    expect(new Date(promo('bigfest')['dateStart'] as string).toISOString().slice(0, 10)).toBe(
      '2025-09-15',
    );
    expect(new Date(promo('bigfest')['dateEnd'] as string).getTime()).toBe(
      Date.parse('2025-11-09T23:59:59+03:00'),
    );
    for (const id of ['starcombo', 'app']) {
      expect(new Date(promo(id)['dateEnd'] as string).getTime(), id).toBe(
        Date.parse('2025-12-31T23:59:59+03:00'),
      );
    }
    for (const id of [
      'app-benefits',
      'bonus',
      'cafe',
      'charity',
      'email',
      'feedback',
      'mop',
      'wifi',
      'work-on-hold',
    ]) {
      expect(promo(id)['dateStart'], id).toBeUndefined();
      expect(promo(id)['dateEnd'], id).toBeUndefined();
    }
  });

  it('the personal-data consent is a separate, versioned document', () => {
    const consent = load('legal').find((e) => e.id === 'personal-data-consent');
    expect(consent?.data.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the cookie policy lists every cookie the site sets', () => {
    const cookies = load('legal').find((e) => e.id === 'policies-cookies');
    const names = (cookies?.data.cookies as Array<{ name: string }>).map((c) => c.name).sort();
    expect(names).toEqual(
      [
        'confirmed-city',
        'selected-restaurant-for-menu-id',
        'selected-menu-category',
        'selected-subcategory',
        'showed-smart-banner',
        'cookies-and-personal-data-agreement',
        'debugVitFluidFontSize',
        'city',
      ].sort(),
    );
  });
});

describe('schema messages', () => {
  const base = {
    title: 'Тест',
    description: 'Коротко.',
    dateStart: '2026-05-02',
    dateEnd: '2026-05-01',
    city: 'moscow',
    online: true,
    cover: 'festival',
    coverAlt: 'Картинка',
  };

  it('rejects an end date before the start date with a readable message', () => {
    const r = eventSchema.safeParse(base);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      'Поле «dateEnd» не может быть раньше «dateStart»',
    );
  });

  it('rejects a description longer than 160 characters', () => {
    const r = eventSchema.safeParse({
      ...base,
      dateEnd: '2026-05-03',
      description: 'а'.repeat(161),
    });
    expect(r.error?.issues[0]?.message).toMatch(/не больше 160 знаков/);
  });

  it('refuses an event that says neither where it is nor that it is online', () => {
    const { online: _online, ...nowhere } = { ...base, dateEnd: '2026-05-03' };
    const r = eventSchema.safeParse(nowhere);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'place',
        'Где проходит событие? Укажите место (place) или отметьте, что оно онлайн (online: true)',
      ],
    ]);
    expect(eventSchema.safeParse({ ...nowhere, online: false }).success).toBe(false);
    expect(eventSchema.safeParse({ ...nowhere, online: true }).success).toBe(true);
    const place = { name: 'Парк', address: 'ул. Крымский Вал, 9', lat: 55.73, long: 37.6 };
    expect(eventSchema.safeParse({ ...nowhere, place }).success).toBe(true);
  });

  it('takes what attending costs: whole roubles, registration on the site or over https', () => {
    const event = { ...base, dateEnd: '2026-05-03' };
    const admitted = (admission: unknown) => eventSchema.safeParse({ ...event, admission });
    expect(admitted({ price: 0, registration: '/company/franchising' }).success).toBe(true);
    expect(admitted({ price: 500 }).success).toBe(true);
    expect(admitted({ price: -1 }).error?.issues[0]?.message).toBe(
      'Поле «admission.price»: 0 или больше',
    );
    expect(admitted({ price: 0, registration: 'http://x.ru' }).error?.issues[0]?.message).toBe(
      'Поле «admission.registration»: адрес на сайте (/…) или ссылка https://…',
    );
  });

  it('rejects unknown frontmatter keys (strict objects)', () => {
    const r = eventSchema.safeParse({ ...base, dateEnd: '2026-05-03', extra: 1 });
    expect(r.success).toBe(false);
  });
});

describe('schema documentation', () => {
  interface Def {
    type: string;
    innerType?: Node;
    shape?: Record<string, Node>;
    element?: Node;
  }
  interface Node {
    description?: string;
    _zod: { def: Def };
  }

  /** Paths of object fields that have no `.describe()` text. */
  function undocumented(node: Node, path: string): string[] {
    let n = node;
    while (n._zod.def.type === 'optional' && n._zod.def.innerType) n = n._zod.def.innerType;
    const def = n._zod.def;
    if (def.type === 'array' && def.element) return undocumented(def.element, `${path}[]`);
    if (def.type !== 'object' || !def.shape) return [];
    return Object.entries(def.shape).flatMap(([k, v]) => [
      ...(v.description ? [] : [`${path}.${k}`]),
      ...undocumented(v, `${path}.${k}`),
    ]);
  }

  it('every field of every schema has a description', () => {
    const schemas = {
      newsSchema,
      eventSchema,
      offerSchema,
      managerSchema,
      qualitySchema,
      companyPageSchema,
      legalSchema,
      promoSchema,
      faqSchema,
      pageSchema,
    };
    const missing = Object.entries(schemas).flatMap(([name, s]) =>
      undocumented(s as unknown as Node, name),
    );
    expect(missing).toEqual([]);
  });
});
