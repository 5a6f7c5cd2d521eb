/** Cookie consent (SPEC §5, §9) and which analytics may load after it. */

/** Consent counts as given when this cookie exists (SPEC §5). */
export const CONSENT_COOKIE = 'cookies-and-personal-data-agreement';

/** One year, in seconds: how long the consent cookie lives. */
export const CONSENT_MAX_AGE = 365 * 24 * 3600;

/** The analytics part of SPEC §3 Config. */
export interface AnalyticsConfig {
  tagManagerId?: string | null | undefined;
  yandexVerificationId?: string | null | undefined;
}

/** What to load: nothing without consent, and only what is configured. */
export interface AnalyticsPlan {
  tagManagerId: string | null;
  yandexVerificationId: string | null;
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text && /^[\w-]+$/.test(text) ? text : null;
};

/** The analytics to load given consent and the config (ids that are not plain codes are ignored). */
export function analyticsPlan(consent: boolean, config: AnalyticsConfig | null): AnalyticsPlan {
  if (!consent || !config) return { tagManagerId: null, yandexVerificationId: null };
  return {
    tagManagerId: clean(config.tagManagerId),
    yandexVerificationId: clean(config.yandexVerificationId),
  };
}

/** Russian typography for texts from the API/content: a non-breaking space before every «—». */
export function bindDashes(text: string): string {
  return text.replace(/[ \t]+(?=—)/g, '\u00a0');
}
