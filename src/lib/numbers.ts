/**
 * Russian numbers without Intl on the way to the first paint. A page's first `Intl.NumberFormat`
 * loads ICU's number data: 17–27 ms of main thread in Chromium here, ~200 ms on a low-tier phone,
 * paid at import by every page whose start-up script can show a count (a restaurant's «Закроется
 * через 5 минут») and by the menu island's first render. These give the same strings as ru-RU
 * Intl (a unit test compares them), which stays the fallback for what they do not cover. No
 * imports.
 */

const formats = new Map<number, Intl.NumberFormat>();

/** ru-RU Intl, made on first use only. */
function intlFormat(value: number, maxFractionDigits: number): string {
  let format = formats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: maxFractionDigits });
    formats.set(maxFractionDigits, format);
  }
  return format.format(value);
}

/** "0999" + 1 in the last place → "1000": adds one to a string of decimal digits. */
function incremented(digits: string): string {
  const chars = [...digits];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` as ru-RU Intl writes it with at most `maxFractionDigits` decimals: «12 345,68», a
 * non-breaking space between thousands, a decimal comma, halves rounded away from zero on the
 * number's shortest decimal form (1.005 → «1,01»), trailing zeros dropped, «-0» kept.
 */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    return intlFormat(value, maxFractionDigits);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const integer = digits.slice(0, digits.length - maxFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** The CLDR plural category of an integer in Russian: one (1, 21…), few (2–4, 22…), many. */
export function russianPluralCategory(count: number): 'one' | 'few' | 'many' {
  const n = Math.abs(count);
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}
