/** App store and social buttons (SPEC §3, §9): four stores and three socials by default. */
import smartlinks from '../content/catalog/smartlinks.json' with { type: 'json' };

/** An app store the app is published in. */
export type AppStore = 'rustore' | 'appstore' | 'googleplay' | 'appgallery';

/** A store button: store, link, white or black theme. */
export interface StoreLink {
  readonly store: AppStore;
  readonly title: string;
  readonly href: string;
}

/** Each store's key in the smart links' `app` folder (SPEC §3), the one source of the app's ids. */
export const SMART_LINK_KEYS: Readonly<Record<AppStore, string>> = {
  rustore: 'rustore',
  appstore: 'ios',
  googleplay: 'android',
  appgallery: 'appgallery',
};

const TITLES: Readonly<Record<AppStore, string>> = {
  rustore: 'RuStore',
  appstore: 'App Store',
  googleplay: 'Google Play',
  appgallery: 'AppGallery',
};

/** The default store links, in the order shown, from the smart links (`/api/longlink/app`). */
export const STORE_LINKS: readonly StoreLink[] = (
  ['rustore', 'appstore', 'googleplay', 'appgallery'] as const
).map((store) => {
  const href = smartlinks.app[SMART_LINK_KEYS[store] as keyof typeof smartlinks.app];
  return { store, title: TITLES[store], href };
});

/** Store badge size in CSS pixels (SPEC §9: 155×50). */
export const STORE_BADGE = { width: 155, height: 50 } as const;
