/**
 * The Sentry browser SDK (@sentry/astro's client entry, with its page-load tracing), imported
 * only by the loader. SPEC §9: traces and profiles 0.1, session replay 0.1, replay on error 1,
 * masking off; no PII; release = build id. Replay is a separate chunk added after idle.
 */
import { addIntegration, captureException, init } from '@sentry/astro';

/** Start the SDK for a DSN, then add replay when the page is idle. */
export function startSentry(dsn: string): void {
  init({
    dsn,
    release: __BUILD_ID__,
    sendDefaultPii: false,
    tracesSampleRate: 0.1,
    profilesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  const later = (fn: () => void): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 10_000 });
    else setTimeout(fn, 3000);
  };
  later(() => {
    import('./sentry-replay').then(({ replay }) => addIntegration(replay())).catch(() => undefined);
  });
}

/** Send one error. */
export function captureError(error: unknown): void {
  captureException(error);
}
