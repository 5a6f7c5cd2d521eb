/** The route contract (route-contract.ts) on the local server, scripts/serve.ts over the build. */
import { defineRouteContract } from './route-contract.ts';

defineRouteContract({ trailingSlash: 'redirect', readyDatabase: 'ok' });
