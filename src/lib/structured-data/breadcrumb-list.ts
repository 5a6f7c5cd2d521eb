/** schema.org `BreadcrumbList` of a page's trail (src/lib/breadcrumbs.ts), the page itself last. */
import type { Crumb } from '../breadcrumbs.ts';
import { absoluteUrl, type Node } from './graph.ts';

/** The trail as a `BreadcrumbList`: each step's name and absolute URL, numbered from 1. */
export function breadcrumbList(steps: readonly Crumb[], site: URL): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path, site),
    })),
  };
}
