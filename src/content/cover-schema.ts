/**
 * The cover of a news item, event or offer: one of our drawn illustrations (`cover`) or a picture
 * the editor uploaded (`image`), exactly one of the two, and always the alt text (`coverAlt`).
 *
 * `image` is a path relative to the Markdown file (`./images/opening.jpg`, the folder the editor's
 * uploads land in). content.config.ts hands in Astro's `image()` helper so the build checks the
 * file and processes it; the unit tests use `pathOnly`, which keeps the path as text.
 */
import { z } from '../lib/zod';

/** Illustration keys we draw SVGs for; `cover` fields must use one of them. */
export const COVER_KEYS = [
  'burger',
  'chicken',
  'fries',
  'roll',
  'combo',
  'potato',
  'meat',
  'breakfast',
  'coffee',
  'drink',
  'dessert',
  'ice-cream',
  'kids',
  'toys',
  'stickers',
  'calendar',
  'gift',
  'restaurant',
  'city',
  'delivery',
  'app',
  'wifi',
  'team',
  'career',
  'franchise',
  'quality',
  'kitchen',
  'farm',
  'allergens',
  'eco',
  'waste',
  'water',
  'energy',
  'packaging',
  'charity',
  'family',
  'festival',
  'sport',
  'holiday',
  'press',
  'document',
  'pause',
] as const;

/** Image formats an editor may upload (the editor's «Фотография» field allows the same). */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** A path to an uploaded picture: relative, no spaces, one of PICTURE_EXTENSIONS (any case). */
export const PICTURE_FILE =
  /^(?:\.\/)?(?:[^/\s]+\/)*[^/\s]+\.(?:jpg|jpeg|png|webp|avif|JPG|JPEG|PNG|WEBP|AVIF)$/;

/** Largest upload the editor accepts, bytes (Decap's `media_library.max_file_size`). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Astro's `image()` from the collection's schema function, or a stand-in of the same shape. */
export type ImageHelper<T> = () => z.ZodType<T>;

/** Stand-in for Astro's `image()` outside the build (unit tests): the path stays a string. */
export const pathOnly: ImageHelper<string> = () => z.string();

/** The `cover`, `image` and `coverAlt` fields, `image` resolved by the given helper. */
export const coverFields = <T>(image: ImageHelper<T>) => ({
  cover: z
    .enum(COVER_KEYS, { error: `Поле «cover»: одна из иллюстраций ${COVER_KEYS.join(', ')}` })
    .optional()
    .describe('Illustration key (an SVG is drawn per key); or set image instead'),
  image: z
    .string()
    .regex(
      PICTURE_FILE,
      'Поле «image»: фотография в формате JPG, PNG, WebP или AVIF из папки images рядом с текстом',
    )
    .refine((path) => !path.split('/').includes('..'), 'Поле «image»: только из папки images')
    // Astro's helper is typed by its result (the image's metadata) but takes the path as text.
    .pipe(image() as unknown as z.ZodType<T, string>)
    .optional()
    .describe('Uploaded picture, path relative to the entry (./images/…); or set cover instead'),
  coverAlt: z
    .string()
    .trim()
    .min(1, 'Поле «coverAlt» не должно быть пустым')
    .max(200, 'Поле «coverAlt»: не больше 200 знаков')
    .describe('Russian alt text for the cover illustration or picture'),
});

/** Fails unless exactly one of `cover` and `image` is set. */
export const oneCover = (d: { cover?: unknown; image?: unknown }, ctx: z.RefinementCtx): void => {
  if ((d.cover === undefined) === (d.image === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['cover'],
      message:
        d.cover === undefined
          ? 'Нужна обложка: выберите иллюстрацию (cover) или загрузите фотографию (image)'
          : 'Обложка одна: оставьте либо иллюстрацию (cover), либо фотографию (image)',
    });
  }
};
