import { isStopping } from '~/server/lifecycle';
import { checkReadiness, readinessAnswer } from '~/server/readiness';
import { storagePing } from '~/server/storage';
import { methods } from '~/server/http';

export const prerender = false;

/**
 * Readiness (src/server/readiness.ts): 200 while storage answers within a second, 503 when it
 * does not or the process is stopping; never cached.
 */
export const ALL = methods({
  GET: async () =>
    readinessAnswer(await checkReadiness({ stopping: isStopping(), ping: storagePing() })),
});
