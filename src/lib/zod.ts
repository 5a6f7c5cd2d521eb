/**
 * zod (astro/zod) for every schema that can run in a browser, with `jitless` set before the first
 * schema is made. Without it zod 4 probes `new Function('')` when it builds its first object
 * schema, to choose whether to compile its parsers: the pages' CSP has no 'unsafe-eval', so every
 * search and every form check reported a `securitypolicyviolation` (issue 33). Interpreted
 * parsing is all these small schemas need.
 */
import { z } from 'astro/zod';

z.config({ jitless: true });

/** zod, configured for the site's CSP. */
export { z };
