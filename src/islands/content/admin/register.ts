/** Registers the site-like preview templates and stylesheet with Decap before `CMS.init()`. */
import type { ReactElement } from 'react';
import previewStyles from './preview.css?url';
import {
  EventPreview,
  NewsPreview,
  OfferPreview,
  PagePreview,
  type PreviewProps,
} from './previews';

/** The part of Decap's CMS object this module uses. */
export interface PreviewRegistry {
  registerPreviewStyle: (url: string) => void;
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => ReactElement) => void;
}

/** Editorial collections of public/admin/config.yml drawn as a generic page. */
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

/** Gives Decap the site's stylesheet for the preview pane and a template per collection. */
export function registerPreviews(cms: PreviewRegistry): void {
  cms.registerPreviewStyle(previewStyles);
  cms.registerPreviewTemplate('news', NewsPreview);
  cms.registerPreviewTemplate('events', EventPreview);
  cms.registerPreviewTemplate('offers', OfferPreview);
  for (const name of PAGE_COLLECTIONS) cms.registerPreviewTemplate(name, PagePreview);
}
