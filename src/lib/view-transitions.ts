/**
 * Pages change with a cross-document view transition where the browser can run one (the
 * stylesheet's `@view-transition { navigation: auto }`: an engine without it ignores the rule).
 * Chromium sometimes cannot run the new page's side (its opt-in not in effect when the page is
 * first shown: seen with pages served by the service worker, about one walk of five pages in two)
 * and rejects the transition's promises with «Transition was aborted because of invalid state.
 * ViewTransition opt-in disabled» — a transition it never hands to the page (pagereveal's
 * viewTransition is null), so nobody can await it: an uncaught rejection on ordinary navigation,
 * sent to error reporting (issue 47). This script, inline in <head> before the first render, marks
 * that one rejection handled, and settles the promises of the transitions it is given (pageswap,
 * pagereveal): a skipped transition is only a page change without the animation. Allowed by its
 * CSP hash (astro.config.mjs). No imports: the config reads this file with Node's type stripping.
 */

/** The inline script (a unit test runs it). */
export const VIEW_TRANSITION_GUARD_SCRIPT = `(function(w){function s(e){var t=e.viewTransition;if(!t)return;[t.ready,t.finished,t.updateCallbackDone].forEach(function(p){if(p)p.catch(function(){})})}w.addEventListener('pageswap',s);w.addEventListener('pagereveal',s);w.addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&r.name==='InvalidStateError'&&/^Transition was aborted/.test(r.message))e.preventDefault()})})(self)`;
