/**
 * The tray's actions: «Поделиться» (the Web Share sheet on phones, the clipboard elsewhere, the
 * link itself when neither works), «Очистить поднос», and «Распечатать» on the page or the page's
 * link in the dialog.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { withQuery } from '~/lib/query';
import { trayLink } from '~/lib/tray/link';
import { ROUTES } from '~/paths';
import { $tray, clearTray } from '~/stores/tray';

/** True on a phone or tablet: the share sheet is the natural way there. */
const isTouch = (): boolean => matchMedia('(pointer: coarse)').matches;

interface Props {
  empty: boolean;
  onPage: boolean;
}

/** The row of actions under the tray. */
export default function TrayActions({ empty, onPage }: Props) {
  const tray = useStore($tray);
  const [said, say] = useState('');
  const [shown, setShown] = useState<string | null>(null);

  const share = async (): Promise<void> => {
    const url = trayLink(tray, location.origin);
    if (isTouch() && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Мой поднос — «Вкусно\u00a0– и\u00a0точка»', url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say('Ссылка на\u00a0поднос скопирована');
    } catch {
      setShown(url);
      say('Скопируй ссылку на\u00a0поднос');
    }
  };

  return (
    <div className="tray-actions">
      {!empty && (
        <>
          <button type="button" className="btn btn--md" onClick={() => void share()}>
            Поделиться
          </button>
          {onPage && (
            <button type="button" className="btn btn--outline btn--md" onClick={() => print()}>
              Распечатать
            </button>
          )}
          <button type="button" className="btn btn--ghost btn--md" onClick={clearTray}>
            Очистить поднос
          </button>
        </>
      )}
      {!onPage && (
        <a className="tray-actions__page" href={withQuery(ROUTES.tray, location.search)}>
          Поднос на&nbsp;отдельной странице
        </a>
      )}
      <p className="tray-actions__status" role="status">
        {said}
      </p>
      {shown && (
        <input
          className="tray-actions__link"
          readOnly
          value={shown}
          aria-label="Ссылка на поднос"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
