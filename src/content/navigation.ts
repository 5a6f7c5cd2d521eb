/**
 * The navigation menu (SPEC §3): groups header1 (upper header), header2 (main header), footer and
 * company, from the catalog's navigation.json, checked by its schema when the site builds.
 */
import data from './catalog/navigation.json';
import { navigationSchema, type Navigation } from '~/lib/catalog/schema';

/** The site's navigation. */
export const navigation: Navigation = navigationSchema.parse(data);
