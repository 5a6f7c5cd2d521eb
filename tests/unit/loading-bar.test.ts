import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR, type LoadingBarView } from '~/lib/loading-bar';

describe('top loading bar timing (SPEC §9)', () => {
  let views: LoadingBarView[];
  let bar: ReturnType<typeof createLoadingBar>;
  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
    bar = createLoadingBar((view) => views.push(view));
  });
  afterEach(() => vi.useRealTimers());

  it('has the spec numbers', () => {
    expect(LOADING_BAR).toEqual({
      color: '#ee7203',
      height: 3,
      duration: 2000,
      throttle: 200,
      hideDelay: 500,
      resetDelay: 400,
    });
  });

  it('never shows a load shorter than the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(views).toEqual([]);
  });

  it('shows after 200 ms and creeps over the 2000 ms duration', () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(views.at(-1)).toEqual({ visible: true, progress: 0, transitionMs: 0 });
    vi.advanceTimersByTime(16);
    expect(views.at(-1)).toMatchObject({ visible: true, progress: 90, transitionMs: 2000 });
  });

  it('fills up on finish, hides after 500 ms and resets 400 ms later', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(views.at(-1)).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(views.at(-1)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(views.at(-1)).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(400);
    expect(views.at(-1)).toEqual({ visible: false, progress: 0, transitionMs: 0 });
  });

  it('ignores a second start while running and a finish while idle', () => {
    bar.finish();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(216);
    expect(views).toHaveLength(2);
    expect(bar.running).toBe(true);
  });
});
