/**
 * Redirect rules, declared once: the Node server applies them (scripts/serve.ts) and
 * netlify.toml mirrors them (a unit test checks both agree).
 *
 * `force: false` rules apply only when no file answers the path (Netlify's shadowing), which
 * gives "unknown theme → its section" without listing the known themes here.
 */
import { safeQuery } from './request-target.ts';

/** One redirect rule. `from` may end in `/*` (any deeper path). */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
  readonly force: boolean;
}

/** Every redirect of the site, in the order they are tried. */
export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/restaurants/map', to: '/restaurants', status: 301, force: true },
  { from: '/cafe-subscription', to: '/cafe', status: 301, force: true },
  { from: '/calendar', to: '/vkusniy-calendar', status: 301, force: true },
  { from: '/account', to: '/app', status: 302, force: true },
  { from: '/account/personal', to: '/app', status: 302, force: true },
  { from: '/checkout', to: '/menu/delivery', status: 302, force: true },
  { from: '/company/management/personal', to: '/company/management', status: 301, force: true },
  { from: '/ecology', to: '/sustainability', status: 301, force: true },
  { from: '/go/vk', to: 'https://vk.com/vkusnoitochka', status: 302, force: true },
  { from: '/go/telegram', to: 'https://t.me/vkusnoitochka', status: 302, force: true },
  { from: '/go/ok', to: 'https://ok.ru/vkusnoitochka', status: 302, force: true },
  { from: '/ecoday/*', to: '/ecoday', status: 302, force: false },
  { from: '/sustainability/*', to: '/sustainability', status: 302, force: false },
];

/** Finds the rule for a path (trailing slash ignored) among forced or shadowed rules. */
export type RedirectFinder = (pathname: string, forced: boolean) => RedirectRule | undefined;

/**
 * A lookup over `rules`: exact paths through a map (the product aliases are hundreds of them),
 * then the `/*` rules in their order.
 */
export function redirectMatcher(rules: readonly RedirectRule[] = REDIRECTS): RedirectFinder {
  const exact = new Map<string, RedirectRule>();
  for (const rule of rules) {
    const key = `${rule.force ? '!' : ''}${rule.from}`;
    if (!rule.from.endsWith('/*') && !exact.has(key)) exact.set(key, rule);
  }
  const prefixed = rules.filter((rule) => rule.from.endsWith('/*'));
  return (pathname, forced) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const found = exact.get(`${forced ? '!' : ''}${path}`);
    if (found) return found;
    return prefixed.find((rule) => {
      const prefix = rule.from.slice(0, -1);
      return rule.force === forced && path.startsWith(prefix) && path.length > prefix.length;
    });
  };
}

/** The rule for a path among the hand-written rules (SITE_REDIRECTS adds the product aliases). */
export const findRedirect: RedirectFinder = redirectMatcher();

/** The Location for a rule, keeping the query string of the request (SPEC §8, 301 rule). */
export function redirectLocation(rule: RedirectRule, search: string): string {
  const query = safeQuery(search);
  if (!query) return rule.to;
  return rule.to.includes('?') ? `${rule.to}&${query.slice(1)}` : `${rule.to}${query}`;
}

/** A redirect as Netlify's configuration writes it (netlify.toml, or the Frameworks API's config.json). */
export interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/**
 * The rules for Netlify, written into the build's Frameworks API config (.netlify/v1/config.json): a
 * `/*` rule becomes `/:segment` plus `/:segment/*`, because Netlify drops a rule whose target matches
 * its own pattern (`/ecoday/*` also matches `/ecoday`). Netlify passes the query string on, as the
 * local server does.
 */
export function netlifyRedirects(rules: readonly RedirectRule[] = REDIRECTS): NetlifyRedirect[] {
  return rules.flatMap(({ from, to, status, force }) => {
    if (!from.endsWith('/*')) return [{ from, to, status, force }];
    const base = from.slice(0, -2);
    return [
      { from: `${base}/:segment`, to, status, force },
      { from: `${base}/:segment/*`, to, status, force },
    ];
  });
}

/**
 * Paths the Netlify SSR function must leave alone: Netlify runs a function that has a path before
 * the redirect rules, so without these the function's 404 would shadow every redirect.
 */
export function redirectSources(rules: readonly RedirectRule[] = REDIRECTS): string[] {
  return [...new Set(rules.map((rule) => rule.from))];
}
