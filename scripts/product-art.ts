// One SVG illustration per catalog product in src/assets/products/<slug>.svg (src/lib/menu/art.ts
// draws them from the slug and the categories; astro:assets rasterises them). `npm run build`
// calls drawProductArt first, so a product an editor creates in /admin without a photo has its
// drawing in that very build, and one moved to another category is drawn anew. Run alone
// (node scripts/product-art.ts), it brings the committed drawings up to date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogFolder } from '../src/lib/catalog/read-entry-files.ts';
import { productArt } from '../src/lib/menu/art.ts';

/** Writes the drawings that are missing or differ under `root`; returns their products' slugs. */
export function drawProductArt(root = '.'): string[] {
  const folder = path.join(root, 'src/assets/products');
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const product of readCatalogFolder(path.join(root, 'src/content/catalog'), 'products')) {
    // An entry the schema will refuse is left to it, which names the file and the field.
    if (!/^[a-z0-9-]+$/.test(String(product.slug)) || !Array.isArray(product.categoryIds)) continue;
    const file = path.join(folder, `${product.slug}.svg`);
    const drawing = productArt(product.slug, product.categoryIds);
    if (existsSync(file) && readFileSync(file, 'utf8') === drawing) continue;
    writeFileSync(file, drawing);
    written.push(product.slug);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = drawProductArt();
  console.log(`${written.length} illustrations written to src/assets/products/`);
}
