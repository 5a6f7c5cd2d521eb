import { createRequire } from 'node:module';

/** The W3C Nu HTML checker (vnu-jar exports the jar's path; Java runs it). */
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;

/**
 * What the Nu checker does not know yet, though browsers do. CSS: `paint-order` (CSS
 * Fill and Stroke, in every engine since 2017; the price stickers' outlined text).
 */
const NU_UNKNOWN = [
  // ASCII only, the quotes matched by `.`: Java decodes its arguments in the locale's charset, and
  // without a UTF-8 locale (LANG unset) a pattern with “ ” matched nothing.
  '.*Property .paint-order. doesn.t exist.*',
  // The stylesheets are in the page (issue 44), so the checker reads them too: `line-clamp` (the
  // cards' two-line names, beside -webkit-line-clamp) and `@view-transition` (cross-document view
  // transitions, CSS View Transitions Level 2) are newer than its CSS grammar.
  '.*Property .line-clamp. doesn.t exist.*',
  '.*Unrecognized at-rule .@view-transition..*',
  // A menu page's first frame waits for its leading picture (scripts/leading-picture.mjs) with
  // `<link rel="expect" blocking="render">`, in the HTML standard since 2024; the checker still
  // allows `blocking` on a stylesheet link only.
  '.*A .link. element with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet..*',
].join('|');

/** Java's arguments for the Nu checker over `files`: errors only, as JSON, NU_UNKNOWN filtered. */
export const nuCheckerArgs = (files: string[]): string[] => [
  '-jar',
  VNU_JAR,
  '--errors-only',
  '--format',
  'json',
  '--filterpattern',
  NU_UNKNOWN,
  ...files,
];
