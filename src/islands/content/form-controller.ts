/**
 * Validates a form with its shared schema, shows Russian messages under the fields, posts JSON and
 * reports the outcome. Values stay in the fields on any failure; they are cleared only on success.
 * Without a network the form is not sent: it says so, keeps what was typed and sends it once when
 * the connection comes back (a new submit in between replaces that send, never adds one). A send
 * cut off on its way is never repeated by itself: it may have arrived.
 */
import { validateForm, type FieldErrors, type FormName } from '~/lib/forms/schemas';
import type { ModalName } from '~/stores/modal';
import { openContentModal } from './lazy-modals';

const NETWORK_ERROR = 'Не получилось отправить: проверь интернет и попробуй ещё раз.';
const OFFLINE =
  'Нет подключения к интернету. Всё, что ты написал, сохранено\u00a0— отправим, как только связь вернётся.';

const CUT_OFF =
  'Связь пропала во время отправки. Всё, что ты написал, на месте: когда интернет вернётся, отправь форму ещё раз.';

/** Forms waiting for the connection, each with its one pending send. */
const waiting = new WeakMap<HTMLFormElement, AbortController>();

/** Send the form once when the browser is back online. */
function sendWhenOnline(form: HTMLFormElement): void {
  const pending = new AbortController();
  waiting.set(form, pending);
  addEventListener('online', () => void submitForm(form), { once: true, signal: pending.signal });
}

function values(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value;
  const consent = form.elements.namedItem('consent');
  if (consent instanceof HTMLInputElement) out['consent'] = consent.checked;
  return out;
}

/** Shows (or clears) each field's message and marks the inputs invalid. */
export function showErrors(form: HTMLFormElement, errors: FieldErrors): void {
  for (const line of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = line.dataset['errorFor'] ?? '';
    const message = errors[field];
    line.textContent = message ?? '';
    line.hidden = !message;
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLElement) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
  const first = Object.keys(errors)[0];
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}

function status(form: HTMLFormElement, text: string, kind: 'ok' | 'error' | 'wait'): void {
  const line = form.querySelector<HTMLElement>('[data-form-status]');
  if (!line) return;
  line.dataset['kind'] = kind;
  line.textContent = text;
}

/** Validates and sends a form; called by forms.ts on submit. */
export async function submitForm(form: HTMLFormElement): Promise<void> {
  waiting.get(form)?.abort();
  waiting.delete(form);
  const name = form.dataset['form'] as FormName;
  const input = values(form);
  const checked = validateForm(name, input);
  if (!checked.ok) {
    showErrors(form, checked.errors);
    status(form, 'Проверь поля, отмеченные красным.', 'error');
    return;
  }
  showErrors(form, {});
  if (!navigator.onLine) {
    status(form, OFFLINE, 'wait');
    sendWhenOnline(form);
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { message?: string };
      fields?: FieldErrors;
    };
    if (!response.ok) {
      if (answer.fields) showErrors(form, answer.fields);
      status(form, answer.error?.message ?? NETWORK_ERROR, 'error');
      return;
    }
    form.reset();
    status(form, form.dataset['success'] ?? 'Готово!', 'ok');
    const modal = form.dataset['successModal'] as ModalName | undefined;
    if (modal) {
      await openContentModal(modal, name);
    }
  } catch {
    // No answer: the form may or may not have reached us, so it is not sent again by itself.
    status(form, navigator.onLine ? NETWORK_ERROR : CUT_OFF, 'error');
  } finally {
    if (button) button.disabled = false;
  }
}
