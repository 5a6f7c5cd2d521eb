/**
 * Every route of the site (SPEC §2) and the URL builders pages and islands use.
 * Later features add pages here first, so no code invents a path of its own.
 */

/** Single pages and section roots. */
export const ROUTES = {
  home: '/',
  menu: '/menu',
  delivery: '/menu/delivery',
  /** The meal tray «Мой поднос»: a static route, so it wins over the menu's /menu/[category]. */
  tray: '/menu/tray',
  restaurants: '/restaurants',
  restaurantsMap: '/restaurants/map',
  app: '/app',
  appBenefits: '/app-benefits',
  mop: '/mop',
  cafe: '/cafe',
  cafeSubscription: '/cafe-subscription',
  wifi: '/wifi',
  bonus: '/bonus',
  email: '/email',
  legal: '/legal',
  events: '/events',
  offers: '/offers',
  bigfest: '/bigfest',
  charity: '/charity',
  qrCode: '/qr-code',
  feedback: '/feedback',
  icecream: '/icecream',
  kidscombo: '/kidscombo',
  starcombo: '/starcombo',
  toys: '/toys',
  stickermania: '/stickermania',
  workOnHold: '/work_on_hold',
  calendarPromo: '/vkusniy-calendar',
  cookiesPolicy: '/policies-cookies',
  ecoday: '/ecoday',
  company: '/company',
  companyFacts: '/company/facts',
  companyMedia: '/company/media',
  companyValues: '/company/values',
  companyDevelopment: '/company/development',
  companyFranchising: '/company/franchising',
  companyFamily: '/company/semyavmeste',
  management: '/company/management',
  quality: '/quality',
  news: '/articles/news',
  sustainability: '/sustainability',
  sustainabilityPlanet: '/sustainability/planet',
  sustainabilitySociety: '/sustainability/society',
  sustainabilityProduction: '/sustainability/production',
  emailConfirmed: '/email-confirmed',
  emailUnconfirmed: '/email-unconfirmed',
  subscribeConfirmed: '/subscribe-confirmed',
  maintenance: '/maintenance_mode',
  offline: '/offline',
  newsRss: '/articles/news/rss.xml',
  privacy: '/legal/privacy',
  consent: '/legal/personal-data-consent',
  admin: '/admin',
} as const;

/** Routes the spec names as constants whose pages it does not show (redirected, see redirects). */
export const CONSTANT_ROUTES = {
  account: '/account',
  accountPersonal: '/account/personal',
  checkout: '/checkout',
  calendar: '/calendar',
  managementPersonal: '/company/management/personal',
} as const;

/** A route's key. */
export type RouteName = keyof typeof ROUTES;

/** Menu context: the restaurant menu or the delivery menu. */
export type MenuContext = 'menu' | 'delivery';

/** `/menu` or `/menu/delivery`, plus optional category and product slugs. */
export function menuPath(context: MenuContext, category?: string, product?: string): string {
  const base = context === 'delivery' ? ROUTES.delivery : ROUTES.menu;
  if (!category) return base;
  return product ? `${base}/${category}/${product}` : `${base}/${category}`;
}

/** An event page. */
export const eventPath = (code: string): string => `${ROUTES.events}/${code}`;
/** A news article. */
export const newsPath = (code: string): string => `${ROUTES.news}/${code}`;
/** A page of the news list (1 is the list itself). */
export const newsListPath = (page: number): string =>
  page <= 1 ? ROUTES.news : `${ROUTES.news}/page/${page}`;
/** A quality article. */
export const qualityPath = (code: string): string => `${ROUTES.quality}/${code}`;
/** A manager's page. */
export const managerPath = (code: string): string => `${ROUTES.management}/${code}`;
/** An eco-day theme. */
export const ecodayPath = (theme: string): string => `${ROUTES.ecoday}/${theme}`;
/** A restaurant's own page. */
export const restaurantPath = (cityCode: string, id: number | string): string =>
  `${ROUTES.restaurants}/${cityCode}/${id}`;
/** A sustainability section. */
export const sustainabilityPath = (section: string): string =>
  `${ROUTES.sustainability}/${section}`;
/** A company page (`index` is /company itself). */
export const companyPath = (page: string): string =>
  page === 'index' ? ROUTES.company : `${ROUTES.company}/${page}`;
/** A legal document page: /legal, /policies-cookies, or /legal/{code}. */
export const legalPath = (code: string): string =>
  code === 'legal'
    ? ROUTES.legal
    : code === 'policies-cookies'
      ? ROUTES.cookiesPolicy
      : `${ROUTES.legal}/${code}`;
/** The subscription API: subscribe, confirm and unsubscribe. */
export const SUBSCRIBE_API = {
  subscribe: '/api/subscribe',
  confirm: '/api/subscribe/confirm',
  unsubscribe: '/api/subscribe/unsubscribe',
} as const;
/** The form APIs. */
export const FORM_API = { feedback: '/api/feedback', franchise: '/api/franchise' } as const;
/** The restaurants of one city (the default city's list is also at `/restaurants`). */
export const restaurantsCityPath = (cityCode: string): string =>
  `${ROUTES.restaurants}/${cityCode}`;
/** One city's restaurants as JSON for the locator (pre-rendered, served from the CDN). */
export const restaurantsDataPath = (cityCode: string): string =>
  `${ROUTES.restaurants}/${cityCode}.json`;
/** A drawn cover as a raster picture of one shape (`16x9`, `4x3`, `1x1`) for search results. */
export const coverPicturePath = (cover: string, shape: string): string =>
  `/covers/${cover}-${shape}.png`;
/** The tray's data: offers, prices, nutrition, allergens (pre-rendered; src/lib/tray/data.ts). */
export const TRAY_DATA_PATH = `${ROUTES.menu}/tray.json`;
/** Every product's card picture as JSON, by slug (pre-rendered; src/stores/menu-pictures.ts). */
export const MENU_PICTURES_PATH = `${ROUTES.menu}/pictures.json`;
/** The bundled offline basemap style (country outlines and city boundaries, no network). */
export const MAP_STYLE_PATH = `${ROUTES.restaurants}/map-style.json`;

/**
 * The address of a built page from the path Astro renders it at: `/menu.html` (build.format
 * 'file'), `/menu/` or `/index.html` all become `/menu` or `/`, the slash-less URL the site links to.
 */
export const pagePath = (pathname: string): string =>
  pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
/** Pages the offline page links to: the service worker saves them (and their scripts) at install. */
export const OFFLINE_LINKS = [ROUTES.menu, ROUTES.restaurants] as const;
/**
 * Pages the service worker saves (with their scripts) when it installs: the offline page's links,
 * and the tray, whose items live on the device, so it opens offline from any page.
 */
export const SAVED_AT_INSTALL = [...OFFLINE_LINKS, ROUTES.tray] as const;
