import { serverNow } from '~/server/clock';
import { json, methods } from '~/server/http';

export const prerender = false;

/** Server time in unix seconds; never cached. */
export const ALL = methods({
  GET: () => json({ time: Math.floor(serverNow().getTime() / 1000) }, 'private'),
});
