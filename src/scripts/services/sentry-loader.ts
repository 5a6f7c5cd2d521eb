/**
 * Error reporting, off the critical path (DESIGN.md): only when a DSN is configured
 * (`[data-sentry-dsn]`, rendered from PUBLIC_SENTRY_DSN at build), the SDK is imported
 * after the page is idle or at the first error, whichever comes first; errors met before it
 * loaded are kept and sent once it is ready.
 */
import { whenIdle } from '~/lib/start-up';

type Pending = { error: unknown };

const dsn = document.querySelector<HTMLElement>('[data-sentry-dsn]')?.dataset['sentryDsn'] ?? '';

if (dsn) {
  const pending: Pending[] = [];
  let ready: Promise<void> | undefined;
  const load = (): Promise<void> => {
    ready ??= import('./sentry-sdk').then(({ startSentry, captureError }) => {
      startSentry(dsn);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const item of pending.splice(0)) captureError(item.error);
    });
    return ready;
  };
  // An event a handler marked handled (the view transitions' guard) is not reported.
  const onError = (event: ErrorEvent): void => {
    if (event.defaultPrevented) return;
    pending.push({ error: event.error ?? event.message });
    void load();
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    if (event.defaultPrevented) return;
    pending.push({ error: event.reason });
    void load();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const idle = (): void => whenIdle(() => void load(), 4000, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
