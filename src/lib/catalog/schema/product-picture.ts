/**
 * A product's uploaded picture (`image`) and its description (`imageAlt`): a file an editor
 * uploads in /admin beside the product files (products/images), which the content collection
 * resolves with Astro's image() so the build checks and processes it; everywhere else (the API,
 * the scripts, the tests) the path stays text. Without one the site shows the drawn art.
 */
import { z } from '../../zod.ts';
import { blankAsAbsent, textSchema } from './common.ts';

/** An uploaded picture's path beside the product files (images/…, as Decap writes it, or ./images/…). */
export const PRODUCT_PICTURE_FILE = /^(?:\.\/)?images\/[^/\s]+\.(?:jpg|jpeg|png|webp|avif)$/i;

/** Astro's `image()` from a collection's schema function, or a stand-in of the same shape. */
export type ProductImageHelper<T> = () => z.ZodType<T>;

/** Outside the build a product's picture stays its path. */
export const pathOnly: ProductImageHelper<string> = () => z.string();

/** The `image` and `imageAlt` fields, `image` resolved by the given helper. */
export const productPictureFields = <T>(image: ProductImageHelper<T>) => ({
  image: blankAsAbsent(
    z
      .string()
      .regex(
        PRODUCT_PICTURE_FILE,
        'Фотография продукта: JPG, PNG, WebP или AVIF из папки images рядом с продуктами',
      )
      // Astro's helper is typed by its result (the image's metadata) but takes the path as text.
      .pipe(image() as unknown as z.ZodType<T, string>)
      .optional(),
  ).describe('Uploaded picture, images/… beside the product files; the drawn art when absent'),
  imageAlt: blankAsAbsent(textSchema.max(200).optional()).describe(
    'Russian alt text of the uploaded picture; required with it',
  ),
});

/** Fails a product with a picture and no description of it. */
export const pictureDescribed = (
  product: { image?: unknown; imageAlt?: unknown },
  ctx: z.RefinementCtx,
): void => {
  if (product.image !== undefined && product.imageAlt === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['imageAlt'],
      message: 'У фотографии продукта нужно описание: что на ней видно',
    });
};
