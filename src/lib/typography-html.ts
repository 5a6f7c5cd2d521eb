/**
 * The typography step for rendered text: a Sätteri hast plugin for Markdown bodies and a pass over a
 * pre-rendered page's main text (the pages' own strings). Only text is touched, never code, an
 * island's markup (it hydrates from its own props), form controls or attributes. Build only.
 */
import { typeset } from './typography.ts';

/** Elements whose text is not prose: code, scripts, form controls, drawings. */
const NOT_PROSE = new Set([
  'code',
  'kbd',
  'pre',
  'samp',
  'script',
  'style',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
]);

/** The few hast shapes the plugin reads (Sätteri's, as unified's). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: readonly HastNode[];
}

/** What the plugin asks of Sätteri's visitor context. */
interface HastContext {
  parent(node: HastNode): HastNode | undefined;
}

/** Whether a text node sits in code, a script or another element that is not prose. */
function inCode(node: HastNode, ctx: HastContext): boolean {
  for (let up = ctx.parent(node); up?.type === 'element'; up = ctx.parent(up))
    if (NOT_PROSE.has(up.tagName ?? '')) return true;
  return false;
}

/**
 * Sätteri hast plugin (astro.config.mjs `markdown.processor`): typeset the text nodes of a
 * Markdown body; a short word before a link or emphasis binds to it.
 */
export const typographyPlugin = {
  name: 'typography',
  text(node: HastNode, ctx: HastContext): { type: 'text'; value: string } | undefined {
    if (typeof node.value !== 'string' || inCode(node, ctx)) return undefined;
    // A short word at the end of a node binds to the next one: «рядом с [домом](…)».
    const value = typeset(node.value);
    return value === node.value ? undefined : { type: 'text', value };
  },
};

/** The main element's content in a page. */
const MAIN = /(<main\b[^>]*>)([\s\S]*?)(<\/main>)/;

/**
 * Typeset the text of a page's main element in typograf's HTML mode: tags are kept verbatim and
 * the text around them is one run (a short word before a link binds to the link's text); islands
 * (their text comes from their props), code and form controls are not touched (typography.ts).
 */
export function typesetMain(html: string): string {
  return html.replace(
    MAIN,
    (_, open: string, body: string, close: string) => open + typeset(body) + close,
  );
}
