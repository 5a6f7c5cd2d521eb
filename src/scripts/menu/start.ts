/**
 * The menu page's start-up script (vanilla, no React). The menu island hydrates late
 * (`client:interaction`); this script hydrates it at once when the pre-rendered HTML is not what
 * this visitor should see (src/lib/menu/prerendered.ts, or the city the site learns later), stores
 * the category cookies as the island does on start, and enables the toolbar's buttons so a tap
 * made before hydration is held and replayed by the directive instead of being lost.
 */
import { COOKIE, keepChoiceCookie, readCookie } from '~/lib/cookies';
import { staleReason, type PrerenderedMenu } from '~/lib/menu/prerendered';
import { hydrateNow } from '~/lib/hydration';
import { $city } from '~/stores/city';

class MenuStart extends HTMLElement {
  connectedCallback(): void {
    const island = this.querySelector('astro-island');
    const page = JSON.parse(this.dataset['prerendered'] ?? 'null') as PrerenderedMenu | null;
    if (!island || !page) return;
    keepChoiceCookie(COOKIE.menuCategory, this.dataset['category']);
    keepChoiceCookie(COOKIE.menuSubcategory, this.dataset['subcategory']);
    for (const button of this.querySelectorAll('.menu-toolbar button:disabled'))
      button.removeAttribute('disabled');

    let stop = (): void => undefined;
    const hydrate = (reason: string): void => {
      stop();
      if (this.dataset['hydrate']) return;
      this.dataset['hydrate'] = reason;
      hydrateNow(island);
    };
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
