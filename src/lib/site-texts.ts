/**
 * Light calls for what every page loads at idle (agreement, alert, analytics
 * config): they go through the shared ofetch instance but check the few fields they use by hand,
 * so no page pays for the zod schemas of the full API client before the visitor interacts.
 */
import { request } from './api/http';

/** A page with a preview and a detail text (agreement, alert). */
export interface TextPage {
  previewText: string;
  detailText: string;
}

const text = (value: unknown, key: string): string => {
  const field = (value as Record<string, unknown> | null)?.[key];
  return typeof field === 'string' ? field : '';
};

/** GET /api/page/personal-data-agreement[/{cityCode}]. */
export async function fetchAgreement(cityCode?: string): Promise<TextPage> {
  const base = '/api/page/personal-data-agreement';
  const answer = await request(cityCode ? `${base}/${encodeURIComponent(cityCode)}` : base);
  return { previewText: text(answer, 'previewText'), detailText: text(answer, 'detailText') };
}

/** GET /api/page/alerts-information-block. */
export async function fetchAlert(): Promise<TextPage> {
  const answer = await request('/api/page/alerts-information-block');
  return { previewText: text(answer, 'previewText'), detailText: text(answer, 'detailText') };
}

/** GET /api/config: only the analytics ids. */
export async function fetchAnalyticsConfig(): Promise<{
  tagManagerId: string;
  yandexVerificationId: string;
}> {
  const answer = await request('/api/config');
  return {
    tagManagerId: text(answer, 'tagManagerId'),
    yandexVerificationId: text(answer, 'yandexVerificationId'),
  };
}
