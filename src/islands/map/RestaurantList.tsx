/**
 * The live list of restaurants, virtualised over the window scroll (SPEC §9: overscan 5). Each
 * card names the restaurant, its state and distance; «На карте» selects it on the map.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDistance } from '~/lib/restaurants/distance';
import { restaurantPath } from '~/paths';
import type { ListedRestaurant } from '~/stores/restaurants';
import OpenBadge from './OpenBadge';

/** SPEC §9: virtual list overscan. */
export const LIST_OVERSCAN = 5;

interface Props {
  restaurants: readonly ListedRestaurant[];
  cityCode: string;
  cityLocative: string;
  featureNames: Readonly<Record<string, string>>;
  selectedId: number | null;
  onShow: (id: number) => void;
}

/** A virtualised list of restaurant cards. */
export default function RestaurantList(props: Props) {
  const { restaurants, cityCode, cityLocative, featureNames, selectedId, onShow } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setOffset(list.getBoundingClientRect().top + window.scrollY);
  }, [restaurants.length]);
  const virtualizer = useWindowVirtualizer({
    count: restaurants.length,
    estimateSize: () => 136,
    overscan: LIST_OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => restaurants[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <ol
      ref={listRef}
      className="rlist rlist--virtual"
      aria-label={`Рестораны ${cityLocative}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const r = restaurants[item.index];
        if (!r) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={restaurants.length}
            aria-posinset={item.index + 1}
            className={`rcard${r.id === selectedId ? ' rcard--selected' : ''}`}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <h2 className="rcard__title">
              <a className="tap" href={restaurantPath(cityCode, r.id)}>
                {r.street}
              </a>
            </h2>
            {r.metro && <p className="rcard__metro">м.&nbsp;{r.metro}</p>}
            <p className="rcard__hours">
              <OpenBadge state={r.state} />
              {r.distance !== null && (
                <span className="rcard__distance">{formatDistance(r.distance)}</span>
              )}
            </p>
            {r.features.length > 0 && (
              <p className="rcard__features">
                {r.features.map((f) => featureNames[f] ?? f).join('\u00a0· ')}
              </p>
            )}
            <button
              type="button"
              className="rcard__show btn btn--sm btn--ghost"
              aria-label={`${r.street}: показать на карте`}
              onClick={() => onShow(r.id)}
            >
              На карте
            </button>
          </li>
        );
      })}
    </ol>
  );
}
