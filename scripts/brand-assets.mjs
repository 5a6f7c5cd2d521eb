// Renders the brand's raster files in public/ (icons, Open Graph image) from our own SVG/HTML with
// Chromium. Run once after changing the mark: node scripts/brand-assets.mjs. Output is committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#ee7203"/><path d="M12.5 22.5c2.6 7.4 8 11 11.5 11s8.9-3.6 11.5-11" fill="none" stroke="#fff" stroke-width="4.2" stroke-linecap="round"/><circle cx="17" cy="15.5" r="2.6" fill="#fff"/><circle cx="31" cy="15.5" r="2.6" fill="#fff"/></svg>`;
writeFileSync('public/favicon.svg', MARK + '\n');

const font = readFileSync('src/assets/fonts/onest-cyrillic-wght-normal.woff2').toString('base64');
const fontLatin = readFileSync('src/assets/fonts/onest-latin-wght-normal.woff2').toString('base64');
const css = `@font-face{font-family:Onest;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:100 900}
@font-face{font-family:Onest;src:url(data:font/woff2;base64,${fontLatin}) format('woff2');font-weight:100 900;unicode-range:U+0000-00FF}
*{margin:0;box-sizing:border-box}body{font-family:Onest}`;

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();

async function icon(size, file, padding = 0) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>${css}html,body{width:${size}px;height:${size}px;background:${padding ? '#1c4532' : 'transparent'};display:grid;place-items:center}</style>${MARK.replace('<svg ', `<svg width="${size - padding * 2}" height="${size - padding * 2}" `)}`,
  );
  return page.screenshot({ path: file, omitBackground: !padding });
}

await icon(180, 'public/apple-touch-icon.png', 22);
await icon(192, 'public/icon-192.png', 24);
await icon(512, 'public/icon-512.png', 64);
// Maskable (web app manifest): full-bleed background, the mark inside the central 80 % circle
// every launcher mask keeps.
await icon(512, 'public/icon-maskable-512.png', 104);
const png32 = await icon(32, '/tmp/favicon-32.png');

// favicon.ico: one 32×32 PNG inside an ICO container.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<style>${css}
body{width:1200px;height:630px;background:#fbf6ee;display:flex;align-items:center;gap:64px;padding:0 96px;position:relative;overflow:hidden}
.sun{position:absolute;right:-120px;top:-60px;width:620px;height:620px;border-radius:50%;background:#ee7203}
.sun2{position:absolute;right:-40px;top:20px;width:460px;height:460px;border-radius:50%;background:#f58a2a}
h1{font-size:92px;line-height:1;color:#1c4532;font-weight:800;letter-spacing:-2px}
p{font-size:34px;color:#5d5a55;margin-top:24px;font-weight:500}
.text{position:relative;z-index:1;max-width:640px}
.mark{position:absolute;right:110px;top:165px;z-index:1}
</style><div class="sun"></div><div class="sun2"></div><div class="text"><h1>Вкусно<br>– и точка<span style="color:#ee7203">.</span></h1><p>Меню, доставка и рестораны рядом с&nbsp;тобой</p></div><div class="mark">${MARK.replace('<svg ', '<svg width="300" height="300" ')}</div>`);
await page.screenshot({ path: 'public/og-default.png' });
await browser.close();
console.log('brand assets written to public/');
