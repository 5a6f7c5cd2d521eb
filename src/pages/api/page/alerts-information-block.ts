import { catalog } from '~/server/catalog';
import { json, methods } from '~/server/http';

export const prerender = false;

/** The site-wide information block. */
export const ALL = methods({ GET: () => json(catalog.alert, 'catalog') });
