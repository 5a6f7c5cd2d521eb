/** Opening the tray dialog from the header's «Мой поднос» (this loads on the first tap). */
import { createRoot, type Root } from 'react-dom/client';
import { loadStylesheet } from '~/lib/stylesheet';
import { $modal, openModal } from '~/stores/modal';
import IslandBoundary from '~/islands/ui/IslandBoundary';
import TrayDialog from './TrayDialog';
import stylesheet from './tray-dialog.css?url';

const styled = loadStylesheet(stylesheet);

let root: Root | null = null;

/** Show the tray dialog once its stylesheet is in; `opener` is expanded while it is open. */
export async function openTray(opener: HTMLElement): Promise<void> {
  await styled;
  if (!root) {
    const host = Object.assign(document.createElement('div'), { className: 'tray-host' });
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <IslandBoundary name="tray" dialog>
        <TrayDialog page={opener.getAttribute('href') ?? ''} />
      </IslandBoundary>,
    );
    $modal.subscribe(({ name }) => opener.setAttribute('aria-expanded', String(name === 'tray')));
  }
  openModal('tray');
}
