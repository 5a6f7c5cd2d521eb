/**
 * Zod schemas for the editorial content collections in `src/content/*`.
 *
 * Framework-free on purpose: only `astro/zod` (zod v4, through src/lib/zod.ts) is imported, so the same
 * schemas serve `content.config.ts` and the unit tests. Every entry's code (its
 * URL slug) is the Astro entry `id`: the file name without `.md`. Entries made in the editor
 * also carry it as `slug` (Decap names the file after that field; content.config.ts keeps ids
 * from file names).
 */
import { z } from '../lib/zod';
import { COVER_KEYS, coverFields, oneCover, pathOnly, type ImageHelper } from './cover-schema';
import { ADDRESS_PATTERN } from '../lib/content/address';

export { COVER_KEYS };

/** News tags allowed in `news` frontmatter. */
export const NEWS_TAGS = [
  'меню',
  'рестораны',
  'компания',
  'качество',
  'экология',
  'благотворительность',
  'карьера',
  'приложение',
] as const;

/** FAQ topics allowed in `faq` items. */
export const FAQ_TOPICS = [
  'меню',
  'рестораны',
  'приложение',
  'доставка',
  'оплата',
  'бонусы',
  'качество',
  'карьера',
] as const;

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (what: string) => z.string().trim().min(1, `Поле «${what}» не должно быть пустым`);
const slug = (what: string) =>
  z.string().regex(SLUG, `Поле «${what}»: латиница, цифры и дефисы, например saint-petersburg`);
const date = (what: string) =>
  z.coerce.date({ error: `Поле «${what}»: нужна дата (ГГГГ-ММ-ДД или дата со временем)` });
/** The page address an editor fixed at the first save (Decap names the file after it). */
const address = z
  .string()
  .regex(
    new RegExp(ADDRESS_PATTERN),
    'Поле «slug»: адрес латиницей, цифрами и дефисами, например novyy-restoran-v-tveri',
  )
  .optional()
  .describe('Page address, equal to the file name; set once by the editor');
const order = z
  .number()
  .int('Поле «order»: нужно целое число')
  .min(1, 'Поле «order»: нумерация начинается с 1')
  .describe('Sort position in lists, 1 = first');
const cover = z
  .enum(COVER_KEYS, { error: `Поле «cover»: одна из иллюстраций ${COVER_KEYS.join(', ')}` })
  .describe('Illustration key (an SVG is drawn per key)');
const coverAlt = text('coverAlt')
  .max(200, 'Поле «coverAlt»: не больше 200 знаков')
  .describe('Russian alt text for the cover illustration');

/** Shared SEO part: page title and meta description (≤ 160 chars). */
export const seoSchema = z.strictObject({
  title: text('title')
    .max(120, 'Поле «title»: не больше 120 знаков')
    .describe('Page/entry title, used as H1 and <title>'),
  description: text('description')
    .max(160, 'Поле «description»: не больше 160 знаков (предел meta description)')
    .describe('Meta description / lead, at most 160 characters'),
});

/** Fails when `end` is earlier than `start` (both optional). */
const endNotBeforeStart =
  <K1 extends string, K2 extends string>(startKey: K1, endKey: K2) =>
  (d: { [P in K1 | K2]?: Date | undefined }, ctx: z.RefinementCtx) => {
    const start = d[startKey];
    const end = d[endKey];
    if (start && end && end.getTime() < start.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: [endKey],
        message: `Поле «${endKey}» не может быть раньше «${startKey}»`,
      });
    }
  };

/** Fails an event that says neither where it is held nor that it is online. */
const placeOrOnline = (
  d: { place?: unknown; online?: boolean | undefined },
  ctx: z.RefinementCtx,
) => {
  if (d.place === undefined && d.online !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['place'],
      message:
        'Где проходит событие? Укажите место (place) или отметьте, что оно онлайн (online: true)',
    });
  }
};

/** Map point of an event venue. */
const placeSchema = z
  .strictObject({
    name: text('place.name').describe('Venue name'),
    address: text('place.address').describe('Street address in Russian'),
    lat: z
      .number()
      .min(-90, 'Поле «lat»: от −90 до 90')
      .max(90, 'Поле «lat»: от −90 до 90')
      .describe('Latitude, WGS84'),
    long: z
      .number()
      .min(-180, 'Поле «long»: от −180 до 180')
      .max(180, 'Поле «long»: от −180 до 180')
      .describe('Longitude, WGS84'),
  })
  .describe('Venue of the event, shown on a map');

const sectionsSchema = z
  .array(
    z.strictObject({
      id: slug('section id').describe('Latin anchor id the page adds to the heading'),
      title: text('section title').describe('Exact text of the matching ## heading in the body'),
    }),
  )
  .min(1, 'Поле «sections»: если оно есть, нужен хотя бы один раздел')
  .refine(
    (s) => new Set(s.map((x) => x.id)).size === s.length,
    'Поле «sections»: id разделов не должны повторяться',
  )
  .describe('In-page navigation: one item per ## heading of the body');

const faqItemsSchema = z
  .array(
    z.strictObject({
      q: text('faq question').describe('Question'),
      a: text('faq answer').describe('Answer, plain text'),
    }),
  )
  .min(4, 'Поле «faq»: нужно не меньше 4 вопросов')
  .max(8, 'Поле «faq»: не больше 8 вопросов')
  .describe('Questions and answers shown as an accordion');

/** News article (`src/content/news/*.md`); `image` is Astro's helper in content.config.ts. */
export const newsSchemaWith = <T>(image: ImageHelper<T>) =>
  z
    .strictObject({
      slug: address,
      ...seoSchema.shape,
      date: date('date').describe('Publication date'),
      tags: z
        .array(z.enum(NEWS_TAGS, { error: `Поле «tags»: теги из списка ${NEWS_TAGS.join(', ')}` }))
        .min(1, 'Поле «tags»: нужен хотя бы один тег')
        .max(3, 'Поле «tags»: не больше 3 тегов')
        .describe('Topic tags for filtering'),
      ...coverFields(image),
    })
    .superRefine(oneCover);

/** News article with the uploaded picture's path kept as text (unit tests). */
export const newsSchema = newsSchemaWith(pathOnly);

/** Event (`src/content/events/*.md`); `image` is Astro's helper in content.config.ts. */
export const eventSchemaWith = <T>(image: ImageHelper<T>) =>
  z
    .strictObject({
      slug: address,
      ...seoSchema.shape,
      dateStart: date('dateStart').describe('Start date/time of the event'),
      dateEnd: date('dateEnd').describe('End date/time of the event'),
      city: slug('city').describe('City code slug, e.g. moscow, saint-petersburg, kazan'),
      place: placeSchema
        .optional()
        .describe('Venue with coordinates; omit for an event held only online'),
      online: z
        .boolean()
        .optional()
        .describe(
          'Held online (a stream, a webinar): the page and the card say «онлайн»; with a place too when it is held both ways',
        ),
      admission: z
        .strictObject({
          price: z
            .number()
            .int('Поле «admission.price»: целое число рублей')
            .min(0, 'Поле «admission.price»: 0 или больше')
            .describe('Price in roubles; 0: free'),
          registration: z
            .string()
            .regex(
              /^(\/|https:\/\/)/,
              'Поле «admission.registration»: адрес на сайте (/…) или ссылка https://…',
            )
            .optional()
            .describe('Where to register, when one must'),
        })
        .optional()
        .describe('What attending takes (a price, a registration); omit for a free open event'),
      ...coverFields(image),
    })
    .superRefine(endNotBeforeStart('dateStart', 'dateEnd'))
    .superRefine(placeOrOnline)
    .superRefine(oneCover);

/** Event with the uploaded picture's path kept as text (unit tests). */
export const eventSchema = eventSchemaWith(pathOnly);

/** Offer (`src/content/offers/*.md`); `image` is Astro's helper in content.config.ts. */
export const offerSchemaWith = <T>(image: ImageHelper<T>) =>
  z
    .strictObject({
      slug: address,
      ...seoSchema.shape,
      validFrom: date('validFrom').describe('First day the offer works'),
      validTo: date('validTo').describe('Last day the offer works'),
      badge: text('badge')
        .max(14, 'Поле «badge»: не больше 14 знаков')
        .describe('Short label on the card, e.g. «−20%», «1+1»'),
      ...coverFields(image),
      steps: z
        .array(text('step').max(120, 'Поле «steps»: каждый шаг не длиннее 120 знаков'))
        .min(2, 'Поле «steps»: от 2 до 4 шагов')
        .max(4, 'Поле «steps»: от 2 до 4 шагов')
        .describe('How to get the offer, shown in the steps modal'),
      terms: text('terms').describe('Short legal terms of the offer'),
      channel: z
        .enum(['restaurant', 'delivery', 'app', 'all'], {
          error: 'Поле «channel»: restaurant, delivery, app или all',
        })
        .describe('Where the offer works'),
    })
    .superRefine(endNotBeforeStart('validFrom', 'validTo'))
    .superRefine(oneCover);

/** Offer with the uploaded picture's path kept as text (unit tests). */
export const offerSchema = offerSchemaWith(pathOnly);

/** Management team member (`src/content/management/*.md`). */
export const managerSchema = z.strictObject({
  slug: address,
  name: text('name').describe('Full name'),
  position: text('position').describe('Job title'),
  order,
  portrait: z
    .string()
    .regex(/^m\d+$/, 'Поле «portrait»: ключ портрета вида m1, m2…')
    .describe('Portrait illustration key'),
  portraitAlt: text('portraitAlt').describe('Russian alt text for the portrait'),
  quote: text('quote')
    .max(220, 'Поле «quote»: одна короткая фраза, не больше 220 знаков')
    .describe('One-sentence quote'),
});

/** Quality article (`src/content/quality/*.md`). */
export const qualitySchema = z.strictObject({
  slug: address,
  ...seoSchema.shape,
  order,
  cover,
  coverAlt,
});

/** Info page: company, sustainability and ecoday collections. */
export const companyPageSchema = z
  .strictObject({
    slug: address,
    ...seoSchema.shape,
    order,
    sections: sectionsSchema.optional().describe('In-page navigation; omit for short pages'),
    cover: cover.optional().describe('Illustration key (ecoday themes, programme pages)'),
    coverAlt: coverAlt.optional().describe('Alt text for cover; required when cover is set'),
    vacancies: z
      .array(
        z.strictObject({
          title: text('vacancy title').describe('Job title'),
          city: text('vacancy city').describe('City name in Russian'),
          schedule: text('vacancy schedule').describe('Working schedule'),
          salary: text('vacancy salary').describe('Salary range, text'),
          description: text('vacancy description').describe('Two or three sentences'),
        }),
      )
      .min(1, 'Поле «vacancies»: если оно есть, нужна хотя бы одна вакансия')
      .optional()
      .describe('Open vacancies (development page)'),
  })
  .refine((d) => (d.cover === undefined) === (d.coverAlt === undefined), {
    message: 'cover and coverAlt go together: set both or neither',
    path: ['coverAlt'],
  });

/** Legal document (`src/content/legal/*.md`). */
export const legalSchema = z.strictObject({
  slug: address,
  ...seoSchema.shape,
  updated: date('updated').describe('Date of the last edit'),
  version: z
    .string()
    .regex(ISO_DAY, 'Поле «version»: дата вида 2025-09-01')
    .optional()
    .describe('Document version (date it takes effect)'),
  cookies: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[A-Za-z][\w-]*$/, 'Поле «cookies.name»: точное имя cookie латиницей')
          .describe('Cookie name as set by the site'),
        purpose: text('cookie purpose').describe('Why the cookie is set'),
        lifetime: text('cookie lifetime').describe('How long it lives'),
        kind: z
          .enum(['необходимые', 'функциональные', 'служебные'], {
            error: 'Поле «cookies.kind»: необходимые, функциональные или служебные',
          })
          .describe('Cookie category'),
      }),
    )
    .optional()
    .describe('Cookies used by the site (cookie policy only)'),
});

/** Promo campaign page (`src/content/promo/*.md`). */
export const promoSchema = z
  .strictObject({
    slug: address,
    ...seoSchema.shape,
    dateStart: date('dateStart').optional().describe('Campaign start; omit for evergreen pages'),
    dateEnd: date('dateEnd').optional().describe('Campaign end; omit for evergreen pages'),
    hero: z
      .strictObject({
        title: text('hero.title').describe('Hero heading'),
        text: text('hero.text').describe('Hero lead text'),
        cover,
        coverAlt,
      })
      .describe('Top block of the promo page'),
    stickers: z
      .array(
        z.strictObject({
          code: slug('sticker code').describe('Sticker code'),
          name: text('sticker name').describe('Sticker name'),
          rarity: z
            .enum(['обычный', 'редкий', 'легендарный'], {
              error: 'Поле «rarity»: обычный, редкий или легендарный',
            })
            .describe('Rarity'),
          description: text('sticker description').describe('One sentence'),
        }),
      )
      .length(12, 'Поле «stickers»: ровно 12 наклеек')
      .optional()
      .describe('Sticker collection (stickermania)'),
    flavours: z
      .array(
        z.strictObject({
          code: slug('flavour code').describe('Flavour code'),
          name: text('flavour name').describe('Flavour name'),
          description: text('flavour description').describe('One sentence'),
          kcal: z
            .number()
            .int()
            .positive('Поле «kcal»: больше нуля')
            .describe('Energy per serving, kcal'),
          price: z.number().int().positive('Поле «price»: больше нуля').describe('Price, roubles'),
        }),
      )
      .length(6, 'Поле «flavours»: ровно 6 вкусов')
      .optional()
      .describe('Ice-cream flavours (icecream)'),
    calendar: z
      .array(
        z.strictObject({
          date: date('calendar date').describe('Day of the advent calendar'),
          title: text('calendar title').describe('Title of the day'),
          description: text('calendar description').describe('One or two sentences'),
          offer: text('calendar offer').describe('Offer of the day, short'),
        }),
      )
      .min(12, 'Поле «calendar»: от 12 до 20 дней')
      .max(20, 'Поле «calendar»: от 12 до 20 дней')
      .optional()
      .describe('Advent calendar days (vkusniy-calendar)'),
    combos: z
      .array(
        z.strictObject({
          code: slug('combo code').describe('Combo code'),
          name: text('combo name').describe('Combo name'),
          contents: z
            .array(text('combo item'))
            .min(2, 'Поле «contents»: в комбо не меньше 2 позиций')
            .describe('What is inside'),
          price: z.number().int().positive('Поле «price»: больше нуля').describe('Price, roubles'),
        }),
      )
      .min(1, 'Поле «combos»: если оно есть, нужно хотя бы одно комбо')
      .optional()
      .describe('Combo sets (kidscombo, starcombo)'),
    benefits: z
      .array(
        z.strictObject({
          title: text('benefit title').describe('Benefit heading'),
          text: text('benefit text').describe('One or two sentences'),
        }),
      )
      .length(6, 'Поле «benefits»: ровно 6 преимуществ')
      .optional()
      .describe('App benefits (app-benefits)'),
    items: z
      .array(
        z.strictObject({
          code: slug('toy code').describe('Toy code'),
          name: text('toy name').describe('Toy name'),
          set: z
            .enum(['kidscombo', 'starcombo'], { error: 'Поле «set»: kidscombo или starcombo' })
            .describe('Combo set the toy comes with'),
          description: text('toy description').describe('One sentence'),
        }),
      )
      .min(8, 'Поле «items»: от 8 до 12 игрушек')
      .max(12, 'Поле «items»: от 8 до 12 игрушек')
      .optional()
      .describe('Toy collection (toys)'),
    faq: faqItemsSchema.optional().describe('Page FAQ accordion (4–8 items)'),
  })
  .superRefine(endNotBeforeStart('dateStart', 'dateEnd'));

/** General FAQ (`src/content/faq/index.md`, all entries in `items`). */
export const faqSchema = z.strictObject({
  ...seoSchema.shape,
  items: z
    .array(
      z.strictObject({
        q: text('question').describe('Question'),
        a: text('answer').describe('Answer, plain text'),
        topic: z
          .enum(FAQ_TOPICS, { error: `Поле «topic»: одна из тем ${FAQ_TOPICS.join(', ')}` })
          .describe('Topic for grouping'),
      }),
    )
    .min(1, 'Поле «items»: нужен хотя бы один вопрос')
    .describe('All FAQ entries'),
});

const blockSchema = (what: string) =>
  z.strictObject({
    title: text(`${what}.title`).describe('Block heading'),
    text: text(`${what}.text`).describe('Block text'),
  });

/** Short service page texts and home page blocks (`src/content/pages/*.md`). */
export const pageSchema = z.strictObject({
  slug: address,
  ...seoSchema.shape,
  cta: z
    .strictObject({
      label: text('cta.label').describe('Button label'),
      href: z
        .string()
        .regex(/^(\/|https:\/\/)/, 'Поле «cta.href»: адрес на сайте (/…) или ссылка https://…')
        .describe('Button target'),
    })
    .optional()
    .describe('Main call to action'),
  hero: z
    .strictObject({
      title: text('hero.title').describe('Hero heading'),
      subtitle: text('hero.subtitle').describe('Hero subheading'),
    })
    .optional()
    .describe('Home hero block'),
  appPromo: blockSchema('appPromo').optional().describe('Home app promo block'),
  newsletter: blockSchema('newsletter').optional().describe('Home newsletter block'),
});
