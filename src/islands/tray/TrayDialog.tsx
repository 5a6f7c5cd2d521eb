/**
 * The tray as a dialog (SPEC §2: one modal at a time, Back closes it on phones). The dialog opens
 * at once and its content follows (a chunk of its own: the shell names only this module's files
 * to preload, a few bytes on every page). Its stylesheet comes with ./mount-tray.tsx: imported
 * here, Astro would inline it into every page.
 */
import { lazy, Suspense } from 'react';
import Dialog from '~/islands/ui/Dialog';
import ErrorBoundary from '~/islands/ui/ErrorBoundary';
import { withQuery } from '~/lib/query';

const TrayView = lazy(() => import('./TrayView'));

/** The tray dialog, open while the modal store names it; `page` is the tray page's address. */
export default function TrayDialog({ page }: { page: string }) {
  return (
    <Dialog name="tray" title="Мой поднос" wide>
      <ErrorBoundary
        fallback={
          <p role="alert">
            Не получилось открыть поднос. Проверь подключение к&nbsp;интернету или&nbsp;открой{' '}
            <a href={withQuery(page, location.search)}>его страницу</a>.
          </p>
        }
      >
        <Suspense
          fallback={
            <div className="loader loader--small" role="status" aria-label="Загружаем поднос" />
          }
        >
          <TrayView level={3} onPage={false} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
