import { describe, expect, it } from 'vitest';
import { preloadLeadingPicture } from '../../scripts/leading-picture.mjs';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${head}<title>t</title></head><body>${body}</body></html>`;

describe('preloadLeadingPicture', () => {
  it('preloads the first high-priority picture with its srcset and sizes, at the top of <head>', () => {
    const html = page(
      '<img src="/a.webp" srcSet="/a-1.webp 192w, /a-2.webp 320w" sizes="160px" loading="eager" fetchPriority="high">' +
        '<img src="/b.webp" fetchpriority="high">',
    );
    const result = preloadLeadingPicture(html);
    expect(result).toContain(
      '<meta name="viewport" content="width=device-width"><link rel="preload" as="image" href="/a.webp" imagesrcset="/a-1.webp 192w, /a-2.webp 320w" imagesizes="160px" fetchpriority="high"><title>',
    );
    expect(result.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('leaves a page without a leading picture, or one that preloads it already, as it is', () => {
    const plain = page('<img src="/a.webp" loading="lazy">');
    expect(preloadLeadingPicture(plain)).toBe(plain);
    const done = page(
      '<img src="/a.webp" fetchpriority="high">',
      '<link rel="preload" as="image" href="/a.webp">',
    );
    expect(preloadLeadingPicture(done)).toBe(done);
  });
});
