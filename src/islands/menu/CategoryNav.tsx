/**
 * Category chips (links that work without JS) and, for a category with them, subcategory chips.
 * Each link carries the page's query; one the island can show in place is marked `data-in-place`,
 * so a tap while the island loads waits for it (src/scripts/directives/interaction.ts).
 */
import type { MouseEvent } from 'react';
import { topCategories } from '~/lib/menu/catalog';
import type { MenuCategory, MenuContext } from '~/lib/menu/types';
import { menuPath } from '~/paths';

interface CategoryNavProps {
  context: MenuContext;
  categories: readonly MenuCategory[];
  active: MenuCategory | null;
  activeSub: MenuCategory | null;
  showAll: boolean;
  /** The page's query (a campaign's tags, the filter) the links carry: '' or `?…`. */
  search: string;
  /** True when the island can show the category `slug` without loading its page. */
  inPlace: (slug: string) => boolean;
  onSelect?: ((slug: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** The category navigation of the menu. */
export default function CategoryNav({
  context,
  categories,
  active,
  activeSub,
  showAll,
  search,
  inPlace,
  onSelect,
}: CategoryNavProps) {
  const subs =
    !showAll && active
      ? active.subcategories.flatMap((id) => categories.filter((c) => c.id === id))
      : [];
  const chip = (category: MenuCategory, current: boolean) => (
    <li key={category.id}>
      <a
        className="chip"
        href={menuPath(context, category.slug) + search}
        aria-current={current ? 'page' : undefined}
        data-in-place={inPlace(category.slug) ? '' : undefined}
        onClick={onSelect ? (event) => onSelect(category.slug, event) : undefined}
      >
        {category.name}
      </a>
    </li>
  );
  return (
    <nav className="category-nav" aria-label="Категории меню">
      <ul className="category-nav__list">
        {topCategories(categories).map((c) =>
          chip(c, !showAll && c.id === active?.id && !activeSub),
        )}
      </ul>
      {subs.length > 0 && (
        <ul className="category-nav__list category-nav__list--sub" aria-label={active?.name}>
          {subs.map((c) => chip(c, c.id === activeSub?.id))}
        </ul>
      )}
    </nav>
  );
}
