import { describe, expect, it } from 'vitest';
import { menuSeed, provideMenuSeed, type MenuSeed } from '../../src/lib/menu/seed.ts';

const seed = (name: string): MenuSeed => ({
  data: {
    categories: [],
    products: {},
    schedule: { dayParts: [], active: null },
  },
  pictures: { [name]: { src: `/${name}.webp`, srcset: '', size: 160 } },
});

describe('menu seed', () => {
  it('hands the page being rendered its seed, as often as the renderer asks', () => {
    const burgers = seed('burger');
    provideMenuSeed('/menu/burgers', burgers);
    expect(menuSeed('/menu/burgers')).toBe(burgers);
    expect(menuSeed('/menu/burgers')).toBe(burgers);
  });

  it('keeps only the page being rendered and refuses another address', () => {
    provideMenuSeed('/menu/burgers', seed('burger'));
    provideMenuSeed('/menu/desserts', seed('pie'));
    expect(() => menuSeed('/menu/burgers')).toThrow('No menu seed for /menu/burgers');
    expect(menuSeed('/menu/desserts').pictures['pie']?.src).toBe('/pie.webp');
  });

  it('writes JSON that cannot end its <script> early', () => {
    const text = provideMenuSeed('/menu', seed('</script><script>alert(1)</script><!--'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(seed('</script><script>alert(1)</script><!--'));
  });
});
