import type { APIRoute } from 'astro';
import { ERROR_MESSAGES, jsonError } from '~/lib/http/json';

export const prerender = false;

/** Any /api path without an endpoint: a JSON 404, never the HTML page. */
export const ALL: APIRoute = () => jsonError(404, 'not_found', ERROR_MESSAGES.notFound);
