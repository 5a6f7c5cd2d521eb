/**
 * The server's clock: the real time, shifted by `SITE_CLOCK_SHIFT` minutes when that is set at
 * start. The browser tests pin their pages' clocks to a day part; the server must agree with them,
 * or a run at 07:00 Moscow time gets the breakfast menu from the API under a page that believes it
 * is noon. Operators leave it unset.
 */
const shift = Number(process.env['SITE_CLOCK_SHIFT'] ?? 0);
const offset = Number.isInteger(shift) ? shift * 60_000 : 0;

/** Now, by the server's clock. */
export const serverNow = (): Date => new Date(Date.now() + offset);
