/**
 * Starts Decap CMS on /admin, bundled by Vite from node_modules with our own React, and
 * initialised from the config linked in the page's <head>; its preview pane looks like the site
 * (src/islands/content/admin). The widget `slug` is the field «Адрес страницы»
 * (src/islands/content/AddressControl.tsx); `catalog-id` a catalog entry's fixed number
 * (FixedIdControl.tsx); `week-hours` and `day-hours` a restaurant's hours (HoursControl.tsx).
 */
// The page has no React island, so Astro adds no React refresh preamble; in `astro dev` our .tsx
// widget needs it (documented by @vitejs/plugin-react; empty in production builds).
import '@vitejs/plugin-react/preamble';
import CMS from 'decap-cms-app';
import { registerPreviews } from './admin/register';
import { AddressControl } from './AddressControl';
import { FixedIdControl } from './FixedIdControl';
import { DayHoursControl, WeekHoursControl } from './HoursControl';

registerPreviews(CMS);
CMS.registerWidget('slug', AddressControl);
CMS.registerWidget('catalog-id', FixedIdControl);
CMS.registerWidget('week-hours', WeekHoursControl);
CMS.registerWidget('day-hours', DayHoursControl);
CMS.init();
