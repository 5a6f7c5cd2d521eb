/** POST /api/franchise: the franchise enquiry (validated, rate-limited, stored). */
import type { APIRoute } from 'astro';
import { handleSubmission } from '~/server/storage/submission';
import { ROUTES } from '~/paths';

export const prerender = false;

/** Stores a franchise enquiry. */
export const POST: APIRoute = (context) =>
  handleSubmission(context, 'franchise', ROUTES.companyFranchising);
