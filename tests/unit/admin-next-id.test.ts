/** A new catalog entry's number in /admin: past the build's, the published and the handed-out. */
import { describe, expect, it } from 'vitest';
import { HANDED_OUT_KEY, handedOutIds, nextFreeId, noteHandedOut } from '~/lib/admin/next-id';

/** A Storage over a Map, failing writes when `full`. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('nextFreeId', () => {
  it('is the build’s number while nothing at or past it is taken', () => {
    expect(nextFreeId(5108, [5001, 5107, '5200', null, 5107.5])).toBe(5108);
  });

  it('goes past a number published or handed out since the build', () => {
    expect(nextFreeId(5108, [5108])).toBe(5109);
    expect(nextFreeId(5108, [5111, 5108, 5109])).toBe(5112);
  });
});

describe('the numbers handed out in this browser', () => {
  it('are kept per collection, so two drafts before a build get two numbers', () => {
    const storage = memoryStorage();
    const first = nextFreeId(5108, handedOutIds(storage, 'products'));
    noteHandedOut(storage, 'products', first);
    const second = nextFreeId(5108, handedOutIds(storage, 'products'));
    expect([first, second]).toEqual([5108, 5109]);
    expect(handedOutIds(storage, 'categories')).toEqual([]);
  });

  it('keep the last fifty', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 60; id += 1) noteHandedOut(storage, 'restaurants', id);
    expect(handedOutIds(storage, 'restaurants')).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 11),
    );
  });

  it('read as none from a broken note, and a full storage only loses the note', () => {
    const storage = memoryStorage();
    storage.setItem(HANDED_OUT_KEY, '{not json');
    expect(handedOutIds(storage, 'products')).toEqual([]);
    storage.setItem(HANDED_OUT_KEY, JSON.stringify({ products: ['x', 7] }));
    expect(handedOutIds(storage, 'products')).toEqual([7]);
    expect(() => noteHandedOut(memoryStorage(true), 'products', 1)).not.toThrow();
  });
});
