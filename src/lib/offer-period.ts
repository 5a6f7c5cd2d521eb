/**
 * When an offer runs: its dates are days in Moscow, where the chain sets them, and its last day
 * counts whole («до 30 ноября» runs until 24:00 on the 30th in Moscow). A date an editor gave with
 * a time is that moment.
 */

import { FIXED_OFFSETS } from './clock.ts';

const DAY_MS = 86_400_000;
const MOSCOW_OFFSET_MS = (FIXED_OFFSETS['Europe/Moscow'] ?? 180) * 60_000;

/** A date without a time (the loader reads «2026-11-30» as 00:00 UTC). */
const isDay = (date: Date): boolean => date.getTime() % DAY_MS === 0;

/** The moment an offer starts: 00:00 of its first day in Moscow. */
export function offerStart(validFrom: Date): number {
  return isDay(validFrom) ? validFrom.getTime() - MOSCOW_OFFSET_MS : validFrom.getTime();
}

/** The moment an offer is over: 24:00 of its last day in Moscow. */
export function offerEnd(validTo: Date): number {
  return isDay(validTo) ? validTo.getTime() + DAY_MS - MOSCOW_OFFSET_MS : validTo.getTime();
}

/** Whether the offer runs at `now` (ms). */
export function offerRunning(offer: { validFrom: Date; validTo: Date }, now: number): boolean {
  return offerStart(offer.validFrom) <= now && now < offerEnd(offer.validTo);
}

/** Whether the offer is over at `now` (ms). */
export function offerEnded(offer: { validTo: Date }, now: number): boolean {
  return now >= offerEnd(offer.validTo);
}
