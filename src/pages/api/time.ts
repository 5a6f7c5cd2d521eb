import { json, methods } from '~/server/http';

export const prerender = false;

/** Server time in unix seconds; never cached. */
export const ALL = methods({
  GET: () => json({ time: Math.floor(Date.now() / 1000) }, 'private'),
});
