import { catalog } from '~/server/catalog';
import { json, methods } from '~/server/http';

export const prerender = false;

/** All cities. */
export const ALL = methods({ GET: () => json({ result: catalog.cities }, 'catalog') });
