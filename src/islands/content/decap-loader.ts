/**
 * Starts Decap CMS on /admin, bundled by Vite from node_modules with our own React, and
 * initialised from the config linked in the page's <head>.
 */
import CMS from 'decap-cms-app';

CMS.init();
