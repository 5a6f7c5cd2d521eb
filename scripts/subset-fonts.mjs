// `node scripts/subset-fonts.mjs <cyrillic.woff2> <latin.woff2>`: cut Onest's variable font (the
// Cyrillic and Latin files of @fontsource-variable/onest) down to what the site shows: Russian
// letters, Basic Latin, the typographic signs the texts use («», –, —, ₽, №, ×, ·, arrows) and
// weights 400–800. Writes src/assets/fonts/onest-{cyrillic,latin}-wght-normal.woff2; every
// first visit fetches it, so each kilobyte counts. Keep fonts.css unicode-range in step.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Characters each file keeps. */
export const SUBSETS = {
  cyrillic: range(0x400, 0x45f) + '\u0301\u2116',
  latin:
    range(0x20, 0x7e) +
    '\u00a0\u00a9\u00ab\u00b0\u00b7\u00bb\u00d7' +
    range(0x2010, 0x2014) +
    range(0x2018, 0x201e) +
    '\u2022\u2026\u20bd\u2190\u2191\u2192\u2193\u2212',
};

const [cyrillic, latin] = process.argv.slice(2);
if (!cyrillic || !latin) {
  console.error('Usage: node scripts/subset-fonts.mjs <cyrillic.woff2> <latin.woff2>');
  process.exit(1);
}
for (const [name, source] of [
  ['cyrillic', cyrillic],
  ['latin', latin],
]) {
  const input = readFileSync(source);
  const output = await subsetFont(input, SUBSETS[name], {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  const target = `src/assets/fonts/onest-${name}-wght-normal.woff2`;
  writeFileSync(target, output);
  console.log(`${target}: ${input.length} → ${output.length} bytes`);
}
