/**
 * The menu page's start-up script (vanilla, no React). The menu island hydrates late
 * (`client:interaction`); this script hydrates it at once when the pre-rendered HTML is not what
 * this visitor should see (src/lib/menu/prerendered.ts, or the city the site learns later), stores
 * the category cookies as the island does on start, and enables the toolbar's buttons so a tap
 * made before hydration is held and replayed by the directive instead of being lost. It also wires
 * every «В поднос» button of the page.
 */
import { COOKIE, keepChoiceCookie, readCookie } from '~/lib/cookies';
import { staleReason, type PrerenderedMenu } from '~/lib/menu/prerendered';
import { isPlainClick } from '~/lib/gestures';
import { HYDRATION_ERROR, hydrateNow } from '~/lib/hydration';
import { whenIdle } from '~/lib/start-up';
import { QUERY_LINKS } from '~/islands/menu/follow-heading';
import { $city } from '~/stores/city';
import { openModal } from '~/stores/modal';
import { readMenuStartProps } from '~/lib/menu/start-props';
import { startEarlyFilter } from './early-filter';
import { openFirstProduct } from './first-product';
import { showProductPreview } from './product-preview';
import { startTrayAdds } from './tray-add';

// Shown from the device's copy: say since when (the chunk is precached for offline use).
if (document.documentElement.dataset['savedAt']) void import('~/scripts/saved-notice');

// «В поднос» in the cards, the product dialog and the product page (hydrated or not).
startTrayAdds();

class MenuStart extends HTMLElement {
  connectedCallback(): void {
    const island = this.querySelector('astro-island');
    const page = JSON.parse(this.dataset['prerendered'] ?? 'null') as PrerenderedMenu | null;
    const start = readMenuStartProps(this);
    if (!island || !page) return;
    // The choice is kept once the page is idle: a write makes the browser's next read of
    // cookies wait for it (5–17 ms while the page loads), and the shell's start-up reads next.
    const { category, subcategory } = this.dataset;
    whenIdle(
      () => {
        // A hydrated island has stored the visitor's choice itself, maybe a newer one.
        if (!island.hasAttribute('ssr')) return;
        keepChoiceCookie(COOKIE.menuCategory, category);
        keepChoiceCookie(COOKIE.menuSubcategory, subcategory);
      },
      2000,
      1000,
    );
    for (const button of this.querySelectorAll('.menu-toolbar button:disabled'))
      button.removeAttribute('disabled');
    // The category links, the breadcrumbs and the restaurant/delivery switch carry the page's
    // query (a campaign's tags) as the island's do (SPEC §2): one it cannot show in place, or
    // any when its scripts fail, loads its page with them.
    if (location.search)
      for (const link of document.querySelectorAll<HTMLAnchorElement>(QUERY_LINKS))
        link.search = location.search;

    let stop = (): void => undefined;
    const hydrate = (reason: string): void => {
      stop();
      if (this.dataset['hydrate']) return;
      this.dataset['hydrate'] = reason;
      hydrateNow(island);
    };
    startEarlyFilter(
      this,
      () => !island.hasAttribute('ssr'),
      () => hydrate('filter'),
    );
    // The first tap on a product, before the island has hydrated, opens the product dialog in
    // place (SPEC §2, §4): the tap is taken here, a preview from the card shows at once, and the
    // product dialog's own root replaces it, then the island hydrates (the cards are `data-early`:
    // a tap there is no sign of intent). Without scripts, with a modifier key, or when neither
    // dialog's scripts load, the link goes to the product page.
    this.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (!link?.matches('.product-card__link') || !island.hasAttribute('ssr')) return;
        if (document.querySelector('dialog[data-product-preview]')) return;
        if (!isPlainClick(event)) return;
        event.preventDefault();
        event.stopPropagation();
        const slug = new URL(link.href).pathname.split('/').pop() ?? '';
        const name = link.querySelector('.product-card__name')?.textContent ?? '';
        // The leading card's drawing is in the page (scripts/leading-picture.mjs): the dialog
        // keeps it, where the file of the card's set would still have to come.
        const shown = link.querySelector('img')?.currentSrc ?? '';
        const drawing = shown.startsWith('data:image/svg+xml,') ? { drawing: shown } : {};
        openModal('product', { slug, name, ...drawing });
        // Its details first, asked for before the preview is drawn, in a dialog of its own; the
        // island after them (or at once, should that dialog's code fail to load: the island then
        // shows the product itself).
        const first = start ? openFirstProduct(start, slug, link.href) : Promise.resolve();
        showProductPreview(link);
        // The product's page takes the place of the preview's history entry: Back returns to the menu.
        const leave = (): void => {
          if (document.querySelector('dialog[data-product-preview]')) location.replace(link.href);
        };
        island.addEventListener(HYDRATION_ERROR, leave, { once: true });
        void first.catch(() => undefined).finally(() => hydrate('product'));
      },
      { capture: true },
    );

    const reason = staleReason(page, {
      city: readCookie(COOKIE.city),
      restaurant: readCookie(COOKIE.menuRestaurant),
      pathname: location.pathname,
      search: location.search,
      now: new Date(),
    });
    if (reason) return hydrate(reason);
    // The city the server gives (CDN geo, a new choice in the header) may arrive later.
    stop = $city.subscribe((city) => {
      if (city && city.code !== page.city) hydrate('city');
    });
  }
}

if (!customElements.get('menu-start')) customElements.define('menu-start', MenuStart);
