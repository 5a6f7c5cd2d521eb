/**
 * The toasts renderer: a small DOM view of the toasts store (no React). Errors are announced as
 * alerts, the rest as status; hovering pauses the timer, leaving resumes it; a touch swipe beyond
 * 80 px closes, a shorter one snaps back (300 ms), the drawn offset stops at 200 px.
 */
import { bindGestures } from '~/lib/gestures';
import { clampSwipe, swipeOutcome, TOAST } from '~/lib/toasts';
import { $toasts, closeToast, pauseToast, resumeToast, type Toast } from '~/stores/toasts';

const region = document.createElement('section');
region.className = 'toasts';
region.setAttribute('aria-label', 'Уведомления');
document.body.append(region);

const views = new Map<string, { element: HTMLElement; bar: HTMLElement; unbind: () => void }>();

function create(toast: Toast): HTMLElement {
  const element = document.createElement('div');
  element.className = `toast toast--${toast.type}`;
  element.dataset['toastId'] = toast.id;
  element.setAttribute('role', toast.type === 'error' ? 'alert' : 'status');
  element.style.animationDuration = `${TOAST.enterMs}ms`;
  element.style.transitionDuration = `${TOAST.transformMs}ms`;
  const body = document.createElement('div');
  body.className = 'toast__body';
  if (toast.title) {
    const title = document.createElement('p');
    title.className = 'toast__title';
    title.textContent = toast.title;
    body.append(title);
  }
  const text = document.createElement('p');
  text.className = 'toast__text';
  text.textContent = toast.text;
  body.append(text);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Закрыть уведомление');
  close.textContent = '×';
  close.addEventListener('click', () => closeToast(toast.id));
  const bar = document.createElement('div');
  bar.className = 'toast__progress';
  bar.setAttribute('aria-hidden', 'true');
  bar.style.transitionDuration = `${TOAST.tickMs}ms`;
  element.append(body, close, bar);
  element.addEventListener('mouseenter', () => pauseToast(toast.id));
  element.addEventListener('mouseleave', () => resumeToast(toast.id));
  const unbind = bindGestures(element, {
    onDrag(dx) {
      element.style.transitionProperty = 'none';
      element.style.transform = `translateX(${clampSwipe(dx)}px)`;
    },
    onEnd(end) {
      element.style.transitionProperty = 'transform';
      if (end.kind !== 'swipe' && end.kind !== 'none') return;
      if (swipeOutcome(end.dx) === 'close') {
        element.style.transform = `translateX(${Math.sign(end.dx) * TOAST.maxSwipe}px)`;
        closeToast(toast.id);
      } else element.style.transform = 'translateX(0)';
    },
  });
  views.set(toast.id, { element, bar, unbind });
  return element;
}

/**
 * A modal dialog (search, product…) sits in the top layer and makes the rest of the page inert,
 * so toasts go inside the open one, and back to the body when it closes.
 */
function placeRegion(): void {
  const dialog = [...document.querySelectorAll('dialog[open]')].findLast((d) =>
    d.matches(':modal'),
  );
  const host = dialog ?? document.body;
  if (region.parentElement === host) return;
  host.append(region);
  dialog?.addEventListener('close', placeRegion, { once: true });
}

$toasts.subscribe((toasts) => {
  if (toasts.length > 0) placeRegion();
  const ids = new Set(toasts.map((t) => t.id));
  for (const [id, view] of views) {
    if (ids.has(id)) continue;
    view.unbind();
    view.element.remove();
    views.delete(id);
  }
  for (const toast of toasts) {
    const element = views.get(toast.id)?.element ?? region.appendChild(create(toast));
    const view = views.get(toast.id);
    if (!view) continue;
    const left = toast.duration > 0 ? toast.remaining / toast.duration : 1;
    view.bar.style.transform = `scaleX(${left})`;
    view.bar.hidden = toast.duration <= 0;
    // Hovered: its timer waits (the progress bar stands still too).
    element.toggleAttribute('data-paused', toast.paused);
    if (toast.leaving && !element.dataset['leaving']) {
      element.dataset['leaving'] = 'true';
      element.style.animationDuration = `${TOAST.leaveMs}ms`;
    }
  }
});
