import { describe, expect, it } from 'vitest';
import { bonusHint } from '~/lib/menu/bonus';

describe('bonusHint', () => {
  it('names the ratio in percent with a non-breaking space and a decimal comma', () => {
    expect(bonusHint(0.05)).toContain('вернём 5\u00a0% от цены бонусами');
    expect(bonusHint(0.075)).toContain('вернём 7,5\u00a0% от цены');
  });

  it('falls back to words without a valid ratio', () => {
    for (const ratio of [0, -1, Number.NaN, null, undefined]) {
      expect(bonusHint(ratio)).toContain('вернём часть цены бонусами');
    }
  });
});
