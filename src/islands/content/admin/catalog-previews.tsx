/**
 * Decap's preview of the catalog's entries, drawn with the site's own markup and styles: a
 * product as the menu's card (the same ProductCard) and as its dialog, with every price below; a
 * restaurant as its page's head and its coming week of hours, a special day or a closure in place,
 * and a warning when its point lies outside its city or its copies of the city or breakfast
 * disagree (what the build refuses). The values come from ~/lib/admin and ~/lib/catalog.
 */
import ProductCard from '~/islands/menu/ProductCard';
import { offerName } from '~/lib/catalog/size-label';
import { formatPhone, formatRub } from '~/lib/format';
import { previewProduct } from '~/lib/admin/product-preview';
import { restaurantMismatches } from '~/lib/catalog/integrity';
import { closureLine, comingWeek, insideCity, servicesOf } from '~/lib/admin/restaurant-preview';
import { productArt } from '~/lib/menu/art';
import { formatAddress } from '~/lib/restaurants/address';
import { hoursConfirmedText } from '~/lib/restaurants/schedule-text';
import type { PriceZone } from '~/lib/catalog/schema';
import { PREVIEW_CITIES } from './cities';
import { dataOf, photoOf, type PreviewProps } from './previews';

const ZONES: { zone: PriceZone; name: string }[] = [
  { zone: 'msk', name: 'Москва' },
  { zone: 'spb', name: 'Санкт-Петербург' },
  { zone: 'regions', name: 'Другие регионы' },
];

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A product as the menu's card and its dialog (Moscow, restaurant prices), then all its prices. */
export function ProductPreview({ entry, getAsset }: PreviewProps) {
  const data = dataOf(entry);
  const product = previewProduct(data);
  // The uploaded photo when there is one, as on the site; else the drawing the site would show.
  const art =
    photoOf(data, getAsset) ??
    `data:image/svg+xml,${encodeURIComponent(
      productArt(product.slug || 'new', product.categoryIds),
    )}`;
  const picture = { src: art, srcset: '', size: 220 };
  const first = product.offers[0];
  return (
    <main id="main" className="container catalog-preview">
      <h2 className="catalog-preview__caption">Карточка в меню (Москва, в ресторане)</h2>
      <ul className="product-grid catalog-preview__cards">
        <ProductCard product={product} href="#" picture={picture} eager note={null} />
      </ul>
      <h2 className="catalog-preview__caption">Окно продукта</h2>
      <div className="dialog__body catalog-preview__dialog">
        <header className="dialog__header">
          <h2 className="dialog__title">{product.name}</h2>
        </header>
        <div className="product-modal">
          <div className="product-modal__picture">
            <img
              src={art}
              width={220}
              height={220}
              alt={str(data['imageAlt'])}
              style={{ objectFit: 'cover' }}
            />
          </div>
          <div className="product-modal__info">
            <p className="product-modal__text">{str(data['detailText'])}</p>
            {product.offers.length > 1 && (
              <div className="offer-switch" role="radiogroup" aria-label="Размер">
                {product.offers.map((o, i) => (
                  <span key={i} role="radio" className="chip" aria-checked={i === 0}>
                    {offerName(o)}
                  </span>
                ))}
              </div>
            )}
            {first && (
              <>
                <p className="product-modal__price">
                  <span>{formatRub(first.price)}</span>
                </p>
                <p className="product-modal__weight">{first.weight}&nbsp;г</p>
              </>
            )}
          </div>
        </div>
      </div>
      <h2 className="catalog-preview__caption">Цены по регионам</h2>
      <table className="catalog-preview__table">
        <thead>
          <tr>
            <th scope="col">Размер</th>
            {ZONES.map((z) => (
              <th key={z.zone} scope="col">
                {z.name}: ресторан / доставка
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {product.offers.map((offer, index) => (
            <tr key={index}>
              <th scope="row">{offerName(offer)}</th>
              {ZONES.map((z) => (
                <td key={z.zone}>
                  {formatRub(previewProduct(data, z.zone).offers[index]?.price ?? 0)} /{' '}
                  {formatRub(previewProduct(data, z.zone, 'delivery').offers[index]?.price ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

/** A restaurant as its page begins: address, phone, closure, the coming week's hours. */
export function RestaurantPreview({ entry }: PreviewProps) {
  const data = dataOf(entry);
  const city = PREVIEW_CITIES[str(data['cityCode'])];
  const timeZone = city?.timezone ?? 'Europe/Moscow';
  const now = new Date();
  const week = comingWeek(data, now, timeZone);
  const closure = closureLine(data, now, timeZone);
  const inside = insideCity(data, city?.boundary);
  const mismatches = restaurantMismatches(data, city);
  const services = servicesOf(data);
  const block = str(data['block']);
  const cityName = city?.name ?? str(data['city']);
  const address = formatAddress({
    region: str(data['region']) || cityName,
    city: cityName,
    street: str(data['street']),
    house: str(data['house']),
    block: block || null,
  });
  return (
    <main id="main" className="container rpage catalog-preview">
      {inside === false && (
        <p className="catalog-preview__warning" role="alert">
          Точка {String(data['lat'])}, {String(data['long'])} вне границ города {city?.name}: сайт с
          ней не соберётся. Проверьте широту и долготу.
        </p>
      )}
      {mismatches.map((mismatch) => (
        <p key={mismatch} className="catalog-preview__warning" role="alert">
          {mismatch}: сайт так не соберётся.
        </p>
      ))}
      <h1 className="rpage__title">{str(data['street'])}</h1>
      <p className="rpage__address">
        {address}
        {str(data['metro']) && <span className="rpage__metro">м.&nbsp;{str(data['metro'])}</span>}
      </p>
      {closure && <p className="rpage__state">{closure}</p>}
      <div className="rpage__actions">
        <span className="btn btn--secondary btn--outline">{formatPhone(str(data['phone']))}</span>
      </div>
      <h2 className="rpage__h2">Часы работы на неделю</h2>
      <div className="rpage__table-wrap scroll-shade">
        <table className="rpage__hours">
          <thead>
            <tr>
              <th scope="col">День</th>
              {services.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {week.map((day) => (
              <tr key={day.date} aria-current={day.today ? 'date' : undefined}>
                <th scope="row">
                  {day.title}
                  {day.today && ' (сегодня)'}
                  {day.note && <span className="catalog-preview__note"> · {day.note}</span>}
                </th>
                {day.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="rpage__tz">Время местное ({city?.name ?? 'город не выбран'}).</p>
      {str(data['hoursConfirmed']) && (
        <p className="catalog-preview__note">{hoursConfirmedText(str(data['hoursConfirmed']))}</p>
      )}
    </main>
  );
}
