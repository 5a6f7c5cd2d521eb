/**
 * Product pictures through astro:assets: each drawing of src/assets/products (SVG, made by our own
 * scripts/product-art.ts) is rasterised at build time to WebP at the SPEC §9 widths (size × 1.2 and
 * × 2), with hashed, long-cacheable URLs. A browser decodes raster images off the main thread, while
 * it paints every SVG <img> on it: on a low-tier phone the menu's hundred drawings were most of its
 * main-thread work. A picture an editor uploaded in /admin (a product's `image`) takes the
 * drawing's place, processed the same way and cropped to the same square (getImage's default fit,
 * cover). The <img> gets explicit width and height, so nothing shifts.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

const sources = import.meta.glob<ImageMetadata>('../../assets/products/*.svg', {
  eager: true,
  import: 'default',
});

/** A picture ready for <img>: src, srcset, the displayed size and its alt text. */
export interface ProductPicture {
  src: string;
  srcset: string;
  size: number;
  /** The uploaded photo's description; empty for the drawing, which only repeats the name. */
  alt: string;
}

/** A picture an editor uploaded for a product, and what it shows. */
export interface UploadedPicture {
  image: ImageMetadata;
  alt: string;
}

/** Displayed sizes in CSS pixels: the card picture and the product page picture. */
export const PICTURE_SIZES = { card: 160, detail: 320 } as const;

const cache = new Map<string, Promise<ProductPicture>>();

async function render(
  slug: string,
  size: number,
  upload: UploadedPicture | undefined,
): Promise<ProductPicture> {
  const source = upload?.image ?? sources[`../../assets/products/${slug}.svg`];
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
  return { src: image.src, srcset: image.srcSet.attribute, size, alt: upload?.alt ?? '' };
}

/** The picture of a product at a displayed size: its uploaded photo, else its drawing. */
export function productPicture(
  slug: string,
  kind: keyof typeof PICTURE_SIZES = 'card',
  upload?: UploadedPicture,
): Promise<ProductPicture> {
  const size = PICTURE_SIZES[kind];
  const key = `${slug}@${size}`;
  let picture = cache.get(key);
  if (!picture) {
    picture = render(slug, size, upload);
    cache.set(key, picture);
  }
  return picture;
}

/** Card pictures of many products, by slug; `uploads` holds the photos editors uploaded. */
export async function cardPictures(
  slugs: readonly string[],
  uploads: ReadonlyMap<string, UploadedPicture> = new Map(),
): Promise<Record<string, ProductPicture>> {
  const pictures = await Promise.all(
    slugs.map((slug) => productPicture(slug, 'card', uploads.get(slug))),
  );
  return Object.fromEntries(slugs.map((slug, i) => [slug, pictures[i] as ProductPicture]));
}
