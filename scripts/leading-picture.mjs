// The build's step for a page's leading picture (issue 44): the picture marked
// fetchpriority="high" (a menu page's first card, a product's own picture, a hero cover) is the
// page's largest paint on a phone, but a preload scanner finds it only once the HTML before it has
// arrived (a menu page's HTML is over 30 KB of brotli: about 0.2 s on a slow phone network). A
// preload at the top of <head>, with the same srcset and sizes, starts it with the HTML's first
// bytes and ahead of the other pictures. A drawing (the product art of src/assets/products, about
// 1.5 KB of SVG) goes further: it is written into the page itself, so the leading picture needs no
// connection, request or WebP at all (over HTTP/1.1 a picture waits two round trips, sharing a
// slow network's bandwidth with the HTML).

/**
 * The value of `name` in a tag's attributes (case-insensitive name), or null.
 * @param {string} tag
 * @param {string} name
 * @returns {string | null}
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1] : null;
}

/**
 * The page's leading picture, its first `<img fetchpriority="high">` in <body>: the tag, where it
 * starts in `html`, and where <body> starts; or null.
 * @param {string} html
 * @returns {{ tag: string, at: number, body: number } | null}
 */
function leadingPicture(html) {
  const body = html.indexOf('<body');
  if (body === -1) return null;
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html.slice(body));
  return img ? { tag: img[0], at: body + img.index, body } : null;
}

/**
 * Where a link for the leading picture goes: just after the viewport meta, at the top of <head>
 * (`body` is where <body> starts); -1 when the page has none there.
 * @param {string} html
 * @param {number} body
 * @returns {number}
 */
function afterViewport(html, body) {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  return viewport && viewport.index < body ? viewport.index + viewport[0].length : -1;
}

/**
 * `html` with a preload for its leading picture after the viewport meta (or unchanged when it has
 * none, already preloads it, or carries it in the page).
 * @param {string} html
 * @returns {string}
 */
export function preloadLeadingPicture(html) {
  const leading = leadingPicture(html);
  if (!leading) return html;
  const { tag, body } = leading;
  const src = attribute(tag, 'src');
  if (!src || src.startsWith('data:') || html.slice(0, body).includes('rel="preload" as="image"'))
    return html;
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  const link =
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">';
  const at = afterViewport(html, body);
  return at === -1 ? html : html.slice(0, at) + link + html.slice(at);
}

/** A drawing larger than this stays a file: a page carries it on every visit. */
const MAX_INLINE_DRAWING = 4096;

/**
 * The drawing a WebP was made from, by the name astro:assets gives it:
 * `/_astro/<name>.<hash>_<variant>.webp` comes from `/_astro/<name>.<hash>.svg`.
 * @param {string} src
 * @returns {string | null}
 */
export function drawingOf(src) {
  const match = /^(\/_astro\/[^/]+\.[\w-]{8})_[\w-]+\.webp$/.exec(src);
  return match ? `${match[1]}.svg` : null;
}

/**
 * An SVG as a `data:` URL for a double-quoted attribute: quotes made single, and every character
 * a URL cannot hold as it is (a space, `<`, `#`, `%`, …) or the attribute could misread (`&`)
 * percent-encoded: a third shorter than base64, and valid for the W3C checker.
 * @param {string} svg
 * @returns {string}
 */
export function svgDataUrl(svg) {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replaceAll('"', "'")
    .replace(/[^\w\-.~!$'()*+,;=:@/]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${text}`;
}

/**
 * `svg` drawn at `width` × `height`: its root's size (the drawings are made at 640 px) made the
 * size the page shows it at, as the WebP it replaces had.
 * @param {string} svg
 * @param {string | null} width
 * @param {string | null} height
 * @returns {string}
 */
function sized(svg, width, height) {
  if (!width || !height) return svg;
  return svg.replace(
    /<svg\b[^>]*>/,
    (root) =>
      `<svg width="${width}" height="${height}"` +
      root.slice('<svg'.length).replace(/\s(width|height)="[^"]*"/g, ''),
  );
}

/**
 * `html` with its leading picture (the first `<img fetchpriority="high">`: a menu page's first
 * card, a product's own picture) written in as the SVG drawing its WebP was made from, where
 * `readDrawing(path)` finds one small enough; else unchanged. One only: a browser rasterises an
 * SVG picture on the main thread (src/components/menu/images.ts), and four inlined cards brought
 * the menu pages' largest paint no earlier than one. The island hydrating the card keeps the
 * attributes (React does not patch attributes on hydration) until it renders another picture
 * there.
 * @param {string} html
 * @param {(path: string) => string | null} readDrawing
 * @returns {string}
 */
export function inlineLeadingDrawing(html, readDrawing) {
  const leading = leadingPicture(html);
  const src = leading && attribute(leading.tag, 'src');
  const path = src && drawingOf(src);
  const svg = path && readDrawing(path);
  if (!leading || !svg || svg.length > MAX_INLINE_DRAWING) return html;
  const { tag, at } = leading;
  const url = svgDataUrl(sized(svg, attribute(tag, 'width'), attribute(tag, 'height')));
  const drawn = tag
    .replace(/\s(srcset|sizes)="[^"]*"/gi, '')
    .replace(/\ssrc="[^"]*"/i, ` src="${url}"`);
  return html.slice(0, at) + drawn + html.slice(at + tag.length);
}

/** The id a leading picture without one is given, for the expect link below. */
export const LEADING_PICTURE_ID = 'leading-picture';

/**
 * `html` whose first frame waits for its leading picture: the picture gets an id (when it has
 * none) and <head> a `<link rel="expect" href="#…" blocking="render">` after the viewport meta.
 * Chromium paints while the HTML still comes, as often as its parser yields: on a slow phone a
 * menu page drew its header and notices alone, a style and layout of 70–80 ms at CPU ×4, and
 * only a frame later the first card, its largest paint. Rendering held until the picture is
 * parsed (HTML's render-blocking expect link, Chromium 124 on; other engines ignore it) makes
 * that one frame: the grid pages' largest paint came 50–80 ms earlier in an A/B of bench:lcp
 * (two turns of 9 loads each; a product page's, whose picture is near the top, did not move).
 * The parser's end unblocks it when the picture never comes. Unchanged when the page has no
 * leading picture or expects one already.
 * @param {string} html
 * @returns {string}
 */
export function expectLeadingPicture(html) {
  const leading = leadingPicture(html);
  if (!leading || html.slice(0, leading.body).includes('rel="expect"')) return html;
  const head = afterViewport(html, leading.body);
  if (head === -1) return html;
  const { tag, at } = leading;
  const own = attribute(tag, 'id');
  const id = own ?? LEADING_PICTURE_ID;
  const marked = own ? tag : tag.replace(/^<img\b/i, `<img id="${id}"`);
  const link = `<link rel="expect" href="#${id}" blocking="render">`;
  return html.slice(0, head) + link + html.slice(head, at) + marked + html.slice(at + tag.length);
}
