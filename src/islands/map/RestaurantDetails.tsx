/**
 * What a pin's balloon shows: address, today's hours per service, open-now state, features,
 * «Маршрут» links and «Меню этого ресторана» (selects the restaurant for the menu by xmlId).
 */
import { SERVICES, unpackWeek, type LocatorData } from '~/lib/restaurants/data';
import { comingDays, serviceState, shownClosure } from '~/lib/restaurants/schedule';
import { closureTitle, comingHoursText } from '~/lib/restaurants/schedule-text';
import { formatDistance } from '~/lib/restaurants/distance';
import { routeLinks } from '~/lib/restaurants/routes';
import { COOKIE, writeCookie, YEAR_SECONDS } from '~/lib/cookies';
import { menuPath, restaurantPath } from '~/paths';
import type { ListedRestaurant } from '~/stores/restaurants';
import OpenBadge from './OpenBadge';

interface Props {
  restaurant: ListedRestaurant;
  data: LocatorData;
  now: number;
  /** Heading level id for labelling a side card. */
  titleId?: string;
  /** Show the address as a heading (side card) or not (the dialog has its own title). */
  heading?: boolean;
}

/** Details of one restaurant. */
export default function RestaurantDetails({ restaurant: r, data, now, titleId, heading }: Props) {
  const names = Object.fromEntries(data.features.map((f) => [f.code, f.name]));
  const tz = data.city.timezone;
  const at = new Date(now);
  const weeks = Object.fromEntries(SERVICES.map(({ key }) => [key, unpackWeek(r.hours[key])]));
  const [today] = comingDays(weeks, r, at, tz, 1);
  const closure = shownClosure(r, at, tz);
  return (
    <div className="rdetails">
      {heading && (
        <h2 className="rdetails__title" id={titleId}>
          {r.street}
        </h2>
      )}
      <p className="rdetails__address">
        {r.address}
        {r.metro && <span className="rdetails__metro">м.&nbsp;{r.metro}</span>}
      </p>
      <p className="rdetails__state">
        <OpenBadge state={r.state} />
        {r.distance !== null && (
          <span className="rdetails__distance">{formatDistance(r.distance)}</span>
        )}
      </p>
      {closure && (
        <p className="rdetails__closure">
          {closureTitle(closure.closure, closure.phase)}. {closure.closure.note}
        </p>
      )}
      <dl className="rdetails__hours">
        {SERVICES.map(({ key, name }) => {
          const week = weeks[key];
          if (!week || !today) return null;
          const state = serviceState(week, r, key, at, tz);
          return (
            <div key={key}>
              <dt>{name}</dt>
              <dd>
                Сегодня{today.label && ` (${today.label})`} {comingHoursText(today, key)}
                {key !== 'hall' && <span className="visually-hidden">. </span>}
                {key !== 'hall' && <OpenBadge state={state} />}
              </dd>
            </div>
          );
        })}
      </dl>
      {r.features.length > 0 && (
        <ul className="rdetails__features" aria-label="Особенности">
          {r.features.map((f) => (
            <li key={f}>{names[f] ?? f}</li>
          ))}
        </ul>
      )}
      <div className="rdetails__routes">
        <p className="rdetails__label" id={`routes-${r.id}`}>
          Маршрут
        </p>
        <ul aria-labelledby={`routes-${r.id}`}>
          {routeLinks(r.lat, r.long).map((link) => (
            <li key={link.service}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="rdetails__actions">
        <a
          className="btn btn--md"
          href={menuPath('menu')}
          onClick={() => writeCookie(COOKIE.menuRestaurant, r.xmlId, { maxAge: YEAR_SECONDS })}
        >
          Меню этого ресторана
        </a>
        <a className="btn btn--md btn--ghost" href={restaurantPath(data.city.code, r.id)}>
          Подробнее
        </a>
      </div>
    </div>
  );
}
