/**
 * Tooltips (SPEC §4) for any element with `data-tooltip="text"` (or `data-tooltip-for` on a
 * hidden element holding rich content, by id). `data-tooltip-trigger` = `hover`, `click` or
 * `hover click` (default both); `data-tooltip-exclusive` closes every other tooltip when it opens.
 * Preferred position bottom, flipped and shifted to fit, hidden when its anchor scrolls away.
 * Loaded by the services script with the first event that concerns an anchor (Floating UI is
 * 6 KB: a page pays for it only when a visitor reaches for a tooltip).
 */
import { autoUpdate, computePosition, flip, hide, offset, shift } from '@floating-ui/dom';
import { TOOLTIP_ANCHOR, TOOLTIP_EVENTS, type TooltipEventType } from './tooltip-events';

interface Open {
  anchor: HTMLElement;
  tip: HTMLElement;
  stop: () => void;
}
const open = new Map<HTMLElement, Open>();
let counter = 0;

function content(anchor: HTMLElement): HTMLElement {
  const tip = document.createElement('div');
  tip.className = 'tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.id = `tooltip-${++counter}`;
  const sourceId = anchor.dataset['tooltipFor'];
  const source = sourceId ? document.getElementById(sourceId) : null;
  if (source) tip.append(...[...source.childNodes].map((node) => node.cloneNode(true)));
  else tip.textContent = anchor.dataset['tooltip'] ?? '';
  return tip;
}

/** Close one tooltip, or all of them. */
export function closeTooltip(anchor?: HTMLElement): void {
  for (const [key, entry] of open) {
    if (anchor && key !== anchor) continue;
    entry.stop();
    entry.tip.remove();
    // A tooltip closed by Escape, a click outside or an exclusive one is no longer pinned: the
    // next click on its anchor opens it again instead of "unpinning" a closed tooltip.
    delete key.dataset['tooltipPinned'];
    key.removeAttribute('aria-describedby');
    if (key.dataset['tooltipTrigger']?.includes('click'))
      key.setAttribute('aria-expanded', 'false');
    open.delete(key);
  }
}

/** Show the tooltip of an anchor. */
export function openTooltip(anchor: HTMLElement): void {
  if (open.has(anchor)) return;
  if (anchor.hasAttribute('data-tooltip-exclusive')) closeTooltip();
  const tip = content(anchor);
  document.body.append(tip);
  anchor.setAttribute('aria-describedby', tip.id);
  if (anchor.dataset['tooltipTrigger']?.includes('click'))
    anchor.setAttribute('aria-expanded', 'true');
  const place = (): void => {
    void computePosition(anchor, tip, {
      placement: 'bottom',
      middleware: [offset(8), flip(), shift({ padding: 8 }), hide()],
    }).then(({ x, y, middlewareData }) => {
      tip.style.left = `${x}px`;
      tip.style.top = `${y}px`;
      tip.style.visibility = middlewareData.hide?.referenceHidden ? 'hidden' : 'visible';
    });
  };
  open.set(anchor, { anchor, tip, stop: autoUpdate(anchor, tip, place) });
}

const triggers = (anchor: HTMLElement): string => anchor.dataset['tooltipTrigger'] ?? 'hover click';
const isMouse = (event: Event): boolean => (event as PointerEvent).pointerType === 'mouse';
const anchorOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(TOOLTIP_ANCHOR) : null;

/** What each document event does to the tooltips. */
const handlers = {
  pointerover: (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (anchor && isMouse(event) && triggers(anchor).includes('hover')) openTooltip(anchor);
  },
  pointerout: (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (!anchor || !isMouse(event) || !triggers(anchor).includes('hover')) return;
    if (anchor.contains((event as PointerEvent).relatedTarget as Node | null)) return;
    if (!anchor.dataset['tooltipPinned']) closeTooltip(anchor);
  },
  focusin: (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (anchor) openTooltip(anchor);
  },
  focusout: (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (anchor && !anchor.dataset['tooltipPinned']) closeTooltip(anchor);
  },
  click: (event: Event): void => {
    const anchor = anchorOf(event.target);
    if (anchor && triggers(anchor).includes('click')) {
      if (anchor.dataset['tooltipPinned']) {
        delete anchor.dataset['tooltipPinned'];
        closeTooltip(anchor);
      } else {
        anchor.dataset['tooltipPinned'] = 'true';
        openTooltip(anchor);
      }
      return;
    }
    closeTooltip();
  },
  keydown: (event: Event): void => {
    if ((event as KeyboardEvent).key === 'Escape') closeTooltip();
  },
} satisfies Record<TooltipEventType, (event: Event) => void>;

/**
 * Handle one document event; the services script passes on those that came before this module
 * had loaded (the hover or tap that asked for it), in order.
 */
export function handleTooltipEvent(event: Event): void {
  const handler = handlers[event.type as TooltipEventType] as ((event: Event) => void) | undefined;
  handler?.(event);
}

for (const type of TOOLTIP_EVENTS) document.addEventListener(type, handleTooltipEvent);
