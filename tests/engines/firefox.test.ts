/** The visitor's flows in Firefox (ESR), over WebDriver BiDi. */
import { inject } from 'vitest';
import { firefox } from './engine.ts';
import { engineFlows } from './flows.ts';

engineFlows(() => firefox(inject('firefox'), inject('display')));
