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

/** The rule for a path (trailing slash ignored), among forced or shadowed rules. */
export function findRedirect(pathname: string, forced: boolean): RedirectRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REDIRECTS.find((rule) => {
    if (rule.force !== forced) return false;
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      return path.startsWith(prefix) && path.length > prefix.length;
    }
    return rule.from === path;
  });
}

/** The Location for a rule, keeping the query string of the request (SPEC §8, 301 rule). */
export function redirectLocation(rule: RedirectRule, search: string): string {
  const query = safeQuery(search);
  if (!query) return rule.to;
  return rule.to.includes('?') ? `${rule.to}&${query.slice(1)}` : `${rule.to}${query}`;
}
