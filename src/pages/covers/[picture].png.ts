/**
 * The drawn covers of news items and events as PNG pictures in the shapes search engines ask
 * articles and events for (src/components/art/article-images.ts): made at build time from the same
 * drawing the page shows, only for the covers those entries use.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import sharp from 'sharp';
import { PICTURE_SHAPES, type PictureShape } from '~/components/art/article-images';
import { coverSvgDocument, type CoverKey } from '~/components/art/cover-glyphs';

export const getStaticPaths = (async () => {
  const entries = [...(await getCollection('news')), ...(await getCollection('events'))];
  const covers = new Set(entries.flatMap((entry) => entry.data.cover ?? []));
  return [...covers].flatMap((cover) =>
    (Object.keys(PICTURE_SHAPES) as PictureShape[]).map((shape) => ({
      params: { picture: `${cover}-${shape}` },
      props: { cover, shape },
    })),
  );
}) satisfies GetStaticPaths;

interface Props {
  cover: CoverKey;
  shape: PictureShape;
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const { width, height } = PICTURE_SHAPES[props.shape];
  const png = await sharp(Buffer.from(coverSvgDocument(props.cover, width, height)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
