import { json, methods } from '~/server/http';

export const prerender = false;

/** Liveness: 200 while the process serves, whatever its storage; never cached. */
export const ALL = methods({ GET: () => json({ status: 'ok' }, 'private') });
