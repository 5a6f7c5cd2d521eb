/**
 * schema.org `Organization`: the chain as the header and footer show it (name, legal name, logo,
 * social profiles, hotline), whole on the home page and by reference as any page's publisher.
 */
import { BRAND_LOGO, BRAND_PLAIN, HOTLINE, OPERATOR, SOCIAL_LINKS } from '../site.ts';
import { ROUTES } from '../../paths.ts';
import { absoluteUrl, type Node } from './graph.ts';

/** The organization's node id: every page's publisher and organizer points at it. */
export function organizationId(site: URL): string {
  return `${absoluteUrl(ROUTES.home, site)}#organization`;
}

/** The logo as an `ImageObject` with its size. */
function logo(site: URL): Node {
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(BRAND_LOGO.path, site),
    width: BRAND_LOGO.width,
    height: BRAND_LOGO.height,
  };
}

/** The chain in full: the home page's `Organization`. */
export function organization(site: URL): Node {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: BRAND_PLAIN,
    legalName: OPERATOR.replaceAll('\u00a0', ' '),
    url: absoluteUrl(ROUTES.home, site),
    logo: logo(site),
    sameAs: SOCIAL_LINKS.map((link) => link.href),
    contactPoint: {
      '@type': 'ContactPoint',
      // The header's free hotline: «tel:+78005553535» → «+78005553535».
      telephone: HOTLINE.href.replace(/^tel:/, ''),
      contactType: 'customer service',
      areaServed: 'RU',
      availableLanguage: 'Russian',
    },
  };
}

/** The chain as an article's author or publisher, or an event's organizer: name, address, logo. */
export function organizationReference(site: URL): Node {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: BRAND_PLAIN,
    url: absoluteUrl(ROUTES.home, site),
    logo: logo(site),
  };
}
