/**
 * A product's composition as visitors read it: the catalog keeps an ingredient once with a count
 * when the text counts it; the API, the product page and the nutrition dialog show one line each.
 */
import type { CompositionItem } from './schema.ts';

/**
 * «котлета из говядины ×2» for a counted ingredient (the count bound to the name by a no-break
 * space, so it never starts a line), the name alone otherwise.
 */
export function compositionLine({ name, count }: CompositionItem): string {
  return count === undefined ? name : `${name}\u00a0×${String(count)}`;
}

/** The composition lines of a product, in recipe order. */
export function compositionLines(items: readonly CompositionItem[]): string[] {
  return items.map(compositionLine);
}
