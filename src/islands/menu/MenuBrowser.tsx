/**
 * The menu browser island: it renders the pre-rendered menu (same HTML on the server and on the
 * first client render), then takes over category switching, the filter, the address and the
 * menu of the visitor's city or chosen restaurant.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { isPlainClick } from '~/lib/gestures';
import { parseFilter, filterQuery } from '~/lib/menu/filter';
import { availabilityNote } from '~/lib/menu/selection';
import { revealMenu } from '~/lib/menu/gate';
import { menuHeading } from '~/lib/menu/heading';
import { holdsCategory, menuSeed } from '~/lib/menu/seed';
import type { MenuStartProps } from '~/lib/menu/start-props';
import type { MenuProduct } from '~/lib/menu/types';
import { menuPath } from '~/paths';
import {
  $menu,
  $menuCategory,
  $menuFilter,
  $menuPath,
  $menuSections,
  connectMenu,
  retryMenu,
  selectCategory,
  setMenuFilter,
  showProductInAddress,
  startMenu,
} from '~/stores/menu';
import { $menuPictures, startMenuPictures } from '~/stores/menu-pictures';
import { $modal, openModal } from '~/stores/modal';
import CategoryNav from './CategoryNav';
import { keepQueryInHeader, showMenuHeading } from './follow-heading';
import FilterPanel from './FilterPanel';
import MenuModals from './MenuModals';
import MenuToolbar from './MenuToolbar';
import ProductCard from './ProductCard';
import { withIslandBoundary } from '~/islands/ui/IslandBoundary';

interface MenuBrowserProps extends MenuStartProps {
  /** The page's address: the key of its menu and pictures (src/lib/menu/seed.ts). */
  seedKey: string;
  /** Product slug of a product page. */
  productSlug: string | null;
}

const noSubscription = (): (() => void) => () => undefined;
const onClient = (): boolean => true;
const onServer = (): boolean => false;

/** The menu browser. */
function MenuBrowser(props: MenuBrowserProps) {
  const [{ data: seedData }] = useState(() => {
    const seed = menuSeed(props.seedKey);
    // A product the first tap opened (src/scripts/menu/start.ts) already shows its address.
    const opened = $modal.get();
    const tapped = opened.name === 'product' ? String(opened.attributes?.['slug'] ?? '') : '';
    startMenu({ ...props, data: seed.data, productSlug: props.productSlug ?? (tapped || null) });
    startMenuPictures(seed.pictures);
    return seed;
  });
  const pictures = useStore($menuPictures);
  const menu = useStore($menu);
  const { category, subcategory } = useStore($menuCategory);
  const { sections, hidden } = useStore($menuSections);
  const filter = useStore($menuFilter);
  const path = useStore($menuPath);
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);

  // Busy from hydration until the visitor's menu is in. The pre-rendered HTML says nothing: its
  // "false" read as «the visitor's menu is in» before the island had drawn anything.
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    setMenuFilter(parseFilter(location.search));
    // The visitor's menu is drawn (or failed to load): a menu the gate hid shows after that frame.
    void connectMenu().finally(() => {
      setConnected(true);
      requestAnimationFrame(revealMenu);
    });
  }, []);

  // The page's query as the address keeps it (the filter's parameters and any others: a
  // campaign's tags); the category links carry it too.
  const search = hydrated ? filterQuery(filter, location.search) : '';
  useEffect(() => {
    if (!hydrated || location.pathname === '/') return;
    if (location.pathname !== path || location.search !== search) {
      history.replaceState(history.state, '', `${path}${search}${location.hash}`);
    }
  }, [hydrated, path, search]);

  // The tapped product closed before its dialog loaded: the address is the list's again. It may
  // have closed while the island hydrated, before this listener (Back in WebKit, say): check once.
  useEffect(() => {
    const onModal = ({ name }: { name: string | null }): void => {
      if (name !== 'product' && !props.productSlug && $menu.get().productSlug)
        showProductInAddress(null);
    };
    onModal($modal.get());
    return $modal.listen(onModal);
  }, [props.productSlug]);

  // A list page's header follows the category shown (a product page keeps its product's).
  // Its links carry the address's query, as the chips do (after the address took it, above).
  useEffect(() => {
    if (!hydrated) return;
    if (!props.productSlug)
      showMenuHeading(menuHeading(menu.context, menu.showAll ? null : { category, subcategory }));
    keepQueryInHeader(search);
  }, [hydrated, props.productSlug, menu.context, menu.showAll, category, subcategory, search]);

  const data = menu.data ?? seedData;
  const onSelect = (slug: string, event: MouseEvent<HTMLAnchorElement>): void => {
    // A category page's seed holds its own products only: until the visitor's menu has loaded,
    // another category is its page.
    if (!isPlainClick(event) || !holdsCategory(data, slug)) return;
    event.preventDefault();
    selectCategory(slug);
    document.getElementById('menu-grid')?.scrollIntoView({ block: 'start' });
  };
  const onOpen = (product: MenuProduct, event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openModal('product', { slug: product.slug, id: product.id });
  };

  let index = 0;
  return (
    <div className="menu-browser" aria-busy={hydrated ? menu.loading || !connected : undefined}>
      <MenuToolbar enabled={hydrated} />
      <CategoryNav
        context={menu.context}
        categories={data.categories}
        active={category}
        activeSub={subcategory}
        showAll={menu.showAll}
        search={search}
        inPlace={(slug) => holdsCategory(data, slug)}
        onSelect={hydrated ? onSelect : undefined}
      />
      <FilterPanel filter={filter} hidden={hidden} enabled={hydrated} onChange={setMenuFilter} />
      <div id="menu-grid" className="menu-grid" tabIndex={-1}>
        {menu.error === 'load' && <MenuError />}
        {menu.error === 'empty' ? (
          <MenuError />
        ) : (
          sections.map((section) => {
            const Heading = section.level === 2 ? 'h2' : 'h3';
            const hideHeading = !menu.showAll && section.level === 2;
            return (
              <section
                key={section.category.id}
                className="menu-section"
                aria-labelledby={`section-${section.category.slug}`}
              >
                <Heading
                  id={`section-${section.category.slug}`}
                  className={hideHeading ? 'visually-hidden' : 'menu-section__title'}
                >
                  {section.category.name}
                </Heading>
                {section.products.length > 0 ? (
                  // Its cards and their «В поднос» work before hydration (src/scripts/menu/start.ts,
                  // tray-add.ts): a tap there does not start the island (`data-early`).
                  <ul className="product-grid" data-early>
                    {section.products.map((product) => (
                      <ProductCard
                        key={product.id}
                        product={product}
                        context={menu.context}
                        href={menuPath(menu.context, product.parentCategorySlug, product.slug)}
                        picture={pictures[product.slug]}
                        // On a product's page its own picture above is the largest paint.
                        leading={index === 0 && !props.productSlug}
                        eager={index++ < 4}
                        note={availabilityNote(product, menu.dayPart, data.schedule.dayParts)}
                        onOpen={hydrated ? onOpen : undefined}
                      />
                    ))}
                  </ul>
                ) : (
                  !section.group && (
                    <p className="menu-section__empty">Под фильтр здесь ничего не подходит.</p>
                  )
                )}
              </section>
            );
          })
        )}
      </div>
      <MenuModals context={menu.context} data={data} pictures={pictures} />
    </div>
  );
}

/**
 * The error state (SPEC §8 texts) with a retry. A failed load keeps the pre-rendered menu below
 * it (prices of the default city), so the page is never blank.
 */
function MenuError() {
  return (
    <div className="menu-error" role="alert">
      <p className="menu-error__title">Произошла ошибка при загрузке данных</p>
      <p>Попробуй обновить или немного подождать, скоро решим проблему</p>
      <button type="button" className="btn" onClick={() => void retryMenu()}>
        Попробовать снова
      </button>
    </div>
  );
}

/** The island, inside its error boundary. */
export default withIslandBoundary('menu', MenuBrowser);
