/** Session replay with SPEC §9 settings (no text or media masking), loaded lazily. */
import { replayIntegration } from '@sentry/astro';

/** The replay integration. */
export const replay = (): ReturnType<typeof replayIntegration> =>
  replayIntegration({ maskAllText: false, maskAllInputs: false, blockAllMedia: false });
