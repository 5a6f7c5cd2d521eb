// The build's step for a page's leading picture (issue 44): the picture marked
// fetchpriority="high" (a menu page's first card, a product's own picture, a hero cover) is the
// page's largest paint on a phone, but a preload scanner finds it only once the HTML before it has
// arrived (a menu page's HTML is over 30 KB of brotli: about 0.2 s on a slow phone network). A
// preload at the top of <head>, with the same srcset and sizes, starts it with the HTML's first
// bytes and ahead of the other pictures.

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
 * `html` with a preload for its first `<img fetchpriority="high">` after the viewport meta (or
 * unchanged when it has none or already preloads it).
 * @param {string} html
 * @returns {string}
 */
export function preloadLeadingPicture(html) {
  const body = html.indexOf('<body');
  if (body === -1) return html;
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html.slice(body));
  if (!img) return html;
  const src = attribute(img[0], 'src');
  if (!src || html.slice(0, body).includes('rel="preload" as="image"')) return html;
  const srcset = attribute(img[0], 'srcset');
  const sizes = attribute(img[0], 'sizes');
  const link =
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">';
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport || viewport.index > body) return html;
  const at = viewport.index + viewport[0].length;
  return html.slice(0, at) + link + html.slice(at);
}
