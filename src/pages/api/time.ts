import { serverNow } from '~/server/clock';
import { json, methods } from '~/server/http';
import { smartBannerNow } from '~/server/smart-banner';

export const prerender = false;

/**
 * Server time in unix seconds and the smart banner due now (its type inside the campaign
 * window, else null: the page decides nothing by dates itself); never cached.
 */
export const ALL = methods({
  GET: async () => {
    const time = Math.floor(serverNow().getTime() / 1000);
    return json({ time, smartBanner: await smartBannerNow(time) }, 'private');
  },
});
