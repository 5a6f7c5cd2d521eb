import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampSwipe, swipeOutcome, TOAST } from '~/lib/toasts';
import {
  $toastQueue,
  $toasts,
  clearToasts,
  closeToast,
  pauseToast,
  resumeToast,
  showToast,
} from '~/stores/toasts';

const ids = (): string[] => $toasts.get().map((t) => t.id);

describe('toasts (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('has the spec numbers', () => {
    expect(TOAST).toEqual({
      maxActive: 3,
      defaultDuration: 5000,
      swipeThreshold: 80,
      maxSwipe: 200,
      transformMs: 300,
      enterMs: 500,
      leaveMs: 800,
      tickMs: 100,
    });
  });

  it('defaults to info, generates an id, keeps a given one', () => {
    const id = showToast({ text: 'Привет' });
    expect(id).toMatch(/^toast-/);
    expect($toasts.get()[0]).toMatchObject({ id, type: 'info', duration: 5000 });
    showToast({ id: 'mine', type: 'error', text: 'Ошибка' });
    expect($toasts.get()[1]).toMatchObject({ id: 'mine', type: 'error' });
  });

  it('shows three, queues the fourth and shows it when one is removed', () => {
    for (const n of [1, 2, 3, 4]) showToast({ id: `t${n}`, text: `№${n}`, duration: 0 });
    expect(ids()).toEqual(['t1', 't2', 't3']);
    expect($toastQueue.get().map((t) => t.id)).toEqual(['t4']);
    closeToast('t2');
    expect($toasts.get().find((t) => t.id === 't2')?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST.leaveMs - 1);
    expect(ids()).toEqual(['t1', 't2', 't3']);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual(['t1', 't3', 't4']);
    expect($toastQueue.get()).toEqual([]);
  });

  it('closes after 5000 ms by default, counting down every 100 ms', () => {
    showToast({ id: 'a', text: 'a' });
    vi.advanceTimersByTime(100);
    expect($toasts.get()[0]?.remaining).toBe(4900);
    vi.advanceTimersByTime(4899);
    expect($toasts.get()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(800);
    expect(ids()).toEqual([]);
  });

  it('never auto-closes with 0 or a negative duration', () => {
    showToast({ id: 'zero', text: 'z', duration: 0 });
    showToast({ id: 'neg', text: 'n', duration: -5 });
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual(['zero', 'neg']);
  });

  it('pauses on hover and resumes on leave where it stopped', () => {
    showToast({ id: 'h', text: 'h', duration: 1000 });
    vi.advanceTimersByTime(600);
    pauseToast('h');
    vi.advanceTimersByTime(10_000);
    expect($toasts.get()[0]).toMatchObject({ remaining: 400, paused: true, leaving: false });
    resumeToast('h');
    vi.advanceTimersByTime(399);
    expect($toasts.get()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]?.leaving).toBe(true);
  });

  it('a swipe beyond 80 px closes, 80 px or less snaps back; the offset stops at 200', () => {
    expect(swipeOutcome(81)).toBe('close');
    expect(swipeOutcome(-81)).toBe('close');
    expect(swipeOutcome(80)).toBe('snapBack');
    expect(swipeOutcome(-10)).toBe('snapBack');
    expect(clampSwipe(500)).toBe(200);
    expect(clampSwipe(-500)).toBe(-200);
  });
});
