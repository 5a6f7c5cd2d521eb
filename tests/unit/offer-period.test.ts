/**
 * An offer runs through its last day in Moscow: «до 30 ноября» is over at 24:00 on the 30th there
 * (21:00 UTC), not at its start; it starts at 00:00 of its first day there; a date with a time is
 * that moment.
 */
import { describe, expect, it } from 'vitest';
import { offerEnded, offerRunning } from '~/lib/offer-period';

const at = (iso: string) => new Date(iso).getTime();
const offer = { validFrom: new Date('2026-11-01'), validTo: new Date('2026-11-30') };

describe('an offer’s days', () => {
  it('run through the whole of its last day in Moscow', () => {
    expect(offerRunning(offer, at('2026-11-30T20:59:59+00:00'))).toBe(true);
    expect(offerEnded(offer, at('2026-11-30T20:59:59+00:00'))).toBe(false);
    expect(offerRunning(offer, at('2026-11-30T21:00:00+00:00'))).toBe(false);
    expect(offerEnded(offer, at('2026-11-30T21:00:00+00:00'))).toBe(true);
  });

  it('begin at 00:00 of its first day in Moscow', () => {
    expect(offerRunning(offer, at('2026-10-31T20:59:59+00:00'))).toBe(false);
    expect(offerRunning(offer, at('2026-10-31T21:00:00+00:00'))).toBe(true);
  });

  it('end at the very moment an editor gave with a time', () => {
    const evening = { ...offer, validTo: new Date('2026-11-30T18:00:00+03:00') };
    expect(offerEnded(evening, at('2026-11-30T14:59:59+00:00'))).toBe(false);
    expect(offerEnded(evening, at('2026-11-30T15:00:00+00:00'))).toBe(true);
  });
});
