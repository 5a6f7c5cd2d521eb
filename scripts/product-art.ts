// Writes one SVG illustration per catalog product to src/assets/products/<slug>.svg
// (src/lib/menu/art.ts draws them). Run after the catalog changes: node scripts/product-art.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { productArt } from '../src/lib/menu/art.ts';

const products = JSON.parse(readFileSync('src/content/catalog/products.json', 'utf8')) as {
  slug: string;
  categoryIds: number[];
}[];
mkdirSync('src/assets/products', { recursive: true });
for (const product of products) {
  writeFileSync(
    `src/assets/products/${product.slug}.svg`,
    productArt(product.slug, product.categoryIds),
  );
}
console.log(`${products.length} illustrations written to src/assets/products/`);
