/**
 * The smart banner's campaign as the server decides it (SPEC §2, §4): the window and the end dates
 * from content (the bigfest and app promo entries), the time from the server's clock. A phone's
 * page asks `/api/time` and carries no date arithmetic (issue 45: the editorial first visit's
 * budget during a campaign).
 */
import { getEntry } from 'astro:content';
import {
  smartBannerAt,
  smartBannerCampaign,
  type SmartBannerCampaign,
  type SmartBannerType,
} from '~/lib/smart-banner';

let campaign: Promise<SmartBannerCampaign | null> | undefined;

async function loadCampaign(): Promise<SmartBannerCampaign | null> {
  const [bigfest, app] = await Promise.all([
    getEntry('promo', 'bigfest'),
    getEntry('promo', 'app'),
  ]);
  return smartBannerCampaign(bigfest?.data, app?.data);
}

/** The banner due at `serverSeconds`: its type inside the campaign window, else null. */
export async function smartBannerNow(serverSeconds: number): Promise<SmartBannerType | null> {
  campaign ??= loadCampaign();
  const dates = await campaign;
  return dates ? smartBannerAt(serverSeconds, dates) : null;
}
