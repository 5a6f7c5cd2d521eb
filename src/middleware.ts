import { defineMiddleware } from 'astro:middleware';
import { finishOnDemand } from '~/lib/http/on-demand';

/** Every on-demand answer (the /api endpoints) gets security headers and the build id. */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  return finishOnDemand(context.request, () => next(), __BUILD_ID__);
});
