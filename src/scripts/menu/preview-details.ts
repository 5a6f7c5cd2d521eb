/**
 * The first tapped product's details (sizes, price, «В поднос», the combos it is in) drawn into
 * its preview (./product-preview.ts) as soon as the product is in, without React: on a low-tier
 * phone React's start and the product dialog's first render come about a second later (issue 44).
 * The markup and the store are ProductModal's, whose dialog then takes the preview's place with
 * the size chosen here and looks the same. A combo waits for that dialog: its builder is React's.
 */
import { formatRub } from '~/lib/format';
import { offerName, trayItemName } from '~/lib/catalog/size-label';
import { bonusText, loyaltyBonus } from '~/lib/menu/bonus';
import { availabilityNote } from '~/lib/menu/selection';
import { menuPath } from '~/paths';
import { $bonusRatio, $menu } from '~/stores/menu';
import { $offer, $product, $productPrice, openNutrition, setOffer } from '~/stores/product';

/** An element of `className` holding `text`. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** The preview's details for the product in the store, or nothing without one. */
function details(): HTMLElement[] {
  const { product } = $product.get();
  const offer = $offer.get();
  if (!product || !offer || product.combo) return [];
  const menu = $menu.get();
  const note = availabilityNote(product, menu.dayPart, menu.data?.schedule.dayParts ?? []);
  const parts: HTMLElement[] = [element('p', 'product-modal__text', product.detailText)];
  if (note) parts.push(element('p', 'product-modal__note', note));
  if (product.offers.length > 1) {
    const sizes = element('div', 'offer-switch');
    sizes.setAttribute('role', 'radiogroup');
    sizes.setAttribute('aria-label', 'Размер');
    for (const choice of product.offers) {
      const chip = element('button', 'chip', offerName(choice));
      chip.type = 'button';
      chip.setAttribute('role', 'radio');
      chip.setAttribute('aria-checked', String(choice.id === offer.id));
      chip.addEventListener('click', () => setOffer(choice.id));
      sizes.append(chip);
    }
    parts.push(sizes);
  }
  const price = $productPrice.get();
  const line = element('p', 'product-modal__price');
  line.setAttribute('aria-live', 'polite');
  const amount = element('span', '', formatRub(price));
  amount.dataset['testid'] = 'product-price';
  const bonus = element(
    'span',
    'product-modal__bonus',
    bonusText(loyaltyBonus(price, $bonusRatio.get())),
  );
  bonus.dataset['testid'] = 'product-bonus';
  line.append(amount, bonus);
  // Added by the shell's one listener (src/scripts/tray-button.ts), as from the dialog.
  const name = trayItemName(product.name, offer.label);
  const tray = element('button', 'btn btn--md product-modal__tray', 'В поднос');
  tray.type = 'button';
  tray.dataset['trayAdd'] = String(offer.id);
  tray.dataset['trayContext'] = menu.context;
  tray.dataset['trayName'] = name;
  tray.setAttribute('aria-label', `В поднос: ${name}`);
  const facts = element('button', 'btn btn--outline btn--md', 'Пищевая ценность и аллергены');
  facts.type = 'button';
  facts.addEventListener('click', () =>
    openNutrition({ productId: product.id, name: product.name }),
  );
  parts.push(line, element('p', 'product-modal__weight', `${offer.weight}\u00a0г`), tray, facts);
  if (product.containedIn.length > 0) {
    const combos = element('section', 'product-modal__combos');
    combos.setAttribute('aria-label', 'Входит в');
    const list = element('ul', 'contained-in');
    for (const combo of product.containedIn) {
      const link = element('a', 'chip', combo.name);
      link.href = menuPath(menu.context, combo.parentCategorySlug, combo.slug);
      const item = element('li', '');
      item.append(link);
      list.append(item);
    }
    combos.append(element('h3', '', 'Входит в'), list);
    parts.push(combos);
  }
  return parts;
}

/**
 * Draws the product's details into the open preview, then again at each change of size, until
 * the preview closes; nothing once the product dialog has taken its place.
 */
export function showPreviewDetails(): void {
  const preview = document.querySelector<HTMLDialogElement>('dialog[data-product-preview][open]');
  const info = preview?.querySelector('.product-modal__info');
  if (!preview || !info) return;
  const draw = (): void => {
    const parts = details();
    if (parts.length === 0) return;
    const focused = document.activeElement?.closest('.offer-switch .chip');
    const at = focused ? [...info.querySelectorAll('.offer-switch .chip')].indexOf(focused) : -1;
    info.replaceChildren(...parts);
    preview.removeAttribute('aria-busy');
    // A size chosen by keyboard keeps the focus on its chip.
    if (at >= 0) info.querySelectorAll<HTMLElement>('.offer-switch .chip')[at]?.focus();
  };
  draw();
  const stops = [$offer.listen(draw), $bonusRatio.listen(draw)];
  preview.addEventListener('close', () => stops.forEach((stop) => stop()), { once: true });
}
