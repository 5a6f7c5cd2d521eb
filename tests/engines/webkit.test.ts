/** The visitor's flows in WebKit (Safari's engine; every browser on an iPhone): WebKitGTK. */
import { inject } from 'vitest';
import { webkit } from './engine.ts';
import { engineFlows } from './flows.ts';

engineFlows(() => webkit(inject('webkitDriver'), inject('miniBrowser')));
