import { json, methods } from '~/server/http';
import { siteConfig } from '~/server/config';

export const prerender = false;

/** Public keys of SPEC §3 «Config», from environment variables (empty when unset). */
export const ALL = methods({ GET: () => json(siteConfig(), 'catalog') });
