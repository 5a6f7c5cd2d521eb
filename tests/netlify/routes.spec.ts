/**
 * The route contract (tests/e2e/route-contract.ts) on the Netlify build, served by netlify-cli's
 * offline emulation (scripts/netlify-parity.mjs starts it and runs this project); each page's CSP
 * must equal the local server's for the same page.
 */
import { defineRouteContract } from '../e2e/route-contract.ts';

defineRouteContract({
  trailingSlash: 'canonical',
  compareCspWith: `http://127.0.0.1:${process.env['E2E_PORT'] ?? 4599}`,
});
