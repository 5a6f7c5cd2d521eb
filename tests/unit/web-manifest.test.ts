import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Image {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: 'narrow' | 'wide';
  label?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: Image[];
  screenshots: Image[];
}

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as Manifest;

/** Width and height of a PNG (IHDR) or a JPEG (first SOFn segment). */
function pixelSize(file: string): string {
  const data = readFileSync(`public${file}`);
  if (data.readUInt32BE(0) === 0x89504e47)
    return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
  for (let at = 2; at < data.length;) {
    const marker = data.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return `${data.readUInt16BE(at + 7)}x${data.readUInt16BE(at + 5)}`;
    at += 2 + data.readUInt16BE(at + 2);
  }
  throw new Error(`${file}: not a PNG or JPEG`);
}

describe('web app manifest: installable, with the richer install dialog', () => {
  it('names the app and opens it standalone in the brand colours', () => {
    expect(manifest.name).toBe('Вкусно – и точка');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has 192 and 512 px icons and a maskable one, each the size it declares', () => {
    const raster = manifest.icons.filter((icon) => icon.type === 'image/png');
    const any = raster.filter((icon) => (icon.purpose ?? 'any').includes('any'));
    expect(any.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(raster.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(
      true,
    );
    for (const icon of raster) expect(pixelSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('has narrow and wide screenshots Chromium accepts, each the size it declares', () => {
    for (const factor of ['narrow', 'wide'] as const) {
      const shots = manifest.screenshots.filter((shot) => shot.form_factor === factor);
      expect(shots.length, factor).toBeGreaterThan(0);
      // One aspect ratio per form factor; sides 320–3840 px, the long one at most 2.3 × the short.
      expect(new Set(shots.map((shot) => shot.sizes)).size, factor).toBe(1);
      for (const shot of shots) {
        expect(pixelSize(shot.src), shot.src).toBe(shot.sizes);
        const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
        expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
        expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
        expect(factor === 'wide' ? width > height : height > width).toBe(true);
        expect(shot.label).toBeTruthy();
      }
    }
  });
});
