// The Node build's pre-compressed copies (.br and .gz beside each text file of dist/client, which
// scripts/serve.ts sends as they are). Astro renders the pages on one core; the build compresses
// on the other meanwhile: the client's bundles once they are final, then each page as it is
// written (scripts/build.mjs feeds them), and after Astro every file written or changed since.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

/** A file's size and modification time, when it is a text file over 512 bytes; else null. */
function textFile(file) {
  if (!COMPRESSIBLE.test(file) || !existsSync(file)) return null;
  const stat = statSync(file);
  return stat.isFile() && stat.size > 512 ? { file, size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

/** The text files over 512 bytes under `dir`, largest first. */
function textFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .flatMap((name) => textFile(path.join(dir, String(name))) ?? [])
    .sort((a, b) => b.size - a.size);
}

/** Writes `file`.gz and `file`.br. */
async function compress({ file, size }) {
  const data = await readFile(file);
  // Hashed assets are cached for a year: squeeze them hardest (brotli 11), but for the editor's
  // Decap bundle (5 MB, only editors load it), where 11 took 14 s and 9 takes 1.6 s for 11 %
  // more. Pages (over a thousand, 75 MB) get 8: the same size as 9 within 0.3 % at a tenth of
  // the time (9.6 s → 0.9 s on a quarter of them), and gzip 6, 0.3 % over 9 in 80 % of its time
  // (only a browser without brotli gets it). Brotli's window fits the file: the same bytes, a
  // page in 70 % of the time the default 4 MB window takes.
  const asset = file.includes(`${path.sep}_astro${path.sep}`);
  const quality = asset ? (size > 2_000_000 ? 9 : 11) : 8;
  const window = Math.max(16, Math.min(24, Math.ceil(Math.log2(data.length)) + 1));
  const [gz, br] = await Promise.all([
    gzip(data, { level: asset ? 9 : 6 }),
    brotliCompress(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_LGWIN]: window,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

/** Compresses files one at a time while Astro builds, and the rest on every core once it is done. */
export class Precompressor {
  /** Files compressed, by path, with the size and time they had when read. */
  #done = new Map();
  #running = Promise.resolve();

  /** Queues every text file under `dir`, largest first. */
  addTree(dir) {
    if (existsSync(dir)) for (const found of textFiles(dir)) this.#add(found);
  }

  /** Queues `file` (a page just written), if it is a text file worth compressing. */
  addFile(file) {
    const found = textFile(file);
    if (found) this.#add(found);
  }

  #add(found) {
    // One lane: the other core renders the pages.
    this.#running = this.#running.then(async () => {
      if (this.#done.has(found.file)) return;
      this.#done.set(found.file, found);
      await compress(found);
    });
  }

  /**
   * Once Astro is done: compresses what is not yet compressed under `dir`, or changed since (a
   * page the build finished afterwards), on every core. Resolves to the counts of files
   * compressed before and now.
   */
  async finish(dir) {
    await this.#running;
    const before = this.#done.size;
    const files = textFiles(dir).filter(({ file, size, mtimeMs }) => {
      const earlier = this.#done.get(file);
      return !earlier || earlier.size !== size || earlier.mtimeMs !== mtimeMs;
    });
    let next = 0;
    const lanes = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
      while (next < files.length) await compress(files[next++]);
    });
    await Promise.all(lanes);
    const redone = files.filter(({ file }) => this.#done.has(file)).length;
    return { before: before - redone, now: files.length };
  }
}
