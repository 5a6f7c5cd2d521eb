import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, startInTurns, whenIdle } from '~/lib/start-up';

describe('startInTurns', () => {
  it('runs the first part at once and each next one in a task of its own, in order', () => {
    const ran: string[] = [];
    const tasks: (() => void)[] = [];
    startInTurns(
      [() => ran.push('consent'), () => ran.push('city'), () => ran.push('forms')],
      (task) => tasks.push(task),
    );
    expect(ran).toEqual(['consent']);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(ran).toEqual(['consent', 'city']);
    tasks.shift()?.();
    expect(ran).toEqual(['consent', 'city', 'forms']);
    expect(tasks).toHaveLength(0);
  });

  it('reports a part that throws and still runs the rest', () => {
    const ran: string[] = [];
    const reported: unknown[] = [];
    const failure = new Error('no such element');
    startInTurns(
      [
        () => {
          throw failure;
        },
        () => ran.push('menu'),
      ],
      (task) => task(),
      (error) => reported.push(error),
    );
    expect(reported).toEqual([failure]);
    expect(ran).toEqual(['menu']);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task in an idle callback with its timeout', () => {
    const idle = vi.fn((callback: () => void, _options: { timeout: number }) => callback());
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdle(task, 3000, 1500);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it after the fallback delay where there is no idle callback', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, 3000, 1500);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the next frame, not within the frame', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    let resolved = false;
    const painted = afterNextPaint().then(() => (resolved = true));
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await painted;
    expect(resolved).toBe(true);
  });

  it('resolves after its fallback when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let resolved = false;
    void afterNextPaint(200).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
