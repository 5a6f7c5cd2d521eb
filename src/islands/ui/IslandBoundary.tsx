/**
 * Every React island's outermost part (issue 47; SPEC §2 shows the error page for an unhandled
 * error, read per island: one failing widget must not blank a static page). When the island throws
 * while rendering, its own place shows the error block («Что-то пошло не так» and «Обновить»), the
 * error is reported as other errors are (reportIslandError: deduplicated, the window's error
 * event), and the rest of the page keeps working. An island that lives in a dialog shows the block
 * in a dialog of its own.
 */
import { Component, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { ERROR_PAGE } from '~/lib/error-texts';
import { reportIslandError } from '~/lib/island-errors';

interface Props {
  /** The island's name (in reports). */
  name: string;
  /** The island opens as a dialog: the block does too. */
  dialog?: boolean;
  children: ReactNode;
}

/** The error block. */
function IslandError({ headingId }: { headingId?: string }) {
  return (
    <section className="island-error" role="alert" aria-labelledby={headingId}>
      <p className="island-error__title" id={headingId}>
        {ERROR_PAGE.title}
      </p>
      <p className="island-error__text">{ERROR_PAGE.description}</p>
      <button type="button" className="btn btn--sm" onClick={() => location.reload()}>
        Обновить
      </button>
    </section>
  );
}

/** The error block in a modal dialog, for an island that was one. */
function IslandErrorDialog({ name }: { name: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const headingId = `island-error-${name}`;
  return (
    <dialog ref={ref} className="dialog dialog--center" aria-labelledby={headingId}>
      <div className="dialog__body">
        <IslandError headingId={headingId} />
        <form method="dialog" className="island-error__close">
          <button type="submit" className="btn btn--sm btn--ghost">
            Закрыть
          </button>
        </form>
      </div>
    </dialog>
  );
}

/** The boundary. */
export default class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportIslandError(this.props.name, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.dialog ? <IslandErrorDialog name={this.props.name} /> : <IslandError />;
  }
}

/** `Island` inside its boundary, as an Astro island's default export. */
export function withIslandBoundary<P extends object>(name: string, Island: ComponentType<P>) {
  function Bounded(props: P) {
    return (
      <IslandBoundary name={name}>
        <Island {...props} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `Island(${name})`;
  return Bounded;
}
