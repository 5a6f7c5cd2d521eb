/**
 * The accessible dialog every modal uses: native <dialog> in the top layer (the page behind is
 * inert, so focus stays inside), Esc and the close button close it, page scroll is locked, focus
 * returns to where it was, and on phones the back button closes it instead of leaving the page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { holdPageForDialog } from '~/lib/dialog-session';
import { takeDialogFrame } from '~/lib/dialog-shell';
import { $modal, closeModal, type ModalName } from '~/stores/modal';

interface DialogProps {
  /** The modal this dialog shows (SPEC §2 modal names). */
  name: ModalName;
  /** Visible heading, also the dialog's accessible name. */
  title: string;
  /** `sheet` slides up from the bottom on phones; `center` stays centred. */
  variant?: 'sheet' | 'center';
  /** Wider dialog for rich content (product, map). */
  wide?: boolean;
  children: ReactNode;
  /** Extra class on the <dialog>. */
  className?: string;
}

/** A modal dialog bound to the modal store by name. */
export default function Dialog({
  name,
  title,
  variant = 'sheet',
  wide = false,
  children,
  className,
}: DialogProps) {
  const modal = useStore($modal);
  const open = modal.name === name;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    // The frame a first tap showed while the island loaded (src/lib/dialog-shell.ts), or the
    // menu's product preview, gives way: it slid in already, so this dialog does not again.
    if (document.querySelector(`dialog[data-dialog-frame="${name}"][open]`)) {
      dialog.dataset['instant'] = '';
    }
    takeDialogFrame(name);
    const release = holdPageForDialog(name);
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      release();
    };
  }, [open, name]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['dialog', `dialog--${variant}`, wide ? 'dialog--wide' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeModal(name);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeModal(name);
      }}
    >
      <div className="dialog__body">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label="Закрыть"
            onClick={() => closeModal(name)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
