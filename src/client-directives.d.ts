// A module (the import below), so the declaration augments Astro's types instead of replacing them.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction inside the island, or on its `hydrate-now` event. */
    'client:interaction'?: boolean;
  }
}
