import type { APIRoute } from 'astro';

/** robots.txt: everything but the API and the service pages, and where the sitemap is. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /maintenance_mode',
    'Disallow: /email-confirmed',
    'Disallow: /email-unconfirmed',
    'Disallow: /subscribe-confirmed',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
