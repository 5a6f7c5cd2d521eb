/**
 * Shows the active modal's build-time content (a <template data-modal-template="name:key">) in
 * the shared Dialog. Links inside close the dialog first, then go to their target.
 */
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import Dialog from '~/islands/ui/Dialog';
import { $modal, closeModal, type ModalName } from '~/stores/modal';

function findTemplate(name: string, key: string): HTMLTemplateElement | null {
  return document.querySelector<HTMLTemplateElement>(
    `template[data-modal-template="${CSS.escape(`${name}:${key}`)}"]`,
  );
}

/** The modal host for content pages. */
export default function ContentModal() {
  const modal = useStore($modal);
  if (!modal.name) return null;
  const key = String(modal.attributes?.['key'] ?? '');
  const template = findTemplate(modal.name, key);
  if (!template) return null;
  const name: ModalName = modal.name;
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('#')) return;
    event.preventDefault();
    closeModal(name);
    // The dialog's history entry is popped first; then jump to the section.
    window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      target?.scrollIntoView();
      if (target) history.replaceState(history.state, '', href);
    }, 60);
  };
  return (
    <Dialog
      name={name}
      title={template.dataset['title'] ?? ''}
      wide={template.dataset['wide'] === 'true'}
    >
      <div
        className="content-modal"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: template.innerHTML }}
      />
    </Dialog>
  );
}
