import { describe, expect, it } from 'vitest';
import {
  drawingOf,
  expectLeadingPicture,
  inlineLeadingDrawing,
  preloadLeadingPicture,
  svgDataUrl,
} from '../../scripts/leading-picture.mjs';

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

describe('inlineLeadingDrawing', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="640" height="640">\n  <circle cx="100" cy="100" r="86" fill="#e9f1dc"/>\n</svg>\n';
  const files: Record<string, string> = {
    '/_astro/hamburger.CBE4PtgC.svg': drawing,
    '/_astro/cheeseburger.D7N3Wdc2.svg': drawing.replace('e9f1dc', 'fde7c8'),
  };
  const read = (path: string) => files[path] ?? null;
  const card = (name: string, loading: string) =>
    `<img src="/_astro/${name}_Z1a2Ue3.webp" srcSet="/_astro/${name}_ZBzzV0.webp 192w, /_astro/${name}_AAUJN.webp 320w" sizes="160px" width="160" height="160" alt="" ${loading} decoding="async"/>`;
  const atSize = (svg: string) =>
    svg
      .replace('<svg xmlns', '<svg width="160" height="160" xmlns')
      .replace(' width="640" height="640"', '');

  it('finds the drawing a WebP was made from by its name', () => {
    expect(drawingOf('/_astro/hamburger.CBE4PtgC_Z1a2Ue3.webp')).toBe(
      '/_astro/hamburger.CBE4PtgC.svg',
    );
    expect(drawingOf('/_astro/photo.Ab_cd-12_Z1a2Ue3.jpg')).toBeNull();
    expect(drawingOf('/covers/news.webp')).toBeNull();
  });

  it('writes the leading card’s drawing into the page at its shown size; nothing is preloaded', () => {
    const html = page(
      card('hamburger.CBE4PtgC', 'loading="eager" fetchPriority="high"') +
        card('cheeseburger.D7N3Wdc2', 'loading="eager"') +
        card('hamburger.CBE4PtgC', 'loading="lazy"'),
    );
    const result = inlineLeadingDrawing(html, read);
    const [first, second, third] = result.match(/<img\b[^>]*>/g) ?? [];
    expect(first).toBe(
      `<img src="${svgDataUrl(atSize(drawing))}" width="160" height="160" alt="" loading="eager" fetchPriority="high" decoding="async"/>`,
    );
    // One only: the browser rasterises an SVG picture on the main thread.
    expect(second).toBe(card('cheeseburger.D7N3Wdc2', 'loading="eager"'));
    expect(third).toBe(card('hamburger.CBE4PtgC', 'loading="lazy"'));
    expect(preloadLeadingPicture(result)).toBe(result);
  });

  it('makes a URL the attribute and the browser read as the same SVG', () => {
    const url = svgDataUrl(drawing);
    expect(url).toMatch(/^data:image\/svg\+xml,[\w\-.~!$'()*+,;=:@/%]+$/);
    expect(() => new URL(url)).not.toThrow();
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      drawing.trim().replace(/\s+/g, ' ').replaceAll('"', "'"),
    );
  });

  it('leaves an uploaded photo, a large drawing or a page without a leading picture alone', () => {
    const photo = page(card('photo.D3U7rpwU', 'loading="eager" fetchPriority="high"'));
    expect(inlineLeadingDrawing(photo, read)).toBe(photo);
    const large = page(card('hamburger.CBE4PtgC', 'fetchPriority="high"'));
    const big = `<svg>${'<path d="M0 0h1"/>'.repeat(300)}</svg>`;
    expect(inlineLeadingDrawing(large, () => big)).toBe(large);
    const lazy = page(card('hamburger.CBE4PtgC', 'loading="eager"'));
    expect(inlineLeadingDrawing(lazy, read)).toBe(lazy);
  });
});

describe('expectLeadingPicture', () => {
  it('holds the first frame until the leading picture is parsed: an id for it, an expect link in <head>', () => {
    const html = page(
      '<header>Шапка</header><img src="data:image/svg+xml,x" fetchPriority="high"><img src="/b.webp" loading="lazy">',
    );
    const result = expectLeadingPicture(html);
    expect(result).toContain(
      '<meta name="viewport" content="width=device-width"><link rel="expect" href="#leading-picture" blocking="render"><title>',
    );
    expect(result).toContain(
      '<header>Шапка</header><img id="leading-picture" src="data:image/svg+xml,x" fetchPriority="high"><img src="/b.webp" loading="lazy">',
    );
  });

  it('expects a picture by the id it has', () => {
    const result = expectLeadingPicture(
      page('<img id="cover" src="/a.webp" fetchpriority="high">'),
    );
    expect(result).toContain('<link rel="expect" href="#cover" blocking="render">');
    expect(result).toContain('<img id="cover" src="/a.webp" fetchpriority="high">');
  });

  it('leaves a page without a leading picture, or one that expects it already, as it is', () => {
    const plain = page('<img src="/a.webp" loading="lazy">');
    expect(expectLeadingPicture(plain)).toBe(plain);
    const once = expectLeadingPicture(page('<img src="/a.webp" fetchpriority="high">'));
    expect(expectLeadingPicture(once)).toBe(once);
  });
});
