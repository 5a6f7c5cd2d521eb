// Writes one SVG illustration per catalog product to src/assets/products/<slug>.svg
// (src/lib/menu/art.ts draws them). Run after the catalog changes: node scripts/product-art.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { readCatalogFolder } from '../src/lib/catalog/read-entry-files.ts';
import { productArt } from '../src/lib/menu/art.ts';

const products = readCatalogFolder('src/content/catalog', 'products');
mkdirSync('src/assets/products', { recursive: true });
for (const product of products) {
  writeFileSync(
    `src/assets/products/${product.slug}.svg`,
    productArt(product.slug, product.categoryIds),
  );
}
console.log(`${products.length} illustrations written to src/assets/products/`);
