/** Shapes the menu islands receive from the pages. */

/** A product picture rendered by astro:assets. */
export interface Picture {
  src: string;
  srcset: string;
  size: number;
}

/** Pictures by product slug. */
export type Pictures = Readonly<Record<string, Picture>>;
