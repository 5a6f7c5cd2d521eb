/**
 * Our own product illustrations as SVG text (scripts/product-art.ts writes them to
 * src/assets/products/, pages serve them through astro:assets). Flat shapes on a soft plate,
 * one drawing per kind with per-product colours, toppings and jitter.
 */
import { artKind, artTint, seeded, type ArtKind } from './art-kind.ts';

type Draw = (tint: string, slug: string, rnd: () => number) => string;

const BUN = '#f2a541';
const BUN_DARK = '#d9862a';
const LETTUCE = '#6cbf4b';
const CHEESE = '#ffc928';
const PATTY = '#6b3a22';
const CRISPY = '#e0903a';

const sesame = (rnd: () => number, cx: number, cy: number, w: number, n = 7): string =>
  Array.from({ length: n }, () => {
    const x = cx + (rnd() - 0.5) * w;
    const y = cy + (rnd() - 0.5) * (w / 3.2);
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="3.2" ry="1.8" fill="#fff4dc" transform="rotate(${Math.round(rnd() * 60 - 30)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');

const bunTop = (rnd: () => number, y: number, w = 120, seeds = true): string =>
  `<path d="M${100 - w / 2} ${y}c0-${w * 0.4} ${w * 0.2}-${w * 0.52} ${w / 2}-${w * 0.52}s${w / 2} ${w * 0.12} ${w / 2} ${w * 0.52}z" fill="${BUN}"/>` +
  `<path d="M${100 - w / 2 + 8} ${y - 6}c6-${w * 0.3} 30-${w * 0.4} ${w / 2 - 8}-${w * 0.42}" stroke="#ffd58f" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/>` +
  (seeds ? sesame(rnd, 100, y - w * 0.3, w * 0.7) : '');

const bunBottom = (y: number, w = 118): string =>
  `<rect x="${100 - w / 2}" y="${y}" width="${w}" height="18" rx="9" fill="${BUN_DARK}"/>`;

const lettuce = (y: number, w = 128): string =>
  `<path d="M${100 - w / 2} ${y}q8 10 16 0t16 0 16 0 16 0 16 0 16 0 16 0 16 0v6h-${w}z" fill="${LETTUCE}"/>`;

const cheese = (y: number): string =>
  `<path d="M40 ${y}h120l-20 8-14 12-10-12z" fill="${CHEESE}"/>`;

const patty = (y: number, color = PATTY, w = 124): string =>
  `<rect x="${100 - w / 2}" y="${y}" width="${w}" height="18" rx="9" fill="${color}"/>`;

const burger: Draw = (tint, slug, rnd) => {
  const double = /double|big-hit-double/.test(slug);
  const layers: string[] = [bunBottom(142)];
  let y = 126;
  layers.push(patty(y));
  if (double) {
    y -= 14;
    if (/cheese|double/.test(slug)) layers.push(cheese(y + 10));
    layers.push(patty(y));
  }
  if (/cheese|grand|big|texas|ranch|bacon/.test(slug)) layers.push(cheese(y - 2));
  if (/bacon/.test(slug))
    layers.push(
      `<path d="M44 ${y - 6}q14-8 28 0t28 0 28 0 28 0" stroke="#b8452f" stroke-width="6" fill="none"/>`,
    );
  if (/mushroom/.test(slug))
    layers.push(
      `<ellipse cx="70" cy="${y - 6}" rx="14" ry="6" fill="${tint}"/><ellipse cx="120" cy="${y - 6}" rx="14" ry="6" fill="${tint}"/>`,
    );
  if (/veggie/.test(slug))
    layers.push(`<rect x="38" y="${y - 2}" width="124" height="18" rx="9" fill="#7fa04a"/>`);
  if (/texas|spicy/.test(slug))
    layers.push(
      `<circle cx="60" cy="${y - 6}" r="6" fill="#2f8f3a"/><circle cx="138" cy="${y - 6}" r="6" fill="#2f8f3a"/>`,
    );
  layers.push(`<circle cx="${80 + rnd() * 40}" cy="${y - 6}" r="8" fill="#e8483a"/>`);
  layers.push(lettuce(y - 10));
  layers.push(bunTop(rnd, y - 12, /grand|big/.test(slug) ? 128 : 118));
  return layers.join('');
};

const chickenBurger: Draw = (_tint, slug, rnd) =>
  [
    `<rect x="34" y="140" width="132" height="16" rx="8" fill="${BUN_DARK}"/>`,
    `<path d="M30 128q10-10 20 0t20 0 20 0 20 0 20 0 20 0 20 0v12H30z" fill="${CRISPY}"/>`,
    `<rect x="30" y="116" width="140" height="20" rx="10" fill="${CRISPY}"/>`,
    /spicy/.test(slug) ? `<rect x="36" y="112" width="128" height="6" rx="3" fill="#d9452b"/>` : '',
    /bbq/.test(slug)
      ? `<path d="M40 114q30 8 60 0t60 0" stroke="#7a2a18" stroke-width="5" fill="none"/>`
      : '',
    lettuce(106, 132),
    `<path d="M36 108c0-30 26-44 64-44s64 14 64 44z" fill="${BUN}"/>`,
    sesame(rnd, 100, 84, 90, /premier/.test(slug) ? 0 : 8),
  ].join('');

const fishBurger: Draw = (_tint, slug, rnd) =>
  [
    bunBottom(140, 110),
    `<rect x="48" y="114" width="104" height="26" rx="6" fill="${CRISPY}"/>`,
    /double/.test(slug)
      ? `<rect x="48" y="94" width="104" height="22" rx="6" fill="${CRISPY}"/>`
      : '',
    `<path d="M48 ${/double/.test(slug) ? 98 : 116}h104l-18 10-16 10-14-12z" fill="${CHEESE}"/>`,
    `<path d="M44 ${/double/.test(slug) ? 98 : 116}c0-34 22-48 56-48s56 14 56 48z" fill="#f7c77a"/>`,
    sesame(rnd, 100, 80, 60, 0),
  ].join('');

const pieces: Draw = (tint, slug, rnd) => {
  const box = `<path d="M46 98h108l-10 70H56z" fill="${/spicy/.test(slug) ? '#c8324a' : '#e8483a'}"/><path d="M46 98h108l-4 14H50z" fill="#fff" opacity=".25"/>`;
  const items = Array.from({ length: 6 }, (_, i) => {
    const x = 56 + i * 17 + rnd() * 6;
    const y = 82 - (i % 2) * 10 - rnd() * 8;
    if (/strips|sticks/.test(slug))
      return `<rect x="${x - 6}" y="${y - 26}" width="15" height="48" rx="7" fill="${/fish/.test(slug) ? '#e9b061' : CRISPY}" transform="rotate(${Math.round(rnd() * 20 - 10)} ${x} ${y})"/>`;
    if (/wings/.test(slug))
      return `<path d="M${x - 10} ${y + 12}q-2-24 12-26q14 2 8 22z" fill="#c5562b"/>`;
    if (/shrimp/.test(slug))
      return `<path d="M${x - 10} ${y}a12 12 0 1 1 18 10" stroke="${tint}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    return `<ellipse cx="${x}" cy="${y + 6}" rx="13" ry="10" fill="${CRISPY}" transform="rotate(${Math.round(rnd() * 40 - 20)} ${x} ${y})"/>`;
  }).join('');
  return items + box;
};

const roll: Draw = (tint, slug) =>
  [
    `<g transform="rotate(-28 100 110)">`,
    `<rect x="44" y="80" width="112" height="56" rx="28" fill="#f3d9a4"/>`,
    `<ellipse cx="150" cy="108" rx="14" ry="28" fill="#fbe8c2"/>`,
    `<circle cx="148" cy="96" r="7" fill="${LETTUCE}"/><circle cx="152" cy="114" r="7" fill="${/shrimp/.test(slug) ? '#f0a35e' : /beef/.test(slug) ? PATTY : /omelette/.test(slug) ? CHEESE : CRISPY}"/><circle cx="144" cy="122" r="5" fill="${tint}"/>`,
    `<path d="M60 88l-4 40M80 84l-4 48M100 84l-4 48" stroke="#e2bf7e" stroke-width="3" opacity=".6"/>`,
    `<rect x="40" y="78" width="44" height="60" rx="10" fill="#fff" opacity=".92"/>`,
    `<rect x="48" y="96" width="28" height="6" rx="3" fill="#ee7203"/>`,
    `</g>`,
  ].join('');

const fries: Draw = (tint, slug, rnd) => {
  const wedges = /wedges/.test(slug);
  const sticks = Array.from({ length: 9 }, (_, i) => {
    const x = 62 + i * 9 + rnd() * 4;
    const h = 40 + rnd() * 26;
    return wedges
      ? `<path d="M${x} ${110}l6-${h} 8 ${h}z" fill="#e2a247"/>`
      : `<rect x="${x}" y="${112 - h}" width="9" height="${h + 10}" rx="2" fill="#ffce3a"/>`;
  }).join('');
  return `${sticks}<path d="M52 100h96l-12 70H64z" fill="${wedges ? '#2f6d4f' : '#e3342f'}"/><path d="M74 118q26 18 52 0" stroke="#ffce3a" stroke-width="6" fill="none" stroke-linecap="round"/>${tint ? '' : ''}`;
};

const snack: Draw = (tint, slug, rnd) => {
  if (/onion-rings/.test(slug))
    return [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${70 + i * 20}" cy="${110 - (i % 2) * 12}" rx="24" ry="18" fill="none" stroke="${CRISPY}" stroke-width="11"/>`,
      )
      .join('');
  if (/hash-brown/.test(slug))
    return `<rect x="50" y="78" width="100" height="62" rx="26" fill="${CRISPY}"/><path d="M64 96h72M64 110h60M64 124h70" stroke="#f6c46d" stroke-width="4" stroke-linecap="round"/>`;
  const color = /cheese/.test(slug) ? CRISPY : tint;
  return (
    Array.from({ length: 6 }, (_, i) => {
      const x = 60 + i * 16;
      return `<rect x="${x}" y="${70 + rnd() * 20}" width="${/apple/.test(slug) ? 18 : 12}" height="62" rx="7" fill="${color}" transform="rotate(${Math.round(rnd() * 30 - 15)} ${x} 110)"/>`;
    }).join('') + `<ellipse cx="100" cy="150" rx="62" ry="12" fill="#2f6d4f"/>`
  );
};

const salad: Draw = (tint, slug, rnd) =>
  [
    `<path d="M36 104h128a64 48 0 0 1-128 0z" fill="#fff"/><path d="M36 104h128" stroke="#dcd3c4" stroke-width="4"/>`,
    ...Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${52 + i * 16}" cy="${98 - rnd() * 10}" rx="14" ry="9" fill="${i % 2 ? LETTUCE : '#4f9a3b'}"/>`,
    ),
    ...Array.from(
      { length: 4 },
      () =>
        `<circle cx="${60 + rnd() * 80}" cy="${88 + rnd() * 10}" r="7" fill="${/chicken|caesar/.test(slug) ? '#e9b061' : /shrimp/.test(slug) ? '#f0a35e' : '#e8483a'}"/>`,
    ),
    /greek/.test(slug)
      ? `<rect x="92" y="80" width="16" height="14" fill="#fff8e6"/><circle cx="76" cy="86" r="5" fill="#2b2b2b"/>`
      : '',
    `<path d="M60 130q40 16 80 0" stroke="${tint}" stroke-width="4" fill="none" opacity=".5"/>`,
  ].join('');

const muffin: Draw = (_tint, slug) =>
  [
    `<rect x="44" y="122" width="112" height="24" rx="12" fill="#e9c48a"/>`,
    /sausage/.test(slug) ? patty(110, '#a4522e', 112) : '',
    /ham/.test(slug) ? `<rect x="42" y="108" width="116" height="12" rx="6" fill="#f19a9a"/>` : '',
    /chicken/.test(slug)
      ? `<rect x="42" y="106" width="116" height="16" rx="8" fill="${CRISPY}"/>`
      : '',
    /egg|omelette/.test(slug)
      ? `<ellipse cx="100" cy="104" rx="56" ry="10" fill="#fffbe8"/><ellipse cx="100" cy="103" rx="18" ry="7" fill="#ffc928"/>`
      : '',
    /cheese/.test(slug) ? cheese(98) : '',
    `<path d="M44 98c0-24 24-32 56-32s56 8 56 32z" fill="#e9c48a"/><circle cx="76" cy="80" r="2" fill="#fff"/><circle cx="112" cy="76" r="2" fill="#fff"/><circle cx="128" cy="86" r="2" fill="#fff"/>`,
  ].join('');

const pancakes: Draw = (tint, slug) =>
  /toast/.test(slug)
    ? `<rect x="48" y="66" width="104" height="84" rx="18" fill="#e3a857"/><rect x="56" y="74" width="88" height="70" rx="12" fill="#f6d59a"/>${cheese(100)}`
    : `<ellipse cx="100" cy="146" rx="70" ry="12" fill="#fff"/>${[0, 1, 2].map((i) => `<ellipse cx="100" cy="${132 - i * 16}" rx="54" ry="14" fill="${/syrniki/.test(slug) ? '#f2c27a' : '#e9a44c'}"/>`).join('')}<path d="M74 92q26-14 52 0q-6 20-26 18t-26-18z" fill="${/syrniki/.test(slug) ? '#fffaf0' : tint}"/>`;

const porridge: Draw = (tint, _slug, rnd) =>
  `<path d="M38 96h124a62 50 0 0 1-124 0z" fill="#f7efe0"/><ellipse cx="100" cy="96" rx="62" ry="14" fill="#ecd9b4"/>${Array.from({ length: 6 }, () => `<circle cx="${66 + rnd() * 68}" cy="${90 + rnd() * 10}" r="5" fill="${tint}"/>`).join('')}`;

const omelette: Draw = () =>
  `<ellipse cx="100" cy="124" rx="72" ry="22" fill="#fff"/><path d="M44 116q56-56 112 0q-56 24-112 0z" fill="#ffd54a"/><circle cx="86" cy="104" r="4" fill="${LETTUCE}"/><circle cx="112" cy="100" r="4" fill="${LETTUCE}"/>`;

const croissant: Draw = () =>
  `<path d="M36 124q20-56 64-56t64 56q-16 8-30-6-10-30-34-30t-34 30q-14 14-30 6z" fill="#e3a04a"/><path d="M76 78l8 32M100 70v36M124 78l-8 32" stroke="#c47b2a" stroke-width="5" stroke-linecap="round"/>`;

const cup: Draw = (tint, slug) =>
  [
    `<path d="M122 30l-10 36" stroke="${/zero/.test(slug) ? '#2b2b2b' : '#ee7203'}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M58 62h84l-10 104H68z" fill="#fff"/>`,
    `<path d="M62 96h76l-3 34H65z" fill="${tint}"/>`,
    `<rect x="52" y="56" width="96" height="12" rx="6" fill="#e8dfd1"/>`,
    /iced-tea|mors/.test(slug)
      ? `<rect x="80" y="104" width="14" height="14" rx="2" fill="#dff4ff" opacity=".8"/>`
      : '',
  ].join('');

const juice: Draw = (tint) =>
  `<path d="M66 56h68l-8 110H74z" fill="#eef7fb" opacity=".9"/><path d="M69 80h62l-6 84H75z" fill="${tint}"/><circle cx="134" cy="60" r="16" fill="${tint}" opacity=".85"/><path d="M134 44v32" stroke="#fff" stroke-width="3"/>`;

const bottle: Draw = (tint, slug) =>
  `<rect x="84" y="30" width="32" height="14" rx="4" fill="#2b6cb0"/><path d="M80 44h40l8 24v92a8 8 0 0 1-8 8H80a8 8 0 0 1-8-8V68z" fill="${tint}" opacity=".75"/><rect x="72" y="96" width="56" height="34" fill="#fff"/><path d="M84 112h32" stroke="#2b6cb0" stroke-width="5"/>${/sparkling/.test(slug) ? '<circle cx="90" cy="80" r="3" fill="#fff"/><circle cx="106" cy="72" r="2" fill="#fff"/><circle cx="100" cy="150" r="3" fill="#fff"/>' : ''}`;

const shake: Draw = (tint, slug) =>
  [
    `<path d="M114 20l-8 40" stroke="#ee7203" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M60 62q40-34 80 0z" fill="#fff" opacity=".9"/>`,
    `<path d="M60 62h80l-10 104H70z" fill="${tint}"/>`,
    `<path d="M64 62h72" stroke="#fff" stroke-width="6"/>`,
    /frappe|latte/.test(slug)
      ? `<path d="M66 120h68" stroke="#fff" stroke-width="4" opacity=".5"/>`
      : '',
    /strawberry|berry/.test(slug) ? `<circle cx="82" cy="48" r="7" fill="#c8324a"/>` : '',
  ].join('');

const coffee: Draw = (tint, slug) =>
  /espresso/.test(slug)
    ? `<ellipse cx="100" cy="150" rx="56" ry="10" fill="#fff"/><path d="M70 100h60l-6 44H76z" fill="#fff"/><path d="M130 108q18 0 12 18t-16 8" stroke="#fff" stroke-width="6" fill="none"/><ellipse cx="100" cy="102" rx="28" ry="6" fill="${tint}"/>`
    : `<path d="M62 56h76l-10 110H72z" fill="#fff"/><rect x="58" y="46" width="84" height="14" rx="6" fill="#3b2314"/><path d="M66 90h68l-4 40H70z" fill="${/cocoa|chocolate|mocha/.test(slug) ? '#6b3a22' : '#c8a27a'}"/><path d="M90 104l20 10" stroke="#ee7203" stroke-width="6" stroke-linecap="round"/>${/raf|caramel/.test(slug) ? `<circle cx="100" cy="36" r="8" fill="${tint}"/>` : ''}`;

const tea: Draw = (tint) =>
  `<ellipse cx="100" cy="150" rx="58" ry="10" fill="#fff"/><path d="M62 84h76q-4 60-38 60t-38-60z" fill="#fff"/><path d="M138 96q22 0 16 22t-20 12" stroke="#fff" stroke-width="7" fill="none"/><ellipse cx="100" cy="86" rx="36" ry="7" fill="${tint}"/><path d="M120 86l14-42" stroke="#8b6a4e" stroke-width="2"/><rect x="128" y="38" width="14" height="12" fill="${tint}"/>`;

const pie: Draw = (tint) =>
  `<rect x="36" y="84" width="128" height="52" rx="18" fill="#d99042" transform="rotate(-8 100 110)"/><path d="M58 104l12-10M82 102l12-10M106 100l12-10M130 98l12-10" stroke="${tint}" stroke-width="6" stroke-linecap="round"/>`;

const cake: Draw = (tint, slug) =>
  /eclair/.test(slug)
    ? `<rect x="36" y="94" width="128" height="38" rx="19" fill="#e9b061"/><rect x="40" y="88" width="120" height="18" rx="9" fill="#5a2a14"/>`
    : /chocolate-muffin/.test(slug)
      ? `<path d="M64 110h72l-8 48H72z" fill="#ee7203"/><path d="M56 112c0-38 20-50 44-50s44 12 44 50z" fill="#6b3a22"/>`
      : `<path d="M40 100l120-30v62H40z" fill="${/honey/.test(slug) ? '#e0a54a' : '#f6e2b3'}"/><path d="M40 100l120-30" stroke="${tint}" stroke-width="10"/>${/honey/.test(slug) ? '<path d="M40 116h120M40 124h120" stroke="#fff3d6" stroke-width="3"/>' : ''}<rect x="40" y="100" width="120" height="32" fill="${/brownie/.test(slug) ? '#5a2a14' : 'none'}"/>`;

const donut: Draw = (tint, _slug, rnd) =>
  `<circle cx="100" cy="110" r="54" fill="#e9b061"/><circle cx="100" cy="106" r="46" fill="#f39ab3"/><circle cx="100" cy="108" r="16" fill="#fbf6ee"/>${Array.from({ length: 8 }, () => `<rect x="${64 + rnd() * 70}" y="${72 + rnd() * 60}" width="8" height="3" rx="1.5" fill="${rnd() > 0.5 ? '#fff' : tint}" transform="rotate(${Math.round(rnd() * 180)} 100 100)"/>`).join('')}`;

const cookie: Draw = (_tint, _slug, rnd) =>
  `<circle cx="100" cy="110" r="52" fill="#d99b55"/>${Array.from({ length: 7 }, () => `<circle cx="${70 + rnd() * 60}" cy="${82 + rnd() * 56}" r="6" fill="#5a2a14"/>`).join('')}`;

const cone: Draw = (tint) =>
  `<path d="M72 96h56l-28 74z" fill="#e3a857"/><path d="M78 104l40 20M84 124l28 14" stroke="#c47b2a" stroke-width="3"/><circle cx="100" cy="80" r="32" fill="${tint === '#f29b26' ? '#fff6e6' : tint}"/><circle cx="88" cy="58" r="16" fill="#fffaf0"/>`;

const sundae: Draw = (tint) =>
  `<path d="M56 96h88l-12 70H68z" fill="#fff"/><path d="M56 96q44-56 88 0z" fill="#fff6e6"/><path d="M62 84q14 12 26-2 12 14 24 0 12 12 26-2" stroke="${tint === '#f29b26' ? '#6b3a22' : tint}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="56" y="112" width="88" height="10" fill="#ee7203"/>`;

const sauce: Draw = (tint) =>
  `<ellipse cx="100" cy="140" rx="52" ry="16" fill="#dcd3c4"/><path d="M48 96h104l-6 44a46 14 0 0 1-92 0z" fill="#fff"/><ellipse cx="100" cy="96" rx="52" ry="14" fill="${tint}"/><ellipse cx="84" cy="92" rx="12" ry="3" fill="#fff" opacity=".45"/>`;

const mini = (inner: string, x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`;

const combo: Draw = (tint, slug, rnd) => {
  const main = /nuggets/.test(slug)
    ? pieces(tint, 'nuggets', rnd)
    : /roll/.test(slug)
      ? roll(tint, slug, rnd)
      : /chicken/.test(slug)
        ? chickenBurger(tint, slug, rnd)
        : /fish/.test(slug)
          ? fishBurger(tint, slug, rnd)
          : /breakfast/.test(slug)
            ? muffin(tint, 'muffin-egg-cheese', rnd)
            : burger(tint, slug, rnd);
  const drink = /breakfast/.test(slug)
    ? coffee('#c88a4a', 'cappuccino', rnd)
    : cup('#5a2a14', 'cola', rnd);
  const side = /breakfast/.test(slug) ? snack(tint, 'hash-brown', rnd) : fries('', 'fries', rnd);
  return mini(drink, 96, -6, 0.62) + mini(side, -6, 30, 0.6) + mini(main, 24, 52, 0.78);
};

const kids: Draw = (tint, slug, rnd) =>
  `<path d="M70 64q30-40 60 0" stroke="#ee7203" stroke-width="8" fill="none"/><path d="M40 70h120l-10 96H50z" fill="#ffc928"/><path d="M40 70h120v18H40z" fill="#ee7203"/><circle cx="78" cy="120" r="8" fill="#1c4532"/><circle cx="122" cy="120" r="8" fill="#1c4532"/><path d="M80 140q20 16 40 0" stroke="#1c4532" stroke-width="6" fill="none" stroke-linecap="round"/>${mini(/nuggets/.test(slug) ? pieces(tint, 'nuggets', rnd) : /fish/.test(slug) ? pieces(tint, 'fish-sticks', rnd) : burger(tint, slug, rnd), 124, 4, 0.4)}`;

const DRAW: Record<ArtKind, Draw> = {
  burger,
  'chicken-burger': chickenBurger,
  'fish-burger': fishBurger,
  pieces,
  roll,
  fries,
  snack,
  salad,
  muffin,
  pancakes,
  porridge,
  omelette,
  croissant,
  cup,
  juice,
  bottle,
  shake,
  coffee,
  tea,
  pie,
  cake,
  donut,
  cookie,
  cone,
  sundae,
  sauce,
  combo,
  kids,
};

/** Plate colours behind the drawing, chosen per product. */
const PLATES = ['#fde7c8', '#fbdcc4', '#e4efe7', '#fff0d4', '#f7e3d9', '#e9f1dc'];

/** The SVG document of a product's illustration (square; 640 × 640 intrinsic size, so the build may rasterise it up to 2× of the largest picture). */
export function productArt(slug: string, categoryIds: readonly number[]): string {
  const rnd = seeded(slug);
  const kind = artKind(slug, categoryIds);
  const plate = PLATES[Math.floor(rnd() * PLATES.length)] ?? '#fde7c8';
  const body = DRAW[kind](artTint(slug), slug, rnd);
  // A slight per-product tilt, so two products drawn alike never look identical.
  const tilt = Math.round((rnd() - 0.5) * 90) / 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="640" height="640"><circle cx="100" cy="108" r="86" fill="${plate}"/><ellipse cx="100" cy="172" rx="64" ry="8" fill="#000" opacity=".07"/><g transform="rotate(${tilt} 100 110)">${body}</g></svg>\n`;
}
