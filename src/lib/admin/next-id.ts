/**
 * The number a new catalog entry takes in /admin. The build's «next free number» is only as fresh
 * as the last build: two products created before the next one would both take it. So a new entry
 * takes the first number past the build's, past every entry published since (Decap's search over
 * the collection) and past every number this browser has already handed out (drafts not yet
 * published are in no list the editor can read).
 */

/** Where the numbers handed out in this browser are kept, per collection. */
export const HANDED_OUT_KEY = 'vkusno-admin-handed-out-ids';

/** How many handed-out numbers a collection keeps: far more than drafts between two builds. */
const KEPT = 50;

/** The smallest number not below `buildDefault` and past every one of `taken`. */
export function nextFreeId(buildDefault: number, taken: Iterable<unknown>): number {
  let next = buildDefault;
  for (const id of taken)
    if (typeof id === 'number' && Number.isInteger(id) && id >= next) next = id + 1;
  return next;
}

type Ledger = Record<string, number[]>;

/** The ledger in `storage`, or an empty one when it is missing, unreadable or not ours. */
function ledger(storage: Pick<Storage, 'getItem'>): Ledger {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HANDED_OUT_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Ledger) : {};
  } catch {
    return {};
  }
}

/** The numbers this browser has handed out in `collection`. */
export function handedOutIds(storage: Pick<Storage, 'getItem'>, collection: string): number[] {
  const ids = ledger(storage)[collection];
  return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
}

/** Notes `id` as handed out in `collection` (a full or refused storage only loses the note). */
export function noteHandedOut(storage: Storage, collection: string, id: number): void {
  const all = ledger(storage);
  all[collection] = [...handedOutIds(storage, collection), id].slice(-KEPT);
  try {
    storage.setItem(HANDED_OUT_KEY, JSON.stringify(all));
  } catch {
    // Private mode or a full storage: the build's check on repeated numbers still stands.
  }
}
