/**
 * Onest only where it is already on the device. A first visit sets no Onest at all: its text is
 * in the metric-matched fallback (src/styles/fonts.css) from the first paint, and the browser asks
 * for no font file while the page loads. Under `font-display: optional` a page that names Onest
 * keeps its text invisible for up to 100 ms while the file is on its way and then shows the
 * fallback anyway on a slow network, and the file shared the network with the page's own HTML and
 * first picture (issue 44: on the home page the text came 100–200 ms after the first paint).
 * The service worker precaches the font files with the shell before it takes a page over, so a
 * page it controls has them: this script, inline in <head> before the first render, marks such a
 * page and CSS names Onest there (`:root[data-fonts]`, src/styles/tokens.css). A page the worker
 * does not control (the first one, a hard reload, a browser without workers) stays in the
 * fallback. Allowed by its CSP hash (astro.config.mjs). No imports: the config reads this file
 * with Node's type stripping.
 */

/** The attribute on <html> the gate sets where Onest is cached. */
export const FONT_GATE_ATTRIBUTE = 'data-fonts';

/**
 * The inline script (a unit test runs it). Firefox throws on reading `navigator.serviceWorker`
 * where the visitor blocks the site's storage: such a page stays in the fallback.
 */
export const FONT_GATE_SCRIPT = `(function(n,d){try{var w=n.serviceWorker;if(w&&w.controller)d.setAttribute('${FONT_GATE_ATTRIBUTE}','')}catch(e){}})(navigator,document.documentElement)`;
