/**
 * What an editor hides in /admin keeps its addresses working: a hidden product's page and aliases,
 * and the page of a category left with nothing on sale, answer 302 to the nearest menu page still
 * on the site, in both menus; nothing on sale is shadowed, and nothing is added while all is shown.
 */
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '~/lib/catalog/schema';
import { visibleCatalog } from '~/lib/catalog/visible';
import { redirectMatcher } from '~/lib/http/redirects';
import { catalogRedirects } from '~/lib/http/site-redirects';
import { parentCategoryId } from '~/lib/menu/parent';
import { catalogForEditor } from './helpers/editor-config';

const catalog = catalogForEditor() as unknown as { products: Product[]; categories: Category[] };
const category = (slug: string) => catalog.categories.find((c) => c.slug === slug) as Category;

/** The catalog's products with those named (by slug) or of the categories named hidden. */
function hiding(slugs: string[], categorySlugs: string[] = []): Product[] {
  const ids = new Set(categorySlugs.flatMap((slug) => category(slug).products));
  return catalog.products.map((p) =>
    slugs.includes(p.slug) || ids.has(p.id) ? { ...p, hidden: true } : p,
  );
}

/** `from → to (status)` for each path, as the server and Netlify would answer it. */
function answers(products: Product[], paths: string[]): string[] {
  const find = redirectMatcher(catalogRedirects(catalog.categories, products));
  return paths.map((path) => {
    const rule = find(path, false);
    return rule ? `${path} → ${rule.to} (${rule.status})` : `${path}: none`;
  });
}

describe('a hidden product', () => {
  it('sends its page and its aliases to its category, in both menus, for now (302)', () => {
    expect(
      answers(hiding(['chickenburger']), [
        '/menu/burgers/chickenburger',
        '/menu/chicken-and-fish/chickenburger',
        '/menu/delivery/burgers/chickenburger',
        '/menu/delivery/chicken-and-fish/chickenburger',
      ]),
    ).toEqual([
      '/menu/burgers/chickenburger → /menu/burgers (302)',
      '/menu/chicken-and-fish/chickenburger → /menu/burgers (302)',
      '/menu/delivery/burgers/chickenburger → /menu/delivery/burgers (302)',
      '/menu/delivery/chicken-and-fish/chickenburger → /menu/delivery/burgers (302)',
    ]);
  });

  it('goes back to its one address (301) once shown again: no rule is left for its page', () => {
    expect(
      answers(catalog.products, [
        '/menu/burgers/chickenburger',
        '/menu/chicken-and-fish/chickenburger',
      ]),
    ).toEqual([
      '/menu/burgers/chickenburger: none',
      '/menu/chicken-and-fish/chickenburger → /menu/burgers/chickenburger (301)',
    ]);
  });
});

describe('a category left with nothing on sale', () => {
  it('sends its page to its parent, and its products’ pages there too', () => {
    const soda = category('soda');
    const cola = catalog.products.find((p) => p.id === soda.products[0]) as Product;
    expect(
      answers(hiding([], ['soda']), ['/menu/soda', `/menu/delivery/soda/${cola.slug}`]),
    ).toEqual([
      '/menu/soda → /menu/cold-drinks (302)',
      `/menu/delivery/soda/${cola.slug} → /menu/delivery/cold-drinks (302)`,
    ]);
  });

  it('sends a category without a parent to the menu itself', () => {
    expect(
      answers(hiding([], ['ice-cream']), ['/menu/ice-cream', '/menu/delivery/ice-cream']),
    ).toEqual(['/menu/ice-cream → /menu (302)', '/menu/delivery/ice-cream → /menu/delivery (302)']);
  });
});

describe('the rules for what is off sale', () => {
  it('never take the address of a page still on sale, nor point at one gone', () => {
    const products = hiding(['chickenburger', 'big-hit'], ['soda', 'ice-cream']);
    const visible = visibleCatalog(products, catalog.categories);
    const slugOf = new Map(visible.categories.map((c) => [c.id, c.slug]));
    const pages = new Set(['/menu', '/menu/delivery']);
    for (const base of ['/menu', '/menu/delivery']) {
      for (const c of visible.categories) pages.add(`${base}/${c.slug}`);
      for (const p of visible.products)
        pages.add(`${base}/${slugOf.get(parentCategoryId(p.categoryIds)) ?? '?'}/${p.slug}`);
    }
    const rules = catalogRedirects(catalog.categories, products).filter((r) => r.status === 302);
    expect(rules.length).toBeGreaterThan(8);
    for (const rule of rules) {
      expect(pages.has(rule.from), rule.from).toBe(false);
      expect(pages.has(rule.to), `${rule.from} → ${rule.to}`).toBe(true);
    }
  });

  it('are none while nothing is hidden', () => {
    expect(
      catalogRedirects(catalog.categories, catalog.products).map((r) => r.status),
    ).not.toContain(302);
  });
});
