/** The preferred parent category of a product (SPEC §9): 409, else 408, else its first. */

/** Category ids preferred as a product's parent, in order (burgers, then chicken and fish). */
export const PREFERRED_PARENT_IDS: readonly number[] = [409, 408];

/** The parent category id: 409 if the product is in it, else 408, else its first category. */
export function parentCategoryId(categoryIds: readonly number[]): number {
  const preferred = PREFERRED_PARENT_IDS.find((id) => categoryIds.includes(id));
  const parent = preferred ?? categoryIds[0];
  if (parent === undefined) throw new Error('A product must belong to at least one category');
  return parent;
}
