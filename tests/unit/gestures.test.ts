import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGestureRecogniser, GESTURE } from '~/lib/gestures';

describe('touch gestures (SPEC §9 defaults)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec numbers', () => {
    expect(GESTURE).toEqual({
      tapTolerance: 10,
      swipeThreshold: 30,
      swipeDefaultThreshold: 50,
      holdMs: 400,
      dragFrequencyMs: 100,
    });
  });

  it('a touch that moves at most 10 px is a tap; 11 px is not', () => {
    const g = createGestureRecogniser({});
    g.start(0, 0, 0);
    expect(g.end(6, 8, 100)).toEqual({ kind: 'tap' });
    g.start(0, 0, 0);
    g.move(11, 0, 50);
    expect(g.end(11, 0, 100)?.kind).toBe('none');
  });

  it('holding still for 400 ms fires hold, and the release is a long tap', () => {
    const onHold = vi.fn();
    const g = createGestureRecogniser({ onHold });
    g.start(0, 0, 0);
    vi.advanceTimersByTime(399);
    expect(onHold).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHold).toHaveBeenCalledOnce();
    expect(g.end(2, 2, 400)).toEqual({ kind: 'longTap' });
  });

  it('moving beyond the tolerance cancels the hold', () => {
    const onHold = vi.fn();
    const g = createGestureRecogniser({ onHold });
    g.start(0, 0, 0);
    g.move(0, 20, 100);
    vi.advanceTimersByTime(1000);
    expect(onHold).not.toHaveBeenCalled();
  });

  it('a swipe needs 30 px by default and 50 px where the swipe default applies', () => {
    const g = createGestureRecogniser({});
    g.start(100, 0, 0);
    g.move(70, 0, 50);
    expect(g.end(70, 0, 100)).toMatchObject({ kind: 'swipe', direction: 'left', dx: -30 });
    g.start(0, 0, 0);
    g.move(0, 29, 50);
    expect(g.end(0, 29, 100)?.kind).toBe('none');
    const wide = createGestureRecogniser({}, { swipeThreshold: GESTURE.swipeDefaultThreshold });
    wide.start(0, 0, 0);
    wide.move(49, 0, 10);
    expect(wide.end(49, 0, 20)?.kind).toBe('none');
    wide.start(0, 0, 0);
    wide.move(0, -50, 10);
    expect(wide.end(0, -50, 20)).toMatchObject({ kind: 'swipe', direction: 'up' });
  });

  it('reports drags at most every 100 ms, plus the final position', () => {
    const onDrag = vi.fn();
    const g = createGestureRecogniser({ onDrag });
    g.start(0, 0, 0);
    g.move(20, 0, 10);
    g.move(30, 0, 60);
    g.move(40, 0, 109);
    g.move(50, 0, 110);
    g.end(55, 0, 120);
    expect(onDrag.mock.calls).toEqual([
      [20, 0],
      [50, 0],
      [55, 0],
    ]);
  });
});
