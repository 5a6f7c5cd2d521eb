/**
 * The product modal (SPEC §4): loads the product of the menu's scope, offer switch by size label,
 * price and loyalty bonus, «Входит в» combos, the combo builder, a link to the nutrition facts;
 * the not-found state on failure. The address follows the product while it is open.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatRub } from '~/lib/format';
import { offerName, trayItemName } from '~/lib/catalog/size-label';
import { bonusText, loyaltyBonus } from '~/lib/menu/bonus';
import { availabilityNote } from '~/lib/menu/selection';
import { menuPath } from '~/paths';
import Dialog from '~/islands/ui/Dialog';
import { $bonusRatio, $menu, $menuScope, showProductInAddress } from '~/stores/menu';
import { $modal } from '~/stores/modal';
import {
  $offer,
  $product,
  $productPrice,
  clearProduct,
  loadProduct,
  openNutrition,
  setOffer,
} from '~/stores/product';
import ComboBuilder from './ComboBuilder';
import type { Pictures } from '~/lib/menu/types';

/** The product modal. */
export default function ProductModal({ pictures }: { pictures: Pictures }) {
  const modal = useStore($modal);
  const { product, loading, notFound } = useStore($product);
  const offer = useStore($offer);
  const price = useStore($productPrice);
  const ratio = useStore($bonusRatio);
  const menu = useStore($menu);
  // Opened by the first tap on a fresh page, the dialog may come before the city is known.
  const scope = useStore($menuScope);
  const scopeKey = scope ? JSON.stringify(scope) : '';
  const open = modal.name === 'product';
  const requested = open ? String(modal.attributes?.['slug'] ?? '') : '';
  const offerId = open ? Number(modal.attributes?.['offerId'] ?? 0) || null : null;
  // The name the card showed (first tap before hydration), so the title does not flash.
  const knownName = open ? modal.attributes?.['name'] : undefined;
  // The drawing the leading card showed (first tap before hydration), already here.
  const drawing = open ? modal.attributes?.['drawing'] : undefined;

  useEffect(() => {
    if (!requested) return undefined;
    showProductInAddress(requested);
    return () => {
      showProductInAddress(null);
    };
  }, [requested]);

  useEffect(() => {
    if (!requested || !scope) return;
    loadProduct(scope, requested, {
      offerId,
      ...(menu.context === 'delivery' ? { type: 'delivery' as const } : {}),
    }).catch(() => undefined);
    // The product is loaded once per opening and scope; context changes reload the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, scopeKey]);

  useEffect(() => clearProduct, []);

  const picture = product ? pictures[product.slug] : undefined;
  const note = product
    ? availabilityNote(product, menu.dayPart, menu.data?.schedule.dayParts ?? [])
    : null;
  return (
    <Dialog
      name="product"
      title={
        product?.name ??
        (notFound
          ? 'Продукт не найден'
          : typeof knownName === 'string' && knownName
            ? knownName
            : 'Загружаем…')
      }
      wide
    >
      {loading && <div className="loader loader--small" role="status" aria-label="Загрузка" />}
      {notFound && (
        <div className="product-modal__not-found">
          <p>Не нашел, что искал?</p>
          <p>Зато в нашем меню точно есть, чем себя порадовать!</p>
        </div>
      )}
      {product && offer && (
        <div className="product-modal">
          <div className="product-modal__picture">
            {/* The card's set of files, for the dialog's own width (menu.css): a phone takes the
                file its card already shows, sharp at this size and with no second request. The
                leading card's drawing, a vector already in the page, stays as it is. */}
            {picture && (
              <img
                {...(typeof drawing === 'string'
                  ? { src: drawing }
                  : { src: picture.src, srcSet: picture.srcset, sizes: 'min(14rem, 60vw)' })}
                width={220}
                height={220}
                alt={picture.alt ?? ''}
                decoding="async"
              />
            )}
          </div>
          <div className="product-modal__info">
            <p className="product-modal__text">{product.detailText}</p>
            {note && <p className="product-modal__note">{note}</p>}
            {product.offers.length > 1 && (
              <div className="offer-switch" role="radiogroup" aria-label="Размер">
                {product.offers.map((o) => (
                  <button
                    key={o.id}
                    type="button"
                    role="radio"
                    className="chip"
                    aria-checked={o.id === offer.id}
                    onClick={() => setOffer(o.id)}
                  >
                    {offerName(o)}
                  </button>
                ))}
              </div>
            )}
            {product.combo && <ComboBuilder slots={product.combo.slots} />}
            <p className="product-modal__price" aria-live="polite">
              <span data-testid="product-price">{formatRub(price)}</span>
              <span className="product-modal__bonus" data-testid="product-bonus">
                {bonusText(loyaltyBonus(price, ratio))}
              </span>
            </p>
            <p className="product-modal__weight">{offer.weight}&nbsp;г</p>
            {/* Added by the shell's one listener (src/scripts/tray-button.ts); a combo goes in with
                its default options, as its own nutrition table counts it. */}
            <button
              type="button"
              className="btn btn--md product-modal__tray"
              data-tray-add={offer.id}
              data-tray-context={menu.context}
              data-tray-name={trayItemName(product.name, offer.label)}
              aria-label={`В поднос: ${trayItemName(product.name, offer.label)}`}
            >
              В поднос
            </button>
            <button
              type="button"
              className="btn btn--outline btn--md"
              onClick={() => openNutrition({ productId: product.id, name: product.name })}
            >
              Пищевая ценность и аллергены
            </button>
            {product.containedIn.length > 0 && (
              <section className="product-modal__combos" aria-label="Входит в">
                <h3>Входит в</h3>
                <ul className="contained-in">
                  {product.containedIn.map((combo) => (
                    <li key={combo.id}>
                      <a
                        className="chip"
                        href={menuPath(menu.context, combo.parentCategorySlug, combo.slug)}
                      >
                        {combo.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
