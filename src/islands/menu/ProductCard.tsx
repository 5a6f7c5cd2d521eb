/**
 * One product of the menu grid: picture, name, «от … ₽», sizes, stickers, diet badges, and
 * «В поднос» for its first offer (beside the link: the shell's one listener adds it, hydrated or
 * not; src/scripts/tray-button.ts).
 */
import type { MouseEvent } from 'react';
import { trayItemName } from '~/lib/catalog/size-label';
import { formatPriceFrom } from '~/lib/format';
import { productBadges } from '~/lib/menu/filter';
import { sizeLabels } from '~/lib/menu/catalog';
import type { MenuContext, MenuProduct, Picture } from '~/lib/menu/types';

interface ProductCardProps {
  product: MenuProduct;
  /**
   * The menu's context, for «В поднос» (the tray takes the context it was filled from); none where
   * no script runs (the <noscript> list of other day parts), and so no button.
   */
  context?: MenuContext;
  href: string;
  picture: Picture | undefined;
  /** Above the fold: load the picture eagerly. */
  eager: boolean;
  /** The grid's first picture, the page's largest paint on a phone: fetched before the others. */
  leading?: boolean;
  /** Why the product cannot be ordered now (stop-list, day part), if so. */
  note: string | null;
  onOpen?: ((product: MenuProduct, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** A product card linking to the product's own URL. */
export default function ProductCard({
  product,
  context,
  href,
  picture,
  eager,
  leading = false,
  note,
  onOpen,
}: ProductCardProps) {
  const sizes = sizeLabels(product);
  const badges = productBadges(product);
  return (
    <li className={note ? 'product-card product-card--muted' : 'product-card'}>
      <a
        className="product-card__link"
        href={href}
        onClick={onOpen ? (event) => onOpen(product, event) : undefined}
      >
        <span className="product-card__picture">
          {picture && (
            <img
              src={picture.src}
              srcSet={picture.srcset}
              sizes={`${picture.size}px`}
              width={picture.size}
              height={picture.size}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={leading ? 'high' : undefined}
              // The leading card's picture is the page's largest paint: decoded in the frame that
              // paints it, not a frame later as `async` lets Chromium do.
              decoding={leading ? 'sync' : 'async'}
            />
          )}
        </span>
        {product.stickers.length > 0 && (
          <span className="product-card__stickers">
            {product.stickers.map((sticker) => (
              <span key={sticker} className={`sticker sticker--${stickerTone(sticker)}`}>
                {sticker}
              </span>
            ))}
          </span>
        )}
        <span className="product-card__name">{product.name}</span>
        {sizes.length > 0 && <span className="product-card__sizes">{sizes.join(' · ')}</span>}
        {badges.length > 0 && (
          <span className="product-card__badges">
            {badges.map((badge) => (
              <span key={badge} className="diet-badge">
                {badge}
              </span>
            ))}
          </span>
        )}
        <span className="product-card__footer">
          <span className="product-card__price">
            {formatPriceFrom(product.offers.map((o) => o.price))}
          </span>
          {note && <span className="product-card__note">{note}</span>}
        </span>
      </a>
      {context && product.offers[0] && (
        <button
          type="button"
          className="btn btn--outline btn--sm product-card__add"
          data-tray-add={product.offers[0].id}
          data-tray-context={context}
          data-tray-name={trayItemName(product.name, product.offers[0].label)}
          aria-label={`В поднос: ${product.name}`}
        >
          В поднос
        </button>
      )}
    </li>
  );
}

function stickerTone(sticker: string): string {
  if (sticker === 'Острое') return 'hot';
  if (sticker === 'Новинка') return 'new';
  return 'hit';
}
