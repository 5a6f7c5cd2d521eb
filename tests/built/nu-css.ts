/**
 * CSS the Nu checker's CSS validator does not know yet, though browsers do: `paint-order` (CSS
 * Fill and Stroke, in every engine since 2017; the price stickers' outlined text).
 */
export const NU_UNKNOWN_CSS = [
  '.*Property “paint-order” doesn.t exist.*',
  // The stylesheets are in the page (issue 44), so the checker reads them too: `line-clamp` (the
  // cards' two-line names, beside -webkit-line-clamp) and `@view-transition` (cross-document view
  // transitions, CSS View Transitions Level 2) are newer than its CSS grammar.
  '.*Property “line-clamp” doesn.t exist.*',
  '.*Unrecognized at-rule “@view-transition”.*',
].join('|');
