/**
 * What every on-demand answer passes through (the Astro middleware calls this): security headers,
 * the build id in x-client-version (SPEC §4 reload), JSON errors for the API without stack traces,
 * and a page that fails with 5xx sends the visitor to /maintenance_mode (SPEC §8), unless there.
 */
import { ERROR_MESSAGES, jsonError } from './json';
import { NON_PAGE_CSP, SECURITY_HEADERS } from './security-headers';

/** The page shown on server errors. */
export const MAINTENANCE_PATH = '/maintenance_mode';

/** Run `next` and finish its answer; `log` receives errors (console by default). */
export async function finishOnDemand(
  request: Request,
  next: () => Promise<Response>,
  buildId: string,
  log: (error: unknown) => void = (error) => console.error(error),
): Promise<Response> {
  const url = new URL(request.url);
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
  const onMaintenance = url.pathname === MAINTENANCE_PATH;
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    log(error);
    response = isApi
      ? jsonError(500, 'internal', ERROR_MESSAGES.internal)
      : new Response('Internal Server Error', { status: 500 });
  }

  if (response.status >= 500) {
    if (!isApi && !onMaintenance) {
      response = new Response(null, {
        status: 302,
        headers: { Location: MAINTENANCE_PATH, 'Cache-Control': 'no-store' },
      });
    } else if (isApi && !response.headers.get('content-type')?.includes('application/json')) {
      response = jsonError(500, 'internal', ERROR_MESSAGES.internal);
    }
  }

  try {
    finishHeaders(response.headers, isApi, buildId);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect Response): finish a copy instead.
    const headers = new Headers(response.headers);
    finishHeaders(headers, isApi, buildId);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/** Security headers, the build id and the CSP of a non-page answer, set in place. */
function finishHeaders(headers: Headers, isApi: boolean, buildId: string): void {
  for (const [key, value] of Object.entries(SECURITY_HEADERS)) headers.set(key, value);
  headers.set('x-client-version', buildId);
  if (isApi || !headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', NON_PAGE_CSP);
  }
}
