/** RSS feed of the news (/articles/news/rss.xml). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { sortedNews } from '~/components/content/news';
import { BRAND } from '~/lib/site';
import { newsPath } from '~/paths';

/** The feed, newest first. */
export const GET: APIRoute = async ({ site, url }) =>
  rss({
    title: `Новости ${BRAND}`,
    description: 'Открытия ресторанов, новинки меню, события и жизнь компании.',
    site: site ?? url.origin,
    customData: '<language>ru</language>',
    // Item links as the site writes them, slash-less (a trailing slash is a 301 here).
    trailingSlash: false,
    items: (await sortedNews()).map((a) => ({
      title: a.data.title,
      description: a.data.description,
      pubDate: a.data.date,
      link: newsPath(a.id),
      categories: a.data.tags,
    })),
  });
