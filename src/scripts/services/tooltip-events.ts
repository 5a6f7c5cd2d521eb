/** The tooltip anchors and the document events the tooltips react to (no Floating UI here). */

/** Elements that carry a tooltip. */
export const TOOLTIP_ANCHOR = '[data-tooltip], [data-tooltip-for]';

/** Document events the tooltips handle. */
export const TOOLTIP_EVENTS = [
  'pointerover',
  'pointerout',
  'focusin',
  'focusout',
  'click',
  'keydown',
] as const;

/** One of those events. */
export type TooltipEventType = (typeof TOOLTIP_EVENTS)[number];
