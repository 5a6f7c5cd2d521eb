/**
 * The restaurant locator island: heading, «Рядом со мной», filters, the live list (replacing the
 * pre-rendered one passed as children) and the map, which loads only once its panel is shown.
 * Filters live in the URL; a change of city reloads the data without reloading the page.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { pluralize } from '~/lib/plural';
import { activeFilterCount, filtersFromQuery, filtersToQuery } from '~/lib/restaurants/filters';
import type { LocatorCity } from '~/lib/restaurants/data';
import { COOKIE, readCookie } from '~/lib/cookies';
import { restaurantsCityPath, restaurantsDataPath } from '~/paths';
import { onCityChange } from '~/stores/city';
import { openModal } from '~/stores/modal';
import * as store from '~/stores/restaurants';
import Balloon from './Balloon';
import ErrorBoundary from '~/islands/ui/ErrorBoundary';
import Filters from './Filters';
import MapError from './MapError';
import RestaurantList from './RestaurantList';
import Toolbar from './Toolbar';
import { loadMapStylesheet } from './map-stylesheet';
import type { Basemap } from '~/lib/restaurants/basemap';
import { MOBILE_QUERY, SPLIT_QUERY, useHydrated, useMedia } from './useMedia';
import { useWhenVisible } from './useWhenVisible';
import { withIslandBoundary } from '~/islands/ui/IslandBoundary';

// The map's script and MapLibre's stylesheet load together; the map is created once both are in.
const MapView = lazy(() =>
  Promise.all([import('./MapView'), loadMapStylesheet()]).then(([view]) => view),
);
const RESTAURANTS = ['ресторан', 'ресторана', 'ресторанов'] as const;

interface Props {
  /** The pre-rendered city. */
  city: LocatorCity;
  /** Its number of restaurants. */
  count: number;
  /** Basemap styles to try in order. */
  styles: Basemap[];
  /** On `/restaurants`: show the visitor's chosen city instead of the pre-rendered one. */
  followCity: boolean;
  /** The pre-rendered list, shown until the live one is ready. */
  children?: ReactNode;
}

/** The locator. */
function Locator({ city: initialCity, count, styles, followCity, children }: Props) {
  const data = useStore(store.$locatorData);
  const status = useStore(store.$locatorStatus);
  const listed = useStore(store.$listedRestaurants);
  const pins = useStore(store.$filteredRestaurants);
  const filters = useStore(store.$filters);
  const selectedId = useStore(store.$selectedId);
  const location = useStore(store.$location);
  const mounted = useHydrated();
  const [view, setView] = useState<'list' | 'map'>('list');
  const split = useMedia(SPLIT_QUERY);
  const mobile = useMedia(MOBILE_QUERY);
  const mapPanel = useRef<HTMLDivElement>(null);
  const mapShown = useWhenVisible(mapPanel, mounted && (split || view === 'map'));
  const city = data?.city ?? initialCity;

  useEffect(() => {
    store.setFilters(filtersFromQuery(window.location.search));
    const chosen = followCity ? readCookie(COOKIE.city) : undefined;
    void store.loadLocatorCity(restaurantsDataPath(chosen ?? initialCity.code));
    const timer = window.setInterval(() => store.tick(), 30_000);
    const stop = onCityChange((next) => {
      if (!followCity)
        history.replaceState(
          history.state,
          '',
          restaurantsCityPath(next.code) + window.location.search,
        );
      return store.loadLocatorCity(restaurantsDataPath(next.code));
    });
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per page

  // The filters live in the URL. Closing a dialog goes back one history entry (the entry the
  // dialog pushed), which would restore the URL from before: write it again after every popstate.
  useEffect(() => {
    if (!mounted) return undefined;
    const sync = (): void => {
      const { pathname, search, hash } = window.location;
      const query = filtersToQuery(store.$filters.get(), search);
      if (query !== search) history.replaceState(history.state, '', `${pathname}${query}${hash}`);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [filters, mounted]);

  const featureNames = Object.fromEntries((data?.features ?? []).map((f) => [f.code, f.name]));
  const shownCount = data ? listed.length : count;
  const filtered = activeFilterCount(filters) > 0;
  const area = useStore(store.$area);

  return (
    <div className="locator" data-view={view} data-ready={data ? 'true' : 'false'}>
      <div className="locator__head">
        <h1 className="locator__title">Рестораны {city.nameLocative}</h1>
        <p className="locator__count" aria-live="polite">
          {filtered || area
            ? `Найдено: ${pluralize(shownCount, RESTAURANTS)}`
            : pluralize(shownCount, RESTAURANTS)}
        </p>
        <Toolbar
          view={view}
          onView={setView}
          onFilters={() => openModal('restaurantsMapFilters')}
        />
      </div>
      <div className="locator__body">
        <div className={`locator__list${!split && view === 'map' && mounted ? ' is-hidden' : ''}`}>
          {data ? (
            listed.length > 0 ? (
              <RestaurantList
                restaurants={listed}
                cityCode={city.code}
                cityLocative={city.nameLocative}
                featureNames={featureNames}
                selectedId={selectedId}
                onShow={(id) => {
                  store.selectRestaurant(id);
                  if (!split) setView('map');
                }}
              />
            ) : (
              <div className="locator__empty">
                <p>
                  Ничего не нашлось. Попробуй убрать часть фильтров или поискать в другой области.
                </p>
                <button
                  type="button"
                  className="btn btn--md"
                  onClick={() => {
                    store.setFilters({ features: [], openNow: false });
                    store.searchArea(null);
                  }}
                >
                  Показать все рестораны
                </button>
              </div>
            )
          ) : (
            children
          )}
        </div>
        <div
          ref={mapPanel}
          className="locator__map"
          // A data attribute, not `hidden`: React renders hidden="" in the server HTML.
          data-hidden={!mounted || (!split && view === 'list') ? 'true' : 'false'}
        >
          {/* The city's data did not load (offline, and never saved): no map to show. */}
          {mapShown && !data && status === 'error' && <MapError />}
          {mapShown && data && (
            <ErrorBoundary fallback={<MapError />}>
              <Suspense
                fallback={
                  <div
                    className="map-view__loading loader"
                    role="status"
                    aria-label="Карта загружается"
                  />
                }
              >
                <MapView
                  city={data.city}
                  restaurants={pins}
                  styles={styles}
                  selectedId={selectedId}
                  location={location}
                  onSelect={store.selectRestaurant}
                  onSearchArea={store.searchArea}
                />
              </Suspense>
            </ErrorBoundary>
          )}
          {!mobile && <Balloon asModal={false} />}
        </div>
      </div>
      {mounted && <Filters />}
      {mounted && mobile && <Balloon asModal />}
    </div>
  );
}

/** The island, inside its error boundary. */
export default withIslandBoundary('locator', Locator);
