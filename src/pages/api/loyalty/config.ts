import { catalog } from '~/server/catalog';
import { json, methods } from '~/server/http';

export const prerender = false;

/** Loyalty programme settings. */
export const ALL = methods({ GET: () => json(catalog.loyalty, 'catalog') });
