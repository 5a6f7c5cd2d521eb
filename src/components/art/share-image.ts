/** The og:image of an entry with an uploaded cover picture: a 1200×630 JPEG the build makes. */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** Path of the picture's share variant (Head makes it absolute), or undefined for the default. */
export async function shareImage(image: ImageMetadata | undefined): Promise<string | undefined> {
  if (!image) return undefined;
  const shared = await getImage({
    src: image,
    width: 1200,
    height: 630,
    fit: 'cover',
    format: 'jpg',
  });
  return shared.src;
}
