/** Site-wide facts used in titles, meta tags and structured data. */

/** The brand name, with its en dash. */
export const BRAND = '«Вкусно – и точка»';

/** The brand without quotes, for structured data. */
export const BRAND_PLAIN = 'Вкусно – и точка';

/** Another name people search the brand by: without the dash they cannot type. */
export const BRAND_ALTERNATE = 'Вкусно и точка';

/**
 * The brand's square logo for search results (at least 112 × 112 px): the 512 px app icon that
 * scripts/brand-assets.mjs renders into public/.
 */
export const BRAND_LOGO = { path: '/icon-512.png', width: 512, height: 512 } as const;

/** The operator company. */
export const OPERATOR = 'ООО «Вкусно – и точка\u00a0— Сеть»';

/**
 * A page title with the brand: «Меню — «Вкусно – и точка»» (non-breaking space before the dash).
 * A title that names the brand itself, whatever its spaces, is kept as it is: not branded twice.
 */
export function pageTitle(title?: string): string {
  if (!title) return `${BRAND}\u00a0— рестораны быстрого питания`;
  return title.replace(/\s/g, ' ').includes(BRAND_PLAIN) ? title : `${title}\u00a0— ${BRAND}`;
}

/** The document title of an error page (SPEC §8). */
export function errorTitle(status: number): string {
  return status === 404
    ? `404 ошибка - страница не найдена - ${BRAND}`
    : `${status} ошибка - ${BRAND}`;
}

/** Social links (SPEC §9 defaults: VK, Telegram, OK). */
export const SOCIAL_LINKS = [
  { social: 'vk', title: 'ВКонтакте', href: 'https://vk.com/vkusnoitochka' },
  { social: 'tg', title: 'Telegram', href: 'https://t.me/vkusnoitochka' },
  { social: 'ok', title: 'Одноклассники', href: 'https://ok.ru/vkusnoitochka' },
] as const;

/** The free hotline: a tel: link and its text with non-breaking spaces and hyphens. */
export const HOTLINE = {
  href: 'tel:+78005553535',
  text: '8\u00a0800\u00a0555\u201135\u201135',
} as const;

/** Longest document title search results show whole (html-validate's long-title rule). */
export const TITLE_MAX = 70;

/** The first candidate whose full title fits in TITLE_MAX characters; else the last one alone. */
export function fittingTitle(...candidates: readonly string[]): string {
  for (const candidate of candidates) {
    const title = pageTitle(candidate);
    if (title.length <= TITLE_MAX) return title;
  }
  return (candidates.at(-1) ?? BRAND).slice(0, TITLE_MAX);
}
