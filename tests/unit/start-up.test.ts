import { describe, expect, it } from 'vitest';
import { startInTurns } from '~/lib/start-up';

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
