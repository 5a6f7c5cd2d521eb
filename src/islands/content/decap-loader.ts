/**
 * Starts Decap CMS on /admin, bundled by Vite from node_modules with our own React, and
 * initialised from the config linked in the page's <head>. The widget `slug` is the field
 * «Адрес страницы» (src/islands/content/AddressControl.tsx).
 */
import CMS from 'decap-cms-app';
import { AddressControl } from './AddressControl';

CMS.registerWidget('slug', AddressControl);
CMS.init();
