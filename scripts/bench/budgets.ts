/**
 * The JS budgets of DESIGN.md ("Page weight budgets"): gzip bytes of script a phone loads on a
 * first visit, before any interaction. `npm run bench:weight` prints them beside each page's
 * figure; tests/e2e/page-weight.spec.ts fails the suite when a page kind goes over.
 */

/** Budgets in KiB of gzip, by page kind. */
export const JS_BUDGET_KIB = { home: 60, editorial: 15, menu: 90, restaurants: 90 } as const;

/** The page kind whose budget applies to a path: menu and restaurants sections, home, the rest. */
export function budgetKind(path: string): keyof typeof JS_BUDGET_KIB {
  if (path === '/') return 'home';
  if (/^\/menu(?:\/|$)/.test(path)) return 'menu';
  if (/^\/restaurants(?:\/|$)/.test(path)) return 'restaurants';
  return 'editorial';
}

/** The JS budget of a path, KiB of gzip. */
export const jsBudgetOf = (path: string): number => JS_BUDGET_KIB[budgetKind(path)];
