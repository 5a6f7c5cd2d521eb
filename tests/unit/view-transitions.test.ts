import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { VIEW_TRANSITION_GUARD_SCRIPT } from '~/lib/view-transitions';

/** Runs the inline guard; returns the page's listeners by event type. */
function guard(): Map<string, (event: unknown) => void> {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  runInNewContext(VIEW_TRANSITION_GUARD_SCRIPT, { self });
  return listeners;
}

/** A transition Chromium skipped: each of its promises rejected. */
function skipped() {
  const reason = new DOMException(
    'Transition was aborted because of invalid state',
    'InvalidStateError',
  );
  return {
    ready: Promise.reject(reason),
    finished: Promise.reject(reason),
    updateCallbackDone: Promise.reject(reason),
  };
}

describe('the view transitions’ guard', () => {
  it('settles a skipped transition of the old page and of the new one: nothing goes uncaught', async () => {
    const listeners = guard();
    expect([...listeners.keys()].sort()).toEqual(['pagereveal', 'pageswap', 'unhandledrejection']);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for (const type of ['pageswap', 'pagereveal'])
        listeners.get(type)?.({ viewTransition: skipped() });
      // Node reports an unhandled rejection once the microtasks are done: one macrotask later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('marks handled the rejection of a transition the page was never given, and no other', () => {
    const onRejection = guard().get('unhandledrejection');
    const event = (reason: unknown) => {
      let prevented = false;
      onRejection?.({ reason, preventDefault: () => (prevented = true) });
      return prevented;
    };
    const aborted = new DOMException(
      'Transition was aborted because of invalid state. ViewTransition opt-in disabled',
      'InvalidStateError',
    );
    expect(event(aborted)).toBe(true);
    expect(event(new DOMException('Something else', 'InvalidStateError'))).toBe(false);
    expect(event(new TypeError('Transition was aborted'))).toBe(false);
    expect(event(undefined)).toBe(false);
  });

  it('leaves a navigation without a transition alone', () => {
    expect(() => guard().get('pagereveal')?.({ viewTransition: null })).not.toThrow();
  });
});
