/**
 * The Sentry browser SDK (@sentry/astro's client entry, with its page-load tracing), imported
 * only by the loader. SPEC §9: traces and profiles 0.1, session replay 0.1, replay on error 1,
 * masking off; no PII; release = build id. Replay is a separate chunk added after idle.
 */
import { addIntegration, captureException, init } from '@sentry/astro';
import { whenIdle } from '~/lib/start-up';

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
    // A view transition Chromium aborts without handing it to the page: marked handled by the
    // guard in <head> (src/lib/view-transitions.ts), not a fault of the site.
    ignoreErrors: [/^Transition was aborted because of invalid state/],
  });
  whenIdle(
    () => {
      import('./sentry-replay')
        .then(({ replay }) => addIntegration(replay()))
        .catch(() => undefined);
    },
    10_000,
    3000,
  );
}

/** Send one error. */
export function captureError(error: unknown): void {
  captureException(error);
}
