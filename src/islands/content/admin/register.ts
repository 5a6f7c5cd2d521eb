/** Registers the site-like preview templates and stylesheet with Decap before `CMS.init()`. */
import type { ReactElement } from 'react';
import previewStyles from './preview.css?url';
import siteFontFaces from '~/styles/fonts.css?inline';
import {
  EventPreview,
  NewsPreview,
  OfferPreview,
  PagePreview,
  type PreviewProps,
} from './previews';
import { ProductPreview, RestaurantPreview } from './catalog-previews';

/** The part of Decap's CMS object this module uses. */
export interface PreviewRegistry {
  registerPreviewStyle: (style: string, options?: { raw: boolean }) => void;
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => ReactElement) => void;
}

/** Editorial collections of the editor's config (src/lib/admin/editorial.yml) drawn as a generic page. */
export const PAGE_COLLECTIONS = [
  'management',
  'quality',
  'company',
  'sustainability',
  'ecoday',
  'legal',
  'promo',
  'faq',
  'pages',
] as const;

/** The catalog's collections, generated from its schemas (src/lib/admin/catalog-collections.ts). */
export const CATALOG_COLLECTIONS = ['products', 'categories', 'restaurants'] as const;

/**
 * The site's @font-face rules (src/styles/fonts.css, their one source) for the preview pane, with
 * `font-display: swap`: the pane is drawn once, often before the font arrives, and the site's
 * `optional` would then leave it in the fallback font for good.
 */
export function previewFontFaces(css: string): string {
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  if (faces.length === 0 || faces.some((face) => !/font-display:\s*optional/.test(face))) {
    throw new Error('fonts.css: every @font-face was expected to say `font-display: optional`');
  }
  return faces
    .map((face) => face.replace(/font-display:\s*optional/, 'font-display:swap'))
    .join('\n');
}

/**
 * The pane sets its text in Onest always: the site names Onest only on pages its service worker
 * controls (src/lib/font-gate.ts), and the pane is no such page.
 */
export const PREVIEW_FONT_RULE = ":root{--font:'Onest Variable',var(--font-fallback)}";

/** Gives Decap the site's stylesheet for the preview pane and a template per collection. */
export function registerPreviews(cms: PreviewRegistry): void {
  cms.registerPreviewStyle(previewStyles);
  cms.registerPreviewStyle(previewFontFaces(siteFontFaces), { raw: true });
  cms.registerPreviewStyle(PREVIEW_FONT_RULE, { raw: true });
  cms.registerPreviewTemplate('news', NewsPreview);
  cms.registerPreviewTemplate('events', EventPreview);
  cms.registerPreviewTemplate('offers', OfferPreview);
  for (const name of PAGE_COLLECTIONS) cms.registerPreviewTemplate(name, PagePreview);
  cms.registerPreviewTemplate('products', ProductPreview);
  cms.registerPreviewTemplate('restaurants', RestaurantPreview);
}
