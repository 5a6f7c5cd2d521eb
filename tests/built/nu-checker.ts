import { createRequire } from 'node:module';

/** The W3C Nu HTML checker (vnu-jar exports the jar's path; Java runs it). */
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;

/**
 * CSS the Nu checker's CSS validator does not know yet, though browsers do: `paint-order` (CSS
 * Fill and Stroke, in every engine since 2017; the price stickers' outlined text).
 */
const NU_UNKNOWN_CSS = [
  // ASCII only, the quotes matched by `.`: Java decodes its arguments in the locale's charset, and
  // without a UTF-8 locale (LANG unset) a pattern with “ ” matched nothing.
  '.*Property .paint-order. doesn.t exist.*',
  // The stylesheets are in the page (issue 44), so the checker reads them too: `line-clamp` (the
  // cards' two-line names, beside -webkit-line-clamp) and `@view-transition` (cross-document view
  // transitions, CSS View Transitions Level 2) are newer than its CSS grammar.
  '.*Property .line-clamp. doesn.t exist.*',
  '.*Unrecognized at-rule .@view-transition..*',
].join('|');

/** Java's arguments for the Nu checker over `files`: errors only, as JSON, NU_UNKNOWN_CSS filtered. */
export const nuCheckerArgs = (files: string[]): string[] => [
  '-jar',
  VNU_JAR,
  '--errors-only',
  '--format',
  'json',
  '--filterpattern',
  NU_UNKNOWN_CSS,
  ...files,
];
