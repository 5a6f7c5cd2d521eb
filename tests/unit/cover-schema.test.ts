/** The cover of news, events and offers: a drawn illustration or an uploaded picture, one of two. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { coverFields, oneCover, PICTURE_MAX_BYTES, pathOnly } from '~/content/cover-schema';
import { eventSchema, newsSchema, offerSchema } from '~/content/editorial-schemas';

const news = {
  title: 'Открыли ресторан',
  description: 'Коротко.',
  date: '2026-05-02',
  tags: ['рестораны'],
  coverAlt: 'Фасад ресторана',
};
const messages = (r: { error?: { issues: { message: string }[] } | undefined }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('a cover is an illustration or an uploaded picture', () => {
  it('takes an illustration alone', () => {
    expect(newsSchema.safeParse({ ...news, cover: 'restaurant' }).success).toBe(true);
  });

  it('takes an uploaded picture alone, with or without ./', () => {
    for (const image of ['./images/kazan.jpg', 'images/kazan.JPEG', './images/a.webp', 'b.avif'])
      expect(newsSchema.safeParse({ ...news, image }).success, image).toBe(true);
  });

  it('asks for one when there is none, in Russian', () => {
    expect(messages(newsSchema.safeParse(news))).toEqual([
      'Нужна обложка: выберите иллюстрацию (cover) или загрузите фотографию (image)',
    ]);
  });

  it('refuses both at once', () => {
    const r = newsSchema.safeParse({ ...news, cover: 'restaurant', image: './images/a.jpg' });
    expect(messages(r)).toEqual([
      'Обложка одна: оставьте либо иллюстрацию (cover), либо фотографию (image)',
    ]);
  });

  it('needs the alt text either way', () => {
    const { coverAlt: _, ...noAlt } = news;
    for (const cover of [{ cover: 'restaurant' }, { image: './images/a.jpg' }]) {
      expect(newsSchema.safeParse({ ...noAlt, ...cover }).success).toBe(false);
      expect(newsSchema.safeParse({ ...news, ...cover, coverAlt: '  ' }).success).toBe(false);
    }
  });

  it('refuses other file types and paths outside the entry folder', () => {
    for (const image of [
      './images/a.gif',
      './images/a.svg',
      './images/a.heic',
      './images/a.jpg.exe',
      'https://example.com/a.jpg',
      '/uploads/a.jpg',
      '../news/images/a.jpg',
      './images/my photo.jpg',
    ]) {
      const r = newsSchema.safeParse({ ...news, image });
      expect(r.success, image).toBe(false);
      expect(messages(r)[0], image).toMatch(/^Поле «image»: /);
    }
  });

  it('applies to events and offers too', () => {
    const event = {
      ...news,
      dateStart: '2026-05-02',
      dateEnd: '2026-05-03',
      city: 'kazan',
      online: true,
    };
    const { date: _d, tags: _t, ...eventBase } = event;
    expect(eventSchema.safeParse({ ...eventBase, image: './images/a.png' }).success).toBe(true);
    expect(eventSchema.safeParse(eventBase).success).toBe(false);
    const offer = {
      title: 'Акция',
      description: 'Коротко.',
      validFrom: '2026-05-01',
      validTo: '2026-05-31',
      badge: '1+1',
      coverAlt: 'Бургер',
      steps: ['Закажите', 'Получите'],
      terms: 'Условия.',
      channel: 'all',
    };
    expect(offerSchema.safeParse({ ...offer, image: './images/a.avif' }).success).toBe(true);
    expect(offerSchema.safeParse(offer).success).toBe(false);
  });

  it('hands the path to the image helper only once it has passed the checks', () => {
    const seen: string[] = [];
    const helper = () => z.string().transform((p) => (seen.push(p), { src: p }));
    const schema = z.object(coverFields(helper)).superRefine(oneCover);
    const r = schema.safeParse({ image: './images/a.webp', coverAlt: 'Фото' });
    expect(r.data?.image).toEqual({ src: './images/a.webp' });
    schema.safeParse({ image: './images/a.gif', coverAlt: 'Фото' });
    expect(seen).toEqual(['./images/a.webp']);
    expect(coverFields(pathOnly).image.safeParse('./images/a.jpg').data).toBe('./images/a.jpg');
  });
});

describe('uploaded pictures in the content', () => {
  const withImages = ['news', 'events', 'offers'].flatMap((folder) =>
    readdirSync(join('src/content', folder))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join('src/content', folder, f))
      .map((file) => ({
        file,
        image: /^image:\s*'?([^'\n]+)'?$/m.exec(readFileSync(file, 'utf8')),
      }))
      .filter((e) => e.image),
  );

  it('has at least one, so the build processes one', () => {
    expect(withImages.length).toBeGreaterThan(0);
  });

  it.each(withImages.map((e) => [e.file, e.image?.[1] ?? ''] as const))(
    '%s points at a file beside it, within the upload limit',
    (file, image) => {
      const path = join(dirname(file), image);
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
    },
  );
});
