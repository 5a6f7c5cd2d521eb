/** POST /api/feedback: the feedback form (validated, rate-limited, stored). */
import type { APIRoute } from 'astro';
import { handleSubmission } from '~/server/storage/submission';
import { ROUTES } from '~/paths';

export const prerender = false;

/** Stores a feedback message. */
export const POST: APIRoute = (context) => handleSubmission(context, 'feedback', ROUTES.feedback);
