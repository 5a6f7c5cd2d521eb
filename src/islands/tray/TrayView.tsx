/**
 * The tray's content in its dialog: the view of ./view.ts (no React inside, so the tray page can
 * show it without loading React at all) in a host element React leaves alone.
 */
import { useEffect, useRef } from 'react';
import { mountTrayView, type TrayViewOptions } from './view';

/** The tray's content, for the dialog. */
export default function TrayView({ level, onPage }: Omit<TrayViewOptions, 'name'>) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(
    () => (host.current ? mountTrayView(host.current, { name: 'tray', level, onPage }) : undefined),
    [level, onPage],
  );
  return <div ref={host} />;
}
