import { describe, expect, it } from 'vitest';
import { createNoticeQueue } from '~/lib/notices';

describe('notices take turns', () => {
  it('shows the city question only after the consent, and the alert only after both', async () => {
    const queue = createNoticeQueue();
    const shown: string[] = [];
    void queue.turnOf('alert').then(() => shown.push('alert'));
    void queue.turnOf('city').then(() => shown.push('city'));
    void queue.turnOf('consent').then(() => shown.push('consent'));
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).toEqual(['consent']);
    queue.done('consent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual(['consent', 'city']);
    queue.done('city');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual(['consent', 'city', 'alert']);
  });

  it('lets a notice that is not needed pass its turn at once', async () => {
    const queue = createNoticeQueue();
    queue.done('consent');
    queue.done('city');
    await expect(queue.turnOf('alert')).resolves.toBeUndefined();
  });
});
