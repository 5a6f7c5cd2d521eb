/**
 * Our own flat illustrations for the editorial `cover` keys: one glyph per key, drawn in a
 * 320×200 box around the centre (160, 100) in the brand colours. Cover.astro adds the backdrop.
 */
import type { COVER_KEYS } from '~/content/cover-schema';

const O = '#ee7203';
const G = '#1c4532';
const Y = '#ffc400';
const W = '#ffffff';
const L = '#fbf6ee';
const R = '#d9480f';

/** A cover key. */
export type CoverKey = (typeof COVER_KEYS)[number];

const burger = `<path d="M100 92c0-30 27-48 60-48s60 18 60 48z" fill="${O}"/><circle cx="135" cy="66" r="3" fill="${L}"/><circle cx="160" cy="58" r="3" fill="${L}"/><circle cx="185" cy="66" r="3" fill="${L}"/><path d="M96 100h128l-8 10h-112z" fill="${G}"/><rect x="98" y="110" width="124" height="14" rx="7" fill="${R}"/><path d="M100 132h120a10 10 0 0 1-10 18h-100a10 10 0 0 1-10-18z" fill="${O}"/>`;
const cup = (fill: string, lid: string) =>
  `<path d="M128 60h64l-8 92h-48z" fill="${fill}"/><rect x="122" y="50" width="76" height="14" rx="6" fill="${lid}"/><rect x="158" y="26" width="6" height="28" rx="3" fill="${G}"/><path d="M138 96h44v20h-44z" fill="${L}" opacity=".9"/>`;
const person = (x: number, shirt: string, s = 1) =>
  `<g transform="translate(${x} 0) scale(${s})"><circle cx="0" cy="72" r="16" fill="#f2c6a0"/><path d="M-16 66a16 16 0 0 1 32 0c-6-8-26-8-32 0z" fill="${G}"/><path d="M-26 150v-34a26 26 0 0 1 52 0v34z" fill="${shirt}"/></g>`;
const leaf = (x: number, y: number, r = 0, c = G) =>
  `<path transform="translate(${x} ${y}) rotate(${r})" d="M0 0c20-30 50-30 60-30-2 30-30 52-60 30z" fill="${c}"/>`;
const house = `<path d="M104 96l56-42 56 42v56h-112z" fill="${O}"/><rect x="146" y="114" width="28" height="38" rx="3" fill="${G}"/><rect x="116" y="106" width="20" height="18" rx="2" fill="${L}"/><rect x="184" y="106" width="20" height="18" rx="2" fill="${L}"/><path d="M96 100l64-50 64 50" stroke="${G}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const doc = (mark: string) =>
  `<rect x="118" y="36" width="84" height="120" rx="8" fill="${W}" stroke="${G}" stroke-width="5"/><path d="M134 64h52M134 82h52M134 100h36" stroke="${G}" stroke-width="6" stroke-linecap="round"/>${mark}`;

/** Inner SVG markup of each cover key (shapes only, no text). */
export const COVER_GLYPHS: Record<CoverKey, string> = {
  burger,
  chicken: `<path d="M118 130c-22-40 10-84 52-76 36 8 48 50 24 76z" fill="${O}"/><path d="M140 92c8-10 20-14 32-10" stroke="${L}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="186" y="120" width="14" height="40" rx="7" fill="${L}" stroke="${G}" stroke-width="4" transform="rotate(-30 193 140)"/>`,
  fries: `${[118, 134, 150, 166, 182, 198].map((x, i) => `<rect x="${x}" y="${36 + (i % 3) * 8}" width="11" height="70" rx="4" fill="${Y}"/>`).join('')}<path d="M110 84h100l-12 72h-76z" fill="${R}"/><path d="M134 110a26 14 0 0 0 52 0" fill="${Y}"/>`,
  // A wrap in its paper, cut across: the filling shows at the open end.
  roll: `<g transform="rotate(-18 160 100)"><rect x="86" y="74" width="150" height="52" rx="26" fill="#f3d9a4"/><path d="M92 84c30 6 60-4 90 2" stroke="#e2bd78" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M86 100a26 26 0 0 1 26-26h44v52h-44a26 26 0 0 1-26-26z" fill="${W}" stroke="${G}" stroke-width="4"/><path d="M112 86l30 28M126 80l24 24" stroke="${O}" stroke-width="5" stroke-linecap="round"/><ellipse cx="230" cy="100" rx="14" ry="26" fill="${G}"/><ellipse cx="231" cy="98" rx="8" ry="16" fill="${R}"/><circle cx="228" cy="112" r="5" fill="${Y}"/></g>`,
  // A meal on a tray: a small burger, fries and a cup.
  combo: `<rect x="84" y="140" width="152" height="12" rx="6" fill="${G}"/><rect x="178" y="62" width="44" height="78" rx="4" fill="${O}"/><rect x="174" y="54" width="52" height="12" rx="5" fill="${G}"/><rect x="204" y="30" width="5" height="28" rx="2" fill="${R}"/>${[132, 142, 152].map((x, i) => `<rect x="${x}" y="${78 + i * 4}" width="8" height="40" rx="3" fill="${Y}"/>`).join('')}<path d="M128 102h36l-6 38h-24z" fill="${R}"/><path d="M90 118c0-16 14-26 32-26s32 10 32 26z" fill="${O}"/><rect x="88" y="120" width="68" height="7" rx="3" fill="${G}"/><path d="M90 130h64a6 6 0 0 1-6 10h-52a6 6 0 0 1-6-10z" fill="${O}"/>`,
  potato: `<ellipse cx="160" cy="104" rx="64" ry="44" fill="#c98a3c"/><circle cx="136" cy="92" r="4" fill="${G}"/><circle cx="178" cy="116" r="4" fill="${G}"/><circle cx="190" cy="84" r="3" fill="${G}"/><circle cx="146" cy="124" r="3" fill="${G}"/>`,
  meat: `<path d="M104 110c0-34 40-56 76-46s44 50 14 70-90 16-90-24z" fill="${R}"/><path d="M126 104c14-18 44-22 62-10" stroke="${L}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="180" cy="114" r="9" fill="${L}"/>`,
  breakfast: `<circle cx="160" cy="104" r="56" fill="${W}" stroke="${G}" stroke-width="5"/><path d="M130 96c0-20 26-28 40-18s28 8 22 28-28 24-44 20-18-14-18-30z" fill="${W}" stroke="${Y}" stroke-width="3"/><circle cx="160" cy="100" r="15" fill="${Y}"/><circle cx="112" cy="60" r="16" fill="${Y}" opacity=".7"/>`,
  coffee: `<path d="M118 70h76v50a30 30 0 0 1-30 30h-16a30 30 0 0 1-30-30z" fill="${G}"/><path d="M194 84h10a14 14 0 0 1 0 28h-10" stroke="${G}" stroke-width="8" fill="none"/><path d="M140 56c-6-8 6-14 0-22M160 56c-6-8 6-14 0-22M180 56c-6-8 6-14 0-22" stroke="${O}" stroke-width="5" fill="none" stroke-linecap="round"/><rect x="108" y="150" width="104" height="8" rx="4" fill="${O}"/>`,
  drink: cup(O, G),
  dessert: `<path d="M118 100h84l-10 52h-64z" fill="${O}"/><path d="M112 100c0-30 22-50 48-50s48 20 48 50z" fill="${W}" stroke="${G}" stroke-width="4"/><circle cx="160" cy="44" r="10" fill="${R}"/><path d="M130 84c10 8 20 8 30 0s20-8 30 0" stroke="#8b4513" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  'ice-cream': `<path d="M136 100h48l-24 62z" fill="#d9a35b"/><path d="M140 112l28 14M146 130l18-10" stroke="${L}" stroke-width="3"/><circle cx="160" cy="84" r="28" fill="${W}" stroke="${O}" stroke-width="4"/><circle cx="146" cy="62" r="18" fill="#f7a8c4"/><circle cx="176" cy="64" r="16" fill="${O}"/>`,
  kids: `<path d="M110 80h100v74h-100z" fill="${O}"/><path d="M110 80l20-24h60l20 24z" fill="${Y}"/><path d="M146 72a14 14 0 0 1 28 0" stroke="${G}" stroke-width="6" fill="none"/><circle cx="142" cy="112" r="7" fill="${L}"/><circle cx="178" cy="112" r="7" fill="${L}"/><path d="M144 132q16 12 32 0" stroke="${L}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  toys: `<circle cx="126" cy="110" r="30" fill="${O}"/><circle cx="110" cy="84" r="10" fill="${O}"/><circle cx="142" cy="84" r="10" fill="${O}"/><circle cx="118" cy="106" r="4" fill="${G}"/><circle cx="134" cy="106" r="4" fill="${G}"/><rect x="170" y="80" width="52" height="52" rx="8" fill="${G}" transform="rotate(10 196 106)"/><path d="M186 104h20M196 94v20" stroke="${Y}" stroke-width="6" stroke-linecap="round"/>`,
  stickers: `<rect x="104" y="50" width="70" height="70" rx="12" fill="${O}" transform="rotate(-10 139 85)"/><circle cx="196" cy="104" r="34" fill="${Y}"/><path d="M180 96h4M208 96h4M182 114q14 10 28 0" stroke="${G}" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M124 74l14 22 16-30" stroke="${L}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  calendar: `<rect x="104" y="50" width="112" height="104" rx="10" fill="${W}" stroke="${G}" stroke-width="5"/><rect x="104" y="50" width="112" height="26" rx="10" fill="${O}"/>${[0, 1, 2, 3].map((c) => [0, 1, 2].map((r) => `<rect x="${116 + c * 24}" y="${86 + r * 20}" width="16" height="12" rx="3" fill="${c === 2 && r === 1 ? O : G}" opacity="${c === 2 && r === 1 ? 1 : 0.25}"/>`).join('')).join('')}`,
  gift: `<rect x="110" y="84" width="100" height="70" rx="6" fill="${O}"/><rect x="104" y="70" width="112" height="22" rx="5" fill="${R}"/><rect x="152" y="70" width="16" height="84" fill="${Y}"/><path d="M160 70c-20-30-40-10-24 0M160 70c20-30 40-10 24 0" stroke="${Y}" stroke-width="7" fill="none"/>`,
  restaurant: house,
  city: `<rect x="100" y="80" width="34" height="74" fill="${G}"/><rect x="140" y="50" width="40" height="104" fill="${O}"/><rect x="186" y="94" width="34" height="60" fill="${G}"/>${[62, 82, 102, 122].map((y) => `<rect x="150" y="${y}" width="8" height="10" fill="${L}"/><rect x="164" y="${y}" width="8" height="10" fill="${L}"/>`).join('')}<rect x="92" y="152" width="136" height="6" rx="3" fill="${G}"/>`,
  delivery: `<rect x="96" y="74" width="84" height="60" rx="8" fill="${O}"/><path d="M180 92h26l16 22v20h-42z" fill="${G}"/><circle cx="124" cy="140" r="14" fill="${G}"/><circle cx="200" cy="140" r="14" fill="${G}"/><circle cx="124" cy="140" r="5" fill="${L}"/><circle cx="200" cy="140" r="5" fill="${L}"/><path d="M120 96h36" stroke="${L}" stroke-width="6" stroke-linecap="round"/>`,
  app: `<rect x="126" y="36" width="68" height="128" rx="12" fill="${G}"/><rect x="134" y="50" width="52" height="92" rx="4" fill="${L}"/><circle cx="160" cy="153" r="4" fill="${L}"/><circle cx="160" cy="86" r="16" fill="${O}"/><rect x="142" y="112" width="36" height="8" rx="4" fill="${O}"/>`,
  wifi: `<path d="M104 86a80 80 0 0 1 112 0M120 104a56 56 0 0 1 80 0M136 122a32 32 0 0 1 48 0" stroke="${O}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="160" cy="140" r="9" fill="${G}"/>`,
  team: `${person(120, O)}${person(200, G)}${person(160, Y, 1.1)}`,
  career: `<path d="M128 74v-10a8 8 0 0 1 8-8h48a8 8 0 0 1 8 8v10" stroke="${G}" stroke-width="7" fill="none"/><rect x="100" y="72" width="120" height="78" rx="10" fill="${O}"/><rect x="100" y="100" width="120" height="8" fill="${G}" opacity=".5"/><rect x="150" y="94" width="20" height="20" rx="4" fill="${Y}"/>`,
  franchise: `${house}<circle cx="222" cy="62" r="18" fill="${Y}"/><path d="M214 62h16M222 54v16" stroke="${G}" stroke-width="5" stroke-linecap="round"/>`,
  quality: `<path d="M160 40l52 18v34c0 34-22 56-52 66-30-10-52-32-52-66v-34z" fill="${G}"/><path d="M136 98l16 16 32-34" stroke="${Y}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  kitchen: `<path d="M122 92a20 20 0 0 1 10-38 28 28 0 0 1 56 0 20 20 0 0 1 10 38z" fill="${W}" stroke="${G}" stroke-width="5"/><rect x="130" y="90" width="60" height="20" fill="${W}" stroke="${G}" stroke-width="5"/><rect x="98" y="122" width="124" height="28" rx="6" fill="${O}"/><rect x="208" y="112" width="30" height="6" rx="3" fill="${G}"/>`,
  farm: `<path d="M80 150c40-40 120-40 160 0z" fill="${G}"/><circle cx="214" cy="60" r="20" fill="${Y}"/>${leaf(120, 120, -60)}${leaf(150, 116, -80, O)}${leaf(176, 122, -100)}`,
  allergens: `<circle cx="160" cy="100" r="54" fill="${W}" stroke="${R}" stroke-width="8"/><path d="M122 62l76 76" stroke="${R}" stroke-width="8"/><path d="M146 124c0-20 10-40 14-48 4 8 14 28 14 48" fill="${Y}"/>`,
  eco: `${leaf(118, 124, -40)}${leaf(160, 118, -110, O)}<circle cx="160" cy="100" r="60" fill="none" stroke="${G}" stroke-width="5" stroke-dasharray="14 10"/>`,
  waste: `<rect x="124" y="70" width="72" height="84" rx="6" fill="${G}"/><rect x="114" y="58" width="92" height="14" rx="5" fill="${O}"/><path d="M160 92l12 20h-24zM146 122h28" stroke="${L}" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
  water: `<path d="M160 40c20 30 44 56 44 80a44 44 0 0 1-88 0c0-24 24-50 44-80z" fill="#2a8fbd"/><path d="M138 120a22 22 0 0 0 22 22" stroke="${L}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  energy: `<circle cx="160" cy="88" r="40" fill="${Y}"/><rect x="144" y="126" width="32" height="24" rx="4" fill="${G}"/><path d="M164 64l-16 28h18l-10 24" stroke="${G}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  packaging: `<path d="M110 80l50-24 50 24v56l-50 24-50-24z" fill="#c98a3c"/><path d="M110 80l50 24 50-24M160 104v56" stroke="${L}" stroke-width="5" fill="none"/>${leaf(176, 96, -50, G)}`,
  charity: `<path d="M160 150c-40-28-64-48-64-74a30 30 0 0 1 64-14 30 30 0 0 1 64 14c0 26-24 46-64 74z" fill="${O}"/><path d="M126 86a14 14 0 0 1 14-14" stroke="${L}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  family: `${person(118, G)}${person(202, O)}${person(160, Y, 0.75)}`,
  festival: `<path d="M96 60l128 0-64 96z" fill="none"/><path d="M100 54q60 24 120 0" stroke="${G}" stroke-width="3" fill="none"/>${[112, 136, 160, 184, 208].map((x, i) => `<path d="M${x - 8} ${60 + (i % 2) * 4}h16l-8 18z" fill="${i % 2 ? O : Y}"/>`).join('')}<rect x="116" y="100" width="88" height="52" rx="8" fill="${O}"/><path d="M130 126h60" stroke="${L}" stroke-width="6" stroke-linecap="round"/>`,
  sport: `<circle cx="160" cy="100" r="50" fill="${W}" stroke="${G}" stroke-width="5"/><path d="M160 76l22 16-8 26h-28l-8-26z" fill="${G}"/><path d="M160 50v26M206 86l-24 6M192 142l-18-24M128 142l18-24M114 86l24 6" stroke="${G}" stroke-width="4"/>`,
  holiday: `<path d="M160 36l44 70h-20l30 46h-108l30-46h-20z" fill="${G}"/><rect x="152" y="152" width="16" height="14" fill="#8b4513"/><circle cx="160" cy="34" r="8" fill="${Y}"/><circle cx="144" cy="100" r="5" fill="${O}"/><circle cx="176" cy="126" r="5" fill="${Y}"/><circle cx="150" cy="140" r="5" fill="${R}"/>`,
  press: `<path d="M120 80l60-26v92l-60-26z" fill="${O}"/><rect x="100" y="78" width="22" height="44" rx="4" fill="${G}"/><path d="M196 84q14 16 0 32M210 72q24 28 0 56" stroke="${G}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  document: doc(
    `<circle cx="196" cy="140" r="20" fill="${O}"/><path d="M186 140l7 7 13-14" stroke="${L}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ),
  pause: `<circle cx="160" cy="100" r="56" fill="${G}"/><rect x="138" y="72" width="14" height="56" rx="4" fill="${L}"/><rect x="168" y="72" width="14" height="56" rx="4" fill="${L}"/>`,
};

/** Backdrop tint per key, so neighbouring cards differ: warm orange or soft green. */
export function coverTint(key: CoverKey): string {
  return COVER_KEYS_GREEN.has(key) ? '#e3efe7' : '#fde6d0';
}

const COVER_KEYS_GREEN = new Set<CoverKey>([
  'coffee',
  'quality',
  'farm',
  'eco',
  'waste',
  'water',
  'energy',
  'packaging',
  'kitchen',
  'document',
  'team',
  'city',
  'wifi',
  'sport',
]);

/** Inner markup of a cover's 320×200 SVG: the tinted backdrop, two soft circles and the glyph. */
export function coverSvgBody(key: CoverKey): string {
  return `<rect width="320" height="200" fill="${coverTint(key)}"/><circle cx="276" cy="34" r="46" fill="#fbf6ee" opacity=".7"/><circle cx="34" cy="176" r="30" fill="#fbf6ee" opacity=".7"/><ellipse cx="160" cy="164" rx="92" ry="10" fill="#1c4532" opacity=".08"/>${COVER_GLYPHS[key]}`;
}

/**
 * A whole SVG document of a cover at another shape (a share or search picture): the 320×200
 * drawing centred, its backdrop tint widened or heightened to fill `width` × `height`.
 */
export function coverSvgDocument(key: CoverKey, width: number, height: number): string {
  const ratio = width / height;
  const [w, h] = ratio > 320 / 200 ? [200 * ratio, 200] : [320, 320 / ratio];
  const x = -(w - 320) / 2;
  const y = -(h - 200) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}" width="${width}" height="${height}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${coverTint(key)}"/>${coverSvgBody(key)}</svg>`;
}
