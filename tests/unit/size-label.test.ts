import { describe, expect, it } from 'vitest';
import { sizeLabel } from '../../src/lib/catalog/size-label.ts';

describe('sizeLabel', () => {
  it('prefers sizeName over everything', () => {
    expect(
      sizeLabel({
        sizeName: 'Средний',
        volumeName: '0,4 л',
        flavorName: 'Вишня',
        servingSizeName: '6 шт.',
      }),
    ).toBe('Средний');
  });

  it('falls back to volumeName, then flavorName, then servingSizeName', () => {
    expect(sizeLabel({ volumeName: '0,4 л', flavorName: 'Вишня', servingSizeName: '6 шт.' })).toBe(
      '0,4 л',
    );
    expect(sizeLabel({ flavorName: 'Клубничный', servingSizeName: '6 шт.' })).toBe('Клубничный');
    expect(sizeLabel({ servingSizeName: '9 шт.' })).toBe('9 шт.');
  });

  it('returns null when the offer has no label fields', () => {
    expect(sizeLabel({})).toBeNull();
  });
});
