import type { APIRoute } from 'astro';
export const prerender = false;
export const GET: APIRoute = () => Response.json({ time: Math.floor(Date.now() / 1000) });
