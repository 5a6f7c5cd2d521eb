/** Mounts the content modal host once and opens a modal whose content is a page <template>. */
import { createRoot } from 'react-dom/client';
import { openModal, type ModalName } from '~/stores/modal';
import ContentModal from './ContentModal';

let mounted = false;

/** Opens `name` with the template `name:key` of the page (mounting the host on first use). */
export function showContentModal(name: ModalName, key: string): void {
  if (!mounted) {
    mounted = true;
    const root = document.createElement('div');
    root.dataset['modalHost'] = '';
    document.body.append(root);
    createRoot(root).render(<ContentModal />);
  }
  openModal(name, { key });
}
