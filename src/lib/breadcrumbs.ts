/**
 * A page's breadcrumb trail, from the home page to the page itself: the one list that the visible
 * trail above a heading and the JSON-LD `BreadcrumbList` are both drawn from, so they cannot
 * disagree.
 */
import { ROUTES } from '../paths.ts';

/** One step of a trail: what its link says and the site path it leads to. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Главная', path: ROUTES.home };

/** The sections whose pages lead back to them, as their trails name them. */
export const SECTION_CRUMBS = {
  news: { name: 'Новости', path: ROUTES.news },
  events: { name: 'События', path: ROUTES.events },
  company: { name: 'О компании', path: ROUTES.company },
  management: { name: 'Руководство', path: ROUTES.management },
  quality: { name: 'Качество', path: ROUTES.quality },
  ecoday: { name: 'Экодень', path: ROUTES.ecoday },
  sustainability: { name: 'Устойчивое развитие', path: ROUTES.sustainability },
  legal: { name: 'Правовая информация', path: ROUTES.legal },
  restaurants: { name: 'Рестораны', path: ROUTES.restaurants },
  menu: { name: 'Меню', path: ROUTES.menu },
} as const satisfies Record<string, Crumb>;

/** A page's whole trail: the home page, the steps between, and the page itself last. */
export function trail(...steps: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...steps];
}

/** The links a visible trail shows above the heading: every step but the page itself. */
export function trailLinks(steps: readonly Crumb[]): readonly Crumb[] {
  return steps.slice(0, -1);
}
