/**
 * schema.org `NewsArticle` of a news item: the headline, lead, pictures and date the page shows,
 * the chain as author and publisher.
 */
import { isoDateTime } from '../format.ts';
import { absoluteUrl, type Node } from './graph.ts';
import { organizationReference } from './organization.ts';

/** What a news item's page shows, as its article node needs it. */
export interface NewsArticleFacts {
  /** The page's site path. */
  path: string;
  headline: string;
  description: string;
  /** The cover in several shapes (16:9, 4:3, 1:1), site paths or absolute URLs. */
  images: readonly string[];
  published: Date;
  /** The last edit, when the item records one; else the publication. */
  modified?: Date | undefined;
  /** The zone its dates are shown in. */
  timeZone: string;
  tags?: readonly string[] | undefined;
}

/** The news item as a `NewsArticle`. */
export function newsArticle(facts: NewsArticleFacts, site: URL): Node {
  const url = absoluteUrl(facts.path, site);
  const publisher = organizationReference(site);
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: facts.headline,
    description: facts.description,
    image: facts.images.map((image) => absoluteUrl(image, site)),
    datePublished: isoDateTime(facts.published, facts.timeZone),
    dateModified: isoDateTime(facts.modified ?? facts.published, facts.timeZone),
    inLanguage: 'ru',
    ...(facts.tags && facts.tags.length > 0 ? { keywords: facts.tags.join(', ') } : {}),
    author: publisher,
    publisher,
  };
}
