/** schema.org `WebSite` of the home page: the site name results show, and its other name. */
import { BRAND_ALTERNATE, BRAND_PLAIN } from '../site.ts';
import { ROUTES } from '../../paths.ts';
import { absoluteUrl, type Node } from './graph.ts';
import { organizationId } from './organization.ts';

/** The site: its name as every page's og:site_name gives it, the alternate name, the publisher. */
export function website(site: URL): Node {
  const url = absoluteUrl(ROUTES.home, site);
  return {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: BRAND_PLAIN,
    alternateName: BRAND_ALTERNATE,
    url,
    inLanguage: 'ru',
    publisher: { '@id': organizationId(site) },
  };
}
