/**
 * Starts Decap CMS on /admin, bundled by Vite from node_modules with our own React, and
 * initialised from the config linked in the page's <head>; its preview pane looks like the site
 * (src/islands/content/admin).
 */
import CMS from 'decap-cms-app';
import { registerPreviews } from './admin/register';

registerPreviews(CMS);
CMS.init();
