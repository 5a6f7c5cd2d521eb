/**
 * Smart banner rules (SPEC §2, §4, §9). The campaign window and the two end dates come from content
 * (the bigfest and app promo entries); the server decides by its own clock whether the campaign is
 * on and which banner it is (`smartBannerAt`, answered by `/api/time`), so a phone's page carries
 * only the timer and its conditions. Everything here is pure, and the scheduler takes its timer
 * functions from the environment so tests drive it with fake timers.
 */
import { isExcludedPath } from './smart-banner-audience';

export { SMART_BANNER_EXCLUDED, isExcludedPath, isMobileClient } from './smart-banner-audience';

/** SPEC §9: the banner opens 10 000 ms after start-up; its cookie (COOKIE.smartBanner) lives 3600 s. */
export const SMART_BANNER = {
  delayMs: 10_000,
  cookieMaxAge: 3600,
} as const;

/** SPEC §3 smart banner modal types. */
export type SmartBannerType = 'bigfest' | 'welcome-offer' | 'default';

const TYPES: readonly SmartBannerType[] = ['bigfest', 'welcome-offer', 'default'];

/** The banner an answer of `/api/time` names (`smartBanner`), or null: none, or not one we know. */
export function smartBannerOf(answer: unknown): SmartBannerType | null {
  const type = (answer as { smartBanner?: unknown } | null)?.smartBanner;
  return TYPES.find((known) => known === type) ?? null;
}

/** The campaign as content describes it (ISO dates with offsets). */
export interface SmartBannerCampaign {
  /** Window start (the bigfest start, 00:00 Moscow time when only a date is given). */
  start: string;
  /** Window end, inclusive. */
  end: string;
  /** Bigfest end date: before it the banner is of the bigfest type. */
  bigfestEnd: string;
  /** Welcome-offer end date: before it (and after bigfest) the welcome-offer type. */
  welcomeOfferEnd: string;
}

/** Milliseconds of an ISO date; a bare date (YYYY-MM-DD) is midnight Moscow time (UTC+3). */
export function campaignTime(iso: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+03:00` : iso);
}

/** True when the server time (unix seconds) is inside the window, both ends included. */
export function isCampaignActive(serverSeconds: number | null, campaign: SmartBannerCampaign) {
  if (serverSeconds === null || !Number.isFinite(serverSeconds)) return false;
  const now = serverSeconds * 1000;
  return now >= campaignTime(campaign.start) && now <= campaignTime(campaign.end);
}

/** The banner type at a moment: bigfest before its end, then welcome offer, else default. */
export function smartBannerType(serverSeconds: number, campaign: SmartBannerCampaign) {
  const now = serverSeconds * 1000;
  if (now <= campaignTime(campaign.bigfestEnd)) return 'bigfest' satisfies SmartBannerType;
  if (now <= campaignTime(campaign.welcomeOfferEnd)) return 'welcome-offer' as SmartBannerType;
  return 'default' as SmartBannerType;
}

/**
 * The banner a visitor gets at `serverSeconds` (the server's clock): its type inside the campaign
 * window, null outside it.
 */
export function smartBannerAt(
  serverSeconds: number,
  campaign: SmartBannerCampaign,
): SmartBannerType | null {
  return isCampaignActive(serverSeconds, campaign)
    ? smartBannerType(serverSeconds, campaign)
    : null;
}

/** The campaign from its content: the bigfest entry's window and the app entry's welcome offer. */
export function smartBannerCampaign(
  bigfest: { dateStart?: Date | undefined; dateEnd?: Date | undefined } | undefined,
  app: { dateEnd?: Date | undefined } | undefined,
): SmartBannerCampaign | null {
  const start = bigfest?.dateStart;
  const end = bigfest?.dateEnd;
  const welcomeEnd = app?.dateEnd;
  if (!start || !end || !welcomeEnd) return null;
  return {
    start: contentDate(start),
    end: contentDate(end),
    bigfestEnd: contentDate(end),
    welcomeOfferEnd: contentDate(welcomeEnd),
  };
}

/** Everything the banner's decision depends on. */
export interface SmartBannerConditions {
  /** The server says the campaign is on. */
  enabled: boolean;
  /** Another modal is open. */
  modalOpen: boolean;
  pathname: string;
  mobileClient: boolean;
  /** Viewport width in CSS px; mobile is below 768. */
  width: number;
  /** The showed-smart-banner cookie is present. */
  alreadyShown: boolean;
}

/** True when the banner may open now. */
export function canOpenSmartBanner(c: SmartBannerConditions): boolean {
  return (
    c.enabled &&
    !c.modalOpen &&
    !c.alreadyShown &&
    c.mobileClient &&
    c.width < 768 &&
    !isExcludedPath(c.pathname)
  );
}

/**
 * Keeps one pending 10 s timer while the conditions allow the banner (an update that still allows
 * it keeps the running timer) and clears it the moment they stop holding (a modal opens, the
 * viewport widens…); `open` runs when the delay passes.
 */
export function createSmartBannerScheduler(open: () => void, delayMs = SMART_BANNER.delayMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const clear = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    /** Re-evaluate after any condition changed. */
    update(conditions: SmartBannerConditions): void {
      if (done || !canOpenSmartBanner(conditions)) return clear();
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        done = true;
        open();
      }, delayMs);
    },
    /** True while a timer is pending. */
    get pending(): boolean {
      return timer !== undefined;
    },
    /** Stop for good. */
    stop(): void {
      clear();
      done = true;
    },
  };
}

/**
 * A content date as an ISO string: YAML turns a bare date (2025-09-15) into UTC midnight, which
 * the campaign means as a Moscow calendar day, so UTC-midnight dates come back as bare dates.
 */
export function contentDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
