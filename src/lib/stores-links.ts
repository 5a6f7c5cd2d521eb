/** App store and social buttons (SPEC §3, §9): four stores and three socials by default. */

/** An app store the app is published in. */
export type AppStore = 'rustore' | 'appstore' | 'googleplay' | 'appgallery';

/** A store button: store, link, white or black theme. */
export interface StoreLink {
  readonly store: AppStore;
  readonly title: string;
  readonly href: string;
}

/** The default store links, in the order shown. */
export const STORE_LINKS: readonly StoreLink[] = [
  { store: 'rustore', title: 'RuStore', href: 'https://apps.rustore.ru/app/ru.vkusnoitochka.app' },
  {
    store: 'appstore',
    title: 'App Store',
    href: 'https://apps.apple.com/ru/app/vkusno-i-tochka/id1000000000',
  },
  {
    store: 'googleplay',
    title: 'Google Play',
    href: 'https://play.google.com/store/apps/details?id=ru.vkusnoitochka.app',
  },
  {
    store: 'appgallery',
    title: 'AppGallery',
    href: 'https://appgallery.huawei.com/app/C100000000',
  },
];

/** Store badge size in CSS pixels (SPEC §9: 155×50). */
export const STORE_BADGE = { width: 155, height: 50 } as const;
