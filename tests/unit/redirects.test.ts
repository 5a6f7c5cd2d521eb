import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  netlifyRedirects,
  REDIRECTS,
  redirectLocation,
  redirectMatcher,
  redirectSources,
} from '~/lib/http/redirects';
import { SITE_REDIRECTS } from '~/lib/http/site-redirects';
import { productAliases } from '~/lib/menu/aliases';

describe('redirect rules', () => {
  it('sends /restaurants/map to /restaurants permanently, with or without a trailing slash', () => {
    expect(findRedirect('/restaurants/map', true)).toMatchObject({
      to: '/restaurants',
      status: 301,
    });
    expect(findRedirect('/restaurants/map/', true)?.to).toBe('/restaurants');
  });

  it('keeps the query string (SPEC §8: 301 keeps the query)', () => {
    const rule = findRedirect('/restaurants/map', true);
    expect(rule && redirectLocation(rule, '?features=drive')).toBe('/restaurants?features=drive');
    expect(rule && redirectLocation(rule, '')).toBe('/restaurants');
  });

  it('redirects the constant routes whose pages the spec does not show', () => {
    expect(findRedirect('/calendar', true)?.to).toBe('/vkusniy-calendar');
    expect(findRedirect('/account', true)?.to).toBe('/app');
    expect(findRedirect('/checkout', true)?.to).toBe('/menu/delivery');
    expect(findRedirect('/cafe-subscription', true)?.to).toBe('/cafe');
  });

  it('leaves the site for an external redirect', () => {
    expect(findRedirect('/go/vk', true)?.to).toMatch(/^https:\/\/vk\.com\//);
  });

  it('applies the ecoday theme rule only as a fallback (not forced) and never to /ecoday itself', () => {
    expect(findRedirect('/ecoday/unknown', true)).toBeUndefined();
    expect(findRedirect('/ecoday/unknown', false)).toMatchObject({ to: '/ecoday', status: 302 });
    expect(findRedirect('/ecoday', false)).toBeUndefined();
  });

  it('does not match paths that only share a prefix', () => {
    expect(findRedirect('/restaurants/mapping', true)).toBeUndefined();
    expect(findRedirect('/menu', true)).toBeUndefined();
  });
});

describe('redirects on Netlify, generated from the same list', () => {
  it('writes every rule, forced ones forced, and never one whose target matches its pattern', () => {
    const rules = netlifyRedirects();
    expect(rules).toContainEqual({
      from: '/calendar',
      to: '/vkusniy-calendar',
      status: 301,
      force: true,
    });
    expect(rules).toContainEqual({ from: '/account', to: '/app', status: 302, force: true });
    expect(rules).toContainEqual({
      from: '/ecoday/:segment',
      to: '/ecoday',
      status: 302,
      force: false,
    });
    expect(rules).toContainEqual({
      from: '/ecoday/:segment/*',
      to: '/ecoday',
      status: 302,
      force: false,
    });
    for (const { from, to } of rules) {
      const pattern = new RegExp(`^${from.replace(/:\w+/g, '[^/]+').replace('*', '.*')}$`);
      expect(pattern.test(to), from).toBe(false);
    }
    expect(rules.length).toBe(
      REDIRECTS.length + REDIRECTS.filter((r) => r.from.endsWith('/*')).length,
    );
  });

  it('keeps the SSR function off every redirect source', () => {
    expect(redirectSources()).toEqual(expect.arrayContaining(['/calendar', '/go/vk', '/ecoday/*']));
    expect(redirectSources()).toHaveLength(new Set(REDIRECTS.map((r) => r.from)).size);
  });
});

describe('one address per product', () => {
  it('sends a product reached under another of its categories to its canonical address, in both contexts', () => {
    const find = redirectMatcher(SITE_REDIRECTS);
    expect(find('/menu/chicken-and-fish/chickenburger', false)).toMatchObject({
      to: '/menu/burgers/chickenburger',
      status: 301,
    });
    expect(find('/menu/delivery/chicken-and-fish/chickenburger', false)?.to).toBe(
      '/menu/delivery/burgers/chickenburger',
    );
    expect(find('/menu/burgers/chickenburger', false)).toBeUndefined();
  });

  it('covers the parent of a subcategory and never points a product at itself', () => {
    const aliases = productAliases(
      [
        { id: 416, slug: 'cold-drinks', parentId: null },
        { id: 417, slug: 'soda', parentId: 416 },
      ],
      [{ slug: 'cola', categoryIds: [417] }],
    );
    expect(aliases.map((r) => `${r.from} → ${r.to}`)).toEqual([
      '/menu/cold-drinks/cola → /menu/soda/cola',
      '/menu/delivery/cold-drinks/cola → /menu/delivery/soda/cola',
    ]);
    for (const rule of SITE_REDIRECTS) expect(rule.from, rule.from).not.toBe(rule.to);
  });
});
