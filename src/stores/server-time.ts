/**
 * Server time (SPEC §3, §4): loaded once at start-up from `/api/time`; null until loaded and
 * when it could not load (the smart banner then stays off, SPEC §8).
 */
import { atom } from 'nanostores';
import { getServerTime } from '~/lib/api/client';

/** Server time in unix seconds at load, or null. */
export const $serverTime = atom<number | null>(null);

let loading: Promise<number | null> | undefined;

/** Load the server time once; resolves to null on failure (silently). */
export function loadServerTime(): Promise<number | null> {
  loading ??= getServerTime().then(
    (time) => {
      $serverTime.set(time);
      return time;
    },
    () => null,
  );
  return loading;
}
