/**
 * The pictures of a news item or an event as search engines want them for articles and events:
 * the cover the page shows in the three shapes Google asks for (16:9, 4:3, 1:1), each well over
 * 300,000 px. An uploaded photo is cropped by astro:assets (never enlarged); a drawn cover comes
 * from its raster rendition (src/pages/covers/[picture].png.ts).
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { coverPicturePath } from '~/paths';
import type { CoverKey } from './cover-glyphs';

/** The shapes and the width each is made at. */
export const PICTURE_SHAPES = {
  '16x9': { width: 1200, height: 675 },
  '4x3': { width: 1200, height: 900 },
  '1x1': { width: 1200, height: 1200 },
} as const;

/** A shape's name. */
export type PictureShape = keyof typeof PICTURE_SHAPES;

const SHAPES = Object.keys(PICTURE_SHAPES) as PictureShape[];

/** The largest box of the shape inside the photo, no wider than the shape's width. */
function cropOf(image: ImageMetadata, shape: PictureShape): { width: number; height: number } {
  const target = PICTURE_SHAPES[shape];
  const ratio = target.width / target.height;
  const width = Math.min(target.width, image.width, Math.floor(image.height * ratio));
  return { width, height: Math.round(width / ratio) };
}

/** Site paths of the cover in each shape: the uploaded photo's crops, else the drawing's. */
export async function articlePictures(
  cover: CoverKey | undefined,
  image: ImageMetadata | undefined,
): Promise<string[]> {
  if (image) {
    const made = await Promise.all(
      SHAPES.map((shape) =>
        getImage({ src: image, ...cropOf(image, shape), fit: 'cover', format: 'jpg' }),
      ),
    );
    return made.map((picture) => picture.src);
  }
  return cover ? SHAPES.map((shape) => coverPicturePath(cover, shape)) : [];
}
