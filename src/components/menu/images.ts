/**
 * Product pictures through astro:assets: each drawing of src/assets/products (SVG, made by our own
 * scripts/product-art.ts) is rasterised at build time to WebP at the SPEC §9 widths (size × 1.2 and
 * × 2), with hashed, long-cacheable URLs. A browser decodes raster images off the main thread, while
 * it paints every SVG <img> on it: on a low-tier phone the menu's hundred drawings were most of its
 * main-thread work. The <img> gets explicit width and height, so nothing shifts.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

const sources = import.meta.glob<ImageMetadata>('../../assets/products/*.svg', {
  eager: true,
  import: 'default',
});

/** A picture ready for <img>: src, srcset and the displayed size. */
export interface ProductPicture {
  src: string;
  srcset: string;
  size: number;
}

/** Displayed sizes in CSS pixels: the card picture and the product page picture. */
export const PICTURE_SIZES = { card: 160, detail: 320 } as const;

const cache = new Map<string, Promise<ProductPicture>>();

async function render(slug: string, size: number): Promise<ProductPicture> {
  const source = sources[`../../assets/products/${slug}.svg`];
  if (!source)
    throw new Error(`No illustration for product ${slug}: run node scripts/product-art.ts`);
  const widths = [Math.round(size * 1.2), size * 2];
  const image = await getImage({
    src: source,
    width: size,
    height: size,
    widths,
    sizes: `${size}px`,
    format: 'webp',
    quality: 82,
  });
  return { src: image.src, srcset: image.srcSet.attribute, size };
}

/** The picture of a product at a displayed size. */
export function productPicture(
  slug: string,
  kind: keyof typeof PICTURE_SIZES = 'card',
): Promise<ProductPicture> {
  const size = PICTURE_SIZES[kind];
  const key = `${slug}@${size}`;
  let picture = cache.get(key);
  if (!picture) {
    picture = render(slug, size);
    cache.set(key, picture);
  }
  return picture;
}

/** Card pictures of many products, by slug. */
export async function cardPictures(
  slugs: readonly string[],
): Promise<Record<string, ProductPicture>> {
  const pictures = await Promise.all(slugs.map((slug) => productPicture(slug)));
  return Object.fromEntries(slugs.map((slug, i) => [slug, pictures[i] as ProductPicture]));
}
