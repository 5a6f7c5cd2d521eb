import { defineMiddleware } from 'astro:middleware';
import { jsonError } from '~/lib/http/json';
import { finishOnDemand } from '~/lib/http/on-demand';
import { FORM_API, SUBSCRIBE_API } from '~/paths';
import { log } from '~/server/log';
import { isCrossSiteWrite } from '~/server/origin';
import { htmlAnswer, isFormPost } from '~/server/storage/form-request';
import { typesetMain } from '~/lib/typography-html';

const CROSS_SITE_MESSAGE = 'Запрос пришёл с чужого сайта и отклонён.';
/** Endpoints a no-JS form posts to: they answer such a post with a page. */
const FORM_ENDPOINTS = new Set<string>([SUBSCRIBE_API.subscribe, ...Object.values(FORM_API)]);

/**
 * A pre-rendered page with its main text typeset (src/lib/typography-html.ts): the pages' own
 * strings, written plainly in the templates, get their no-break spaces and dashes at build time.
 */
async function typesetPage(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(typesetMain(await response.text()), response);
}

/**
 * Every on-demand answer (the /api endpoints) gets security headers and the build id, and every
 * write from another site is refused here, once for all endpoints, in Russian (JSON, or a page
 * for a no-JS form post). Astro's own checkOrigin is off: it answered an English text/plain 403
 * and refused no-JS form posts that carry no Origin.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return typesetPage(await next());
  return finishOnDemand(
    context.request,
    () => {
      if (!isCrossSiteWrite(context.request, context.url)) return next();
      return Promise.resolve(
        isFormPost(context.request) && FORM_ENDPOINTS.has(context.url.pathname)
          ? htmlAnswer(403, 'Форма отправлена с чужого сайта', [CROSS_SITE_MESSAGE], '/')
          : jsonError(403, 'forbidden', CROSS_SITE_MESSAGE),
      );
    },
    __BUILD_ID__,
    // The stack goes to the log (stderr), with the id the access log has for this request (set by
    // scripts/serve.ts; Netlify's own elsewhere); the visitor gets only the JSON error.
    (error) =>
      log.error(
        {
          err: error,
          requestId:
            context.request.headers.get(__ON_NETLIFY__ ? 'x-nf-request-id' : 'x-request-id') ??
            undefined,
        },
        'request failed',
      ),
  );
});
