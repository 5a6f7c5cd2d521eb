// `node scripts/font-fallback-metrics.mjs`: the numbers of the 'Onest Fallback' faces in
// src/styles/fonts.css. Chromium sets a sample of the site's Russian text in Onest (our subset
// files) and in Liberation Sans (Arial's metrics; Roboto and Helvetica Neue are within 0.5 % of
// Arial's average width), at 400 and 700; size-adjust is the ratio of the widths, and the ascent
// and descent overrides are Onest's own (970 and 305 per 1000) divided by it, so a line of the
// fallback sits where a line of Onest will. Run it again after the font files change.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const ONEST_ASCENT = 0.97;
const ONEST_DESCENT = 0.305;
const SAMPLE =
  'Гамбургер Чизбургер Москва Санкт-Петербург Выбери город Меню Рестораны Доставка Картофель ' +
  'фри Наггетсы Простой и честный: котлета из говядины на гриле, маринованный огурчик, лук, ' +
  'кетчуп и горчица в мягкой булочке. Вкусно — и точка. 199 ₽';
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(`src/assets/fonts/${file}`).toString('base64')}`;

const browser = await chromium.launch({ executablePath: await findChromium() });
const page = await browser.newPage();
await page.setContent(`<style>
  @font-face { font-family: O; font-weight: 400 800; unicode-range: U+0400-045F;
    src: url(${font('onest-cyrillic-wght-normal.woff2')}) format('woff2'); }
  @font-face { font-family: O; font-weight: 400 800; unicode-range: U+0000-03FF, U+2000-20FF;
    src: url(${font('onest-latin-wght-normal.woff2')}) format('woff2'); }
</style>`);
const widths = await page.evaluate(async (sample) => {
  const context = document.createElement('canvas').getContext('2d');
  const measure = (css) => {
    context.font = css;
    return context.measureText(sample).width;
  };
  const result = {};
  for (const weight of [400, 700]) {
    await document.fonts.load(`${weight} 100px O`, sample);
    result[weight] = {
      onest: measure(`${weight} 100px O`),
      arial: measure(`${weight} 100px "Liberation Sans"`),
    };
  }
  return result;
}, SAMPLE);
await browser.close();

const percent = (value) => `${(value * 100).toFixed(2)}%`;
for (const [weight, { onest, arial }] of Object.entries(widths)) {
  const sizeAdjust = onest / arial;
  console.log(
    `font-weight ${weight}: size-adjust: ${percent(sizeAdjust)}; ascent-override: ${percent(ONEST_ASCENT / sizeAdjust)}; descent-override: ${percent(ONEST_DESCENT / sizeAdjust)};`,
  );
}
