/** Mount the smart banner island once, on demand (it is never in the page's first load). */
import { createRoot } from 'react-dom/client';
import IslandBoundary from '~/islands/ui/IslandBoundary';
import SmartBanner from './SmartBanner';

let mounted = false;

/** Render the smart banner into a fresh container at the end of <body>. */
export function mountSmartBanner(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset['island'] = 'smart-banner';
  document.body.append(host);
  createRoot(host).render(
    <IslandBoundary name="smart-banner" dialog>
      <SmartBanner />
    </IslandBoundary>,
  );
}
