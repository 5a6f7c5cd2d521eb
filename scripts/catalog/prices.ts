/**
 * Prices in bulk: `npm run catalog:prices -- FILE [--write]`. Reads a back-office CSV
 * (product;size;region;service;price), prints every price it would change and, with --write
 * only, writes them. Any bad row stops it before anything is written: each is printed with its
 * row number, and the exit status is 1. `--catalog DIR` points at another catalog (tests).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyPriceChanges,
  describePriceChange,
  readPriceImport,
} from '../../src/lib/catalog/price-import.ts';
import { CATALOG_DIR, readProducts, writeProducts } from './products-file.ts';

const USAGE = 'Запуск: npm run catalog:prices -- ФАЙЛ.csv [--write]';

/** Run the import; returns the exit status. */
export function runPriceImport(argv: readonly string[]): number {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { write: { type: 'boolean', default: false }, catalog: { type: 'string' } },
    });
  } catch {
    // A mistyped flag (--wirte) must not pass for a dry run or a write: say how to run it instead.
    console.error(USAGE);
    return 1;
  }
  const { values, positionals } = args;
  const [file] = positionals;
  if (file === undefined || positionals.length > 1) {
    console.error(USAGE);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(resolve(file));
  } catch {
    console.error(`Файл «${file}» не открывается. ${USAGE}`);
    return 1;
  }
  const dir = values.catalog === undefined ? CATALOG_DIR : resolve(values.catalog);
  const products = readProducts(dir);
  const result = readPriceImport(bytes, products);
  if (!result.ok) {
    for (const error of result.errors) console.error(`Строка ${error.row}: ${error.message}`);
    console.error(`Ошибок\u00a0— ${result.errors.length}; ничего не записано.`);
    return 1;
  }
  const changed = result.prices.filter((p) => p.oldPrice !== p.newPrice);
  for (const change of changed) console.log(describePriceChange(change));
  const counts = `изменений\u00a0— ${changed.length}, без изменений\u00a0— ${result.prices.length - changed.length}`;
  if (!values.write) {
    console.log(`Пробный запуск: ${counts}. Ничего не записано; чтобы записать, добавьте --write.`);
    return 0;
  }
  if (changed.length > 0) {
    const paths = writeProducts(applyPriceChanges(products, changed), dir);
    const files = paths.map((path) => relative(process.cwd(), path)).join(', ');
    console.log(`Записано в ${files}: ${counts}.`);
  } else console.log(`Записывать нечего: ${counts}.`);
  return 0;
}

process.exitCode = runPriceImport(process.argv.slice(2));
