import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canOpenSmartBanner,
  contentDate,
  createSmartBannerScheduler,
  isCampaignActive,
  isExcludedPath,
  SMART_BANNER,
  smartBannerAt,
  smartBannerCampaign,
  smartBannerOf,
  smartBannerType,
  type SmartBannerConditions,
} from '~/lib/smart-banner';
import { COOKIE } from '~/lib/cookies';
import { isCampaignNear } from '~/lib/smart-banner-audience';

// The defaults content carries (bigfest and app promo entries); see the content test below.
const campaign = {
  start: '2025-09-15',
  end: '2025-11-09T23:59:59+03:00',
  bigfestEnd: '2025-11-09T23:59:59+03:00',
  welcomeOfferEnd: '2025-12-31T23:59:59+03:00',
};
const sec = (iso: string): number => Date.parse(iso) / 1000;

const ok: SmartBannerConditions = {
  enabled: true,
  modalOpen: false,
  pathname: '/menu',
  mobileClient: true,
  width: 360,
  alreadyShown: false,
};

describe('smart banner window (Moscow time, SPEC §4)', () => {
  it('opens at 2025-09-15 00:00 Moscow time, not a second before', () => {
    expect(isCampaignActive(sec('2025-09-14T23:59:59+03:00'), campaign)).toBe(false);
    expect(isCampaignActive(sec('2025-09-15T00:00:00+03:00'), campaign)).toBe(true);
    expect(isCampaignActive(sec('2025-09-14T21:00:00Z'), campaign)).toBe(true);
  });

  it('closes after 2025-11-09 23:59:59 Moscow time', () => {
    expect(isCampaignActive(sec('2025-11-09T23:59:59+03:00'), campaign)).toBe(true);
    expect(isCampaignActive(sec('2025-11-10T00:00:00+03:00'), campaign)).toBe(false);
  });

  it('is disabled when the time could not load', () => {
    expect(isCampaignActive(null, campaign)).toBe(false);
    expect(isCampaignActive(Number.NaN, campaign)).toBe(false);
  });

  it('reads YAML bare dates as Moscow calendar days', () => {
    expect(contentDate(new Date('2025-09-15'))).toBe('2025-09-15');
    expect(contentDate(new Date('2025-11-09T23:59:59+03:00'))).toBe('2025-11-09T20:59:59.000Z');
  });
});

describe('the campaign near by the visitor’s clock (the shell loads the banner only then)', () => {
  const near = (iso: string): boolean =>
    isCampaignNear(campaign.start, campaign.end, Date.parse(iso));
  it('is near inside the window and within two days either side', () => {
    expect(near('2025-10-01T12:00:00+03:00')).toBe(true);
    expect(near('2025-09-13T06:00:00+03:00')).toBe(true);
    expect(near('2025-11-11T23:59:58+03:00')).toBe(true);
  });
  it('is not near further away, so a clock a year on loads nothing', () => {
    expect(near('2025-09-12T23:59:59+03:00')).toBe(false);
    expect(near('2025-11-12T00:00:00+03:00')).toBe(false);
    expect(near('2026-11-28T12:00:00+03:00')).toBe(false);
  });
  it('leaves it to the server when a date does not parse', () => {
    expect(isCampaignNear('', 'soon', Date.parse('2026-11-28T12:00:00Z'))).toBe(true);
  });
});

describe('smart banner type by the end dates', () => {
  it('bigfest until its end, then welcome offer until 2025-12-31 23:59:59, then default', () => {
    expect(smartBannerType(sec('2025-10-01T12:00:00+03:00'), campaign)).toBe('bigfest');
    expect(smartBannerType(sec('2025-11-09T23:59:59+03:00'), campaign)).toBe('bigfest');
    expect(smartBannerType(sec('2025-11-10T00:00:00+03:00'), campaign)).toBe('welcome-offer');
    expect(smartBannerType(sec('2025-12-31T23:59:59+03:00'), campaign)).toBe('welcome-offer');
    expect(smartBannerType(sec('2026-01-01T00:00:00+03:00'), campaign)).toBe('default');
  });
});

describe('the server’s decision (/api/time names the banner due now)', () => {
  it('is the type inside the window and none outside it', () => {
    expect(smartBannerAt(sec('2025-09-14T23:59:59+03:00'), campaign)).toBeNull();
    expect(smartBannerAt(sec('2025-09-15T00:00:00+03:00'), campaign)).toBe('bigfest');
    expect(smartBannerAt(sec('2025-11-09T23:59:59+03:00'), campaign)).toBe('bigfest');
    expect(smartBannerAt(sec('2025-11-10T00:00:00+03:00'), campaign)).toBeNull();
    const longer = { ...campaign, end: '2026-01-31T23:59:59+03:00' };
    expect(smartBannerAt(sec('2025-12-01T12:00:00+03:00'), longer)).toBe('welcome-offer');
    expect(smartBannerAt(sec('2026-01-10T12:00:00+03:00'), longer)).toBe('default');
  });

  it('takes the window from the bigfest entry and the welcome offer from the app entry', () => {
    const start = new Date('2025-09-15');
    const end = new Date('2025-11-09T23:59:59+03:00');
    const welcomeEnd = new Date('2025-12-31T23:59:59+03:00');
    expect(
      campaignTimes(
        smartBannerCampaign({ dateStart: start, dateEnd: end }, { dateEnd: welcomeEnd })!,
      ),
    ).toEqual(campaignTimes(campaign));
    expect(smartBannerCampaign({ dateStart: start }, { dateEnd: welcomeEnd })).toBeNull();
    expect(smartBannerCampaign(undefined, undefined)).toBeNull();
  });

  it('is read from the answer only when it names a banner the page knows', () => {
    expect(smartBannerOf({ time: 1, smartBanner: 'bigfest' })).toBe('bigfest');
    expect(smartBannerOf({ time: 1, smartBanner: 'welcome-offer' })).toBe('welcome-offer');
    expect(smartBannerOf({ time: 1, smartBanner: null })).toBeNull();
    expect(smartBannerOf({ time: 1 })).toBeNull();
    expect(smartBannerOf({ time: 1, smartBanner: 'toString' })).toBeNull();
    expect(smartBannerOf(null)).toBeNull();
  });
});

describe('smart banner conditions', () => {
  it('is excluded on paths containing wifi, email, kidscombo, stickermania, starcombo, bigfest', () => {
    for (const path of ['/wifi', '/email-confirmed', '/kidscombo', '/stickermania', '/starcombo'])
      expect(isExcludedPath(path)).toBe(true);
    expect(isExcludedPath('/bigfest')).toBe(true);
    expect(isExcludedPath('/menu')).toBe(false);
    expect(isExcludedPath('/')).toBe(false);
  });

  it('needs every condition', () => {
    expect(canOpenSmartBanner(ok)).toBe(true);
    expect(canOpenSmartBanner({ ...ok, enabled: false })).toBe(false);
    expect(canOpenSmartBanner({ ...ok, modalOpen: true })).toBe(false);
    expect(canOpenSmartBanner({ ...ok, mobileClient: false })).toBe(false);
    expect(canOpenSmartBanner({ ...ok, width: 768 })).toBe(false);
    expect(canOpenSmartBanner({ ...ok, width: 767 })).toBe(true);
    expect(canOpenSmartBanner({ ...ok, pathname: '/wifi' })).toBe(false);
    expect(canOpenSmartBanner({ ...ok, alreadyShown: true })).toBe(false);
  });
});

describe('smart banner timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 10 000 ms after the conditions hold, and only once', () => {
    expect(SMART_BANNER).toEqual({ delayMs: 10_000, cookieMaxAge: 3600 });
    expect(COOKIE.smartBanner).toBe('showed-smart-banner');
    const open = vi.fn();
    const s = createSmartBannerScheduler(open);
    s.update(ok);
    vi.advanceTimersByTime(9_999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledOnce();
    s.update(ok);
    vi.advanceTimersByTime(20_000);
    expect(open).toHaveBeenCalledOnce();
  });

  it('keeps the running timer through updates that still allow it', () => {
    const open = vi.fn();
    const s = createSmartBannerScheduler(open);
    s.update(ok);
    vi.advanceTimersByTime(6_000);
    s.update({ ...ok, width: 400 });
    vi.advanceTimersByTime(4_000);
    expect(open).toHaveBeenCalledOnce();
  });

  it('clears the pending timer when a modal opens or the viewport widens', () => {
    const open = vi.fn();
    const s = createSmartBannerScheduler(open);
    s.update(ok);
    vi.advanceTimersByTime(5_000);
    s.update({ ...ok, modalOpen: true });
    expect(s.pending).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
    s.update(ok);
    vi.advanceTimersByTime(9_000);
    s.update({ ...ok, width: 1024 });
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the campaign lives in content', () => {
  it('bigfest and app promo entries carry the window and the two end dates', async () => {
    const { readFileSync } = await import('node:fs');
    const field = (name: string, key: string): string => {
      const text = readFileSync(`src/content/promo/${name}.md`, 'utf8');
      return new RegExp(`^${key}: (.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';
    };
    // YAML reads both forms as dates; contentDate() turns them back the way the page does.
    const read = (name: string, key: string): string => contentDate(new Date(field(name, key)));
    const fromContent = {
      start: read('bigfest', 'dateStart'),
      end: read('bigfest', 'dateEnd'),
      bigfestEnd: read('bigfest', 'dateEnd'),
      welcomeOfferEnd: read('app', 'dateEnd'),
    };
    expect(campaignTimes(fromContent)).toEqual(campaignTimes(campaign));
  });
});

function campaignTimes(c: typeof campaign): number[] {
  return [c.start, c.end, c.bigfestEnd, c.welcomeOfferEnd].map((d) =>
    /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00+03:00`) : Date.parse(d),
  );
}
