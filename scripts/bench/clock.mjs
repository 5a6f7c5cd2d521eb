// Shared by the browser benchmarks: pages measured at a chosen time of day in Moscow (`--moscow-time
// HH:MM`), so a day part is measured whatever the hour: the server's clock through SITE_CLOCK_SHIFT,
// the page's by replacing Date before any of its scripts runs.

/** Minutes from now to `time` (HH:MM) in Moscow (UTC+3), within ±12 h; 0 without a time. */
export function moscowClockShift(time) {
  if (!time) return 0;
  const [hours, minutes] = time.split(':').map(Number);
  if (!(hours >= 0 && hours < 24 && minutes >= 0 && minutes < 60))
    throw new Error('--moscow-time HH:MM');
  const now = new Date();
  const current = (now.getUTCHours() * 60 + now.getUTCMinutes() + 180) % 1440;
  const shift = hours * 60 + minutes - current;
  return shift > 720 ? shift - 1440 : shift < -720 ? shift + 1440 : shift;
}

/** Run before any of the page's scripts: its clock runs `shift` minutes ahead (or behind). */
export function shiftedClock(shift) {
  const offset = shift * 60_000;
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      super(...(args.length ? args : [RealDate.now() + offset]));
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
