/**
 * The product modal's state (SPEC §4 Product modal): opening loads the product (loading flag; on
 * failure the not-found flag is set and the error re-thrown), then chooses the offer matching
 * the requested offer id, else the first; the offer can be set by hand. The nutrition facts
 * modal's data is empty when it has no allergens, composition or nutritional value. The combo
 * builder's choices live here too. Clear resets everything.
 */
import { atom, computed, map } from 'nanostores';
import { getNutrition, getProduct } from '~/lib/menu/api';
import type { MenuScope, NutritionResponse, ProductDetails } from '~/lib/api/types';
import { loyaltyBonus } from '~/lib/menu/bonus';
import { comboPrice } from '~/lib/menu/combo';
import { trackLoading } from './loading';
import { closeModal, openModal } from './modal';

/** The product modal state. */
export interface ProductState {
  product: ProductDetails | null;
  offerId: number | null;
  loading: boolean;
  notFound: boolean;
}

const EMPTY: ProductState = { product: null, offerId: null, loading: false, notFound: false };

/** The product shown in the modal. */
export const $product = map<ProductState>({ ...EMPTY });

/** Nutrition facts of the product (null: not loaded or empty). */
export const $nutrition = atom<NutritionResponse | null>(null);

/** Where loading the nutrition facts is. */
export const $nutritionStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** Combo builder choices: slot code → product id. */
export const $comboChoice = map<Record<string, number>>({});

/** The chosen offer. */
export const $offer = computed($product, ({ product, offerId }) =>
  product ? (product.offers.find((o) => o.id === offerId) ?? product.offers[0] ?? null) : null,
);

/** The price to pay: the offer, or the combo with its chosen options. */
export const $productPrice = computed(
  [$product, $offer, $comboChoice],
  ({ product }, offer, choice) =>
    product && offer ? comboPrice(offer.price, product.combo?.slots ?? [], choice) : 0,
);

/** The bonus for the price with a ratio. */
export const bonusFor = (price: number, ratio: number): number => loyaltyBonus(price, ratio);

/** True once the product dialog has a React root of its own (src/islands/menu/mount-product.tsx). */
export const $productDialogHosted = atom(false);

let opened = 0;
let current: { key: string; request: Promise<ProductDetails> } | null = null;

/**
 * Open: load a product by id or slug and choose the requested offer, else the first. The same
 * request again, before the product is cleared, is the one already made (the first tap on a
 * product asks before its dialog has mounted; the dialog then asks the same).
 */
export function loadProduct(
  scope: MenuScope,
  idOrSlug: number | string,
  options: { offerId?: number | null; type?: 'delivery' } = {},
): Promise<ProductDetails> {
  const key = JSON.stringify([scope, idOrSlug, options.type ?? null, options.offerId ?? null]);
  if (current?.key !== key) current = { key, request: requestProduct(scope, idOrSlug, options) };
  return current.request;
}

async function requestProduct(
  scope: MenuScope,
  idOrSlug: number | string,
  options: { offerId?: number | null; type?: 'delivery' },
): Promise<ProductDetails> {
  const load = ++opened;
  $product.set({ ...EMPTY, loading: true });
  $comboChoice.set({});
  try {
    const product = await trackLoading(
      getProduct(scope, idOrSlug, options.type ? { type: options.type } : {}),
    );
    if (load !== opened) return product;
    const offer = product.offers.find((o) => o.id === options.offerId) ?? product.offers[0];
    $product.set({ product, offerId: offer?.id ?? null, loading: false, notFound: false });
    $comboChoice.set(
      Object.fromEntries((product.combo?.slots ?? []).map((s) => [s.code, s.defaultProductId])),
    );
    return product;
  } catch (error) {
    if (load === opened) $product.set({ ...EMPTY, notFound: true });
    throw error;
  }
}

/** Choose an offer by id (ignored when the product has no such offer). */
export function setOffer(offerId: number): void {
  const { product } = $product.get();
  if (product?.offers.some((o) => o.id === offerId)) $product.setKey('offerId', offerId);
}

/**
 * Replace the product modal by the nutrition facts: close it first and open the facts once its
 * history entry is gone (the dialog steps back on close), so the back button closes the facts.
 */
export function openNutrition(attributes: { productId: number; name: string }): void {
  let done = false;
  const open = (): void => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', open);
    openModal('nutritionFacts', attributes);
  };
  window.addEventListener('popstate', open);
  closeModal('product');
  // Should the dialog not step back (its entry already gone), open anyway on the next frame.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if ((history.state as { modal?: string } | null)?.modal !== 'product') open();
    }),
  );
}

/** Choose a combo slot's product. */
export function chooseComboOption(slot: string, productId: number): void {
  $comboChoice.setKey(slot, productId);
}

/** True when nutrition facts have nothing to show. */
export function isNutritionEmpty(n: NutritionResponse): boolean {
  return (
    n.allergens.contains.length === 0 &&
    n.allergens.mayContain.length === 0 &&
    n.composition.length === 0 &&
    !n.nutritionalValue
  );
}

/** Load nutrition facts; empty facts become null (the modal's empty state). */
export async function loadNutrition(id: number): Promise<NutritionResponse | null> {
  $nutritionStatus.set('loading');
  $nutrition.set(null);
  try {
    const facts = await trackLoading(getNutrition(id));
    const value = isNutritionEmpty(facts) ? null : facts;
    $nutrition.set(value);
    $nutritionStatus.set('ready');
    return value;
  } catch (error) {
    $nutritionStatus.set('error');
    throw error;
  }
}

/** Clear resets everything. */
export function clearProduct(): void {
  opened++;
  current = null;
  $product.set({ ...EMPTY });
  $comboChoice.set({});
}
