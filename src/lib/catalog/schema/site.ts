import { z } from '../../zod.ts';
import { slugSchema, textSchema } from './common.ts';

/** A loyalty awarding rule; ratio is the share of the bill returned as points. */
export const awardingRuleSchema = z.strictObject({
  ratio: z.number().gt(0).lt(1).describe('Share of the bill credited as points, e.g. 0.05'),
  name: textSchema.describe('Rule name in Russian'),
});

/** A loyalty awarding rule. */
export type AwardingRule = z.infer<typeof awardingRuleSchema>;

/** The loyalty.json file. */
export const loyaltySchema = z.strictObject({
  awarding_rules: z.array(awardingRuleSchema).min(1).describe('Rules, the base one first'),
});

/** Loyalty programme settings. */
export type Loyalty = z.infer<typeof loyaltySchema>;

/** Site-relative URL starting with a slash. */
const siteUrlSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/)
  .describe('Site-relative URL');

/** A leaf navigation link. */
export const navLinkSchema = z.strictObject({
  title: textSchema.describe('Link text in Russian'),
  url: siteUrlSchema.describe('Target URL'),
});

/** A leaf navigation link. */
export type NavLink = z.infer<typeof navLinkSchema>;

/** A navigation item: a link, or a heading (url null) grouping links. */
export const navItemSchema = z.strictObject({
  title: textSchema.describe('Item text in Russian'),
  url: siteUrlSchema.nullable().describe('Target URL, null for a heading that only groups links'),
  children: z.array(navLinkSchema).min(1).optional().describe('Nested links'),
});

/** A navigation item. */
export type NavItem = z.infer<typeof navItemSchema>;

/** A titled group of navigation items. */
export const navGroupSchema = z.strictObject({
  title: textSchema.describe('Group title in Russian'),
  children: z.array(navItemSchema).min(1).describe('Items of the group'),
});

/** A titled group of navigation items. */
export type NavGroup = z.infer<typeof navGroupSchema>;

/** The navigation.json file. */
export const navigationSchema = z.strictObject({
  pages: z
    .strictObject({
      header1: navGroupSchema.describe('Upper header menu'),
      header2: navGroupSchema.describe('Main header menu'),
      footer: navGroupSchema.describe('Footer menu, grouped'),
      company: navGroupSchema.describe('Company section menu'),
    })
    .describe('Menus by placement'),
  isFixedCategories: z.boolean().describe('Menu categories are fixed, not personalised'),
});

/** Site navigation. */
export type Navigation = z.infer<typeof navigationSchema>;

/** Text of a page with a short preview. */
export const textPageSchema = z.strictObject({
  previewText: z.string().describe('Short preview, one or two sentences; empty for none'),
  detailText: z.string().describe('Full text as simple HTML paragraphs; empty for none'),
});

/** Text of a page with a short preview. */
export type TextPage = z.infer<typeof textPageSchema>;

/** The agreements.json file: personal-data agreement per city code plus «default». */
export const agreementsSchema = z
  .record(z.union([slugSchema, z.literal('default')]), textPageSchema)
  .refine((value) => 'default' in value, { message: 'default entry is required' })
  .describe('Personal-data agreement per city code, with a default entry');

/** Personal-data agreements by city code. */
export type Agreements = z.infer<typeof agreementsSchema>;

/** The alert.json file: the site-wide information block. */
export const alertSchema = textPageSchema.describe('Site-wide information block');

/** Site-wide information block. */
export type Alert = z.infer<typeof alertSchema>;

/** The smartlinks.json file: folder → code → long URL. */
export const smartlinksSchema = z
  .record(slugSchema, z.record(slugSchema, z.url().describe('Long target URL')))
  .describe('Short-link targets by folder and code');

/** Short-link targets. */
export type Smartlinks = z.infer<typeof smartlinksSchema>;

/** Lower-case words (ё as е), single or a phrase. */
const searchPhraseSchema = z
  .string()
  .regex(/^[а-я ]+$/)
  .describe('Lower-case Russian words, ё as е');

/** What a visitor's words mean to search (search-words.json). */
export const searchWordsSchema = z.strictObject({
  synonyms: z
    .record(searchPhraseSchema, z.string().regex(/^[а-я ]+(?:\|[а-я ]+)*$/))
    .describe(
      'Everyday words or phrases → the menu words searched instead (compared by stem); «|» splits alternatives',
    ),
  diets: z
    .record(searchPhraseSchema, z.enum(['vegetarian', 'vegan']))
    .describe('Words asking for a diet → the menu filter diet code'),
  without: z
    .record(searchPhraseSchema, z.array(searchPhraseSchema).min(1))
    .describe('Phrases «без …» → the allergens (as the catalog names them) they leave out'),
  stopWords: z.array(searchPhraseSchema).describe('Words that carry no meaning for search'),
});

/** Search vocabulary. */
export type SearchWords = z.infer<typeof searchWordsSchema>;
