/**
 * The content modals' host without React: shows the active modal's build-time content (a
 * <template data-modal-template="name:key">) in one native <dialog> with the shared dialog look.
 * It follows the modal store (one modal at a time), closes on Esc, the close button, a click on
 * the backdrop and the back button on phones, and returns focus. Links to a section of the page
 * close the dialog first, then go there. Editorial pages so open modals without loading React.
 */
import { holdPageForDialog } from '~/lib/dialog-session';
import { dialogShell } from '~/lib/dialog-shell';
import { $modal, closeModal, openModal, type ModalName } from '~/stores/modal';

function findTemplate(name: string, key: string): HTMLTemplateElement | null {
  return document.querySelector<HTMLTemplateElement>(
    `template[data-modal-template="${CSS.escape(`${name}:${key}`)}"]`,
  );
}

/** Build the one dialog of the page and bind it to the modal store. */
function createHost(): void {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'content-dialog-title');
  dialog.innerHTML = dialogShell('content-dialog-title', 'content-modal');
  const title = dialog.querySelector('h2') as HTMLElement;
  const content = dialog.querySelector('.content-modal') as HTMLElement;
  document.body.append(dialog);

  let current: { name: ModalName; key: string } | null = null;
  let release: (() => void) | null = null;
  const close = (): void => {
    if (current) closeModal(current.name);
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.querySelector('.dialog__close')?.addEventListener('click', close);
  content.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('#')) return;
    event.preventDefault();
    // Closing pops the dialog's history entry, and the browser then puts back that entry's scroll
    // position: jump to the section only after that (a fixed 60 ms was too short for a slow phone).
    const popping = (history.state as { modal?: unknown } | null)?.modal !== undefined;
    const popped = new Promise<void>((resolve) => {
      if (!popping) return resolve();
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.setTimeout(resolve, 1000);
    });
    close();
    void popped.then(() =>
      requestAnimationFrame(() => {
        const target = document.getElementById(decodeURIComponent(href.slice(1)));
        target?.scrollIntoView();
        if (target) history.replaceState(history.state, '', href);
      }),
    );
  });

  $modal.subscribe(({ name, attributes }) => {
    const key = String(attributes?.['key'] ?? '');
    const template = name ? findTemplate(name, key) : null;
    if (current && template && current.name === name && current.key === key) return;
    if (current) {
      current = null;
      if (dialog.open) dialog.close();
      release?.();
      release = null;
    }
    if (!name || !template) return;
    title.textContent = template.dataset['title'] ?? '';
    content.replaceChildren(template.content.cloneNode(true));
    const wide = template.dataset['wide'] === 'true';
    dialog.className = `dialog dialog--sheet${wide ? ' dialog--wide' : ''}`;
    current = { name, key };
    release = holdPageForDialog(name);
    dialog.showModal();
  });
}

let created = false;

/** Open the content modal `name` with the template `name:key` of the page. */
export function showContentModal(name: ModalName, key: string): void {
  if (!created) {
    created = true;
    createHost();
  }
  openModal(name, { key });
}
