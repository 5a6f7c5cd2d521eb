/**
 * A restaurant page's hours as they stand where the visitor is now (the page is static, so the day
 * is decided here, in the city's time zone): the open-now line, the closure while it is in effect
 * or coming, and the hours table turned into the coming seven days, today first, special days
 * named and closed days «Закрыто». Rewrites text in place: every row and line keeps its place.
 */
import { isOpen, openStateText, WEEKDAYS, WEEKDAYS_SHORT, type Week } from '~/lib/hours';
import type { ServiceKey } from '~/lib/restaurants/data';
import {
  comingDays,
  serviceState,
  shownClosure,
  type ScheduleLike,
} from '~/lib/restaurants/schedule';
import { closureTitle, comingDayName, comingHoursText } from '~/lib/restaurants/schedule-text';

/** What the page hands the script in `data-schedule`. */
export interface PageSchedule extends ScheduleLike {
  readonly timezone: string;
  readonly hours: Readonly<Partial<Record<ServiceKey, Week>>>;
}

/** Writes `text` into `cell`, with the invisible bold copy that keeps its column's width. */
function write(cell: Element | null | undefined, text: string): void {
  if (!(cell instanceof HTMLElement)) return;
  cell.textContent = text;
  if (cell.dataset['bold'] !== undefined) cell.dataset['bold'] = text;
}

/** Brings the page's open-now line, closure and table to `now`. */
export function showHours(schedule: PageSchedule, now: Date): void {
  const { timezone, hours } = schedule;
  const state = document.querySelector<HTMLElement>('[data-open-state]');
  if (state && hours.hall) {
    const current = serviceState(hours.hall, schedule, 'hall', now, timezone);
    state.textContent = openStateText(current);
    state.dataset['open'] = String(isOpen(current));
  }

  const box = document.querySelector<HTMLElement>('[data-closure]');
  if (box) {
    const shown = shownClosure(schedule, now, timezone);
    box.hidden = !shown;
    if (shown)
      write(box.querySelector('[data-closure-title]'), closureTitle(shown.closure, shown.phase));
  }

  const services = Object.keys(hours) as ServiceKey[];
  const days = comingDays(hours, schedule, now, timezone);
  document.querySelectorAll<HTMLTableRowElement>('[data-weekday]').forEach((row, i) => {
    const day = days[i];
    if (!day) return;
    row.dataset['weekday'] = String(day.weekday);
    row.toggleAttribute('data-today', i === 0);
    row.toggleAttribute('data-special', day.label !== undefined || day.closed);
    const abbr = row.querySelector('abbr');
    if (abbr) abbr.title = WEEKDAYS[day.weekday] ?? '';
    write(abbr, WEEKDAYS_SHORT[day.weekday] ?? '');
    const name = row.querySelector<HTMLElement>('[data-day-name]');
    write(name, comingDayName(day));
    if (name) name.title = day.label ?? '';
    row.querySelectorAll('td').forEach((cell, j) => {
      const service = services[j];
      if (service) write(cell, comingHoursText(day, service));
    });
  });
}
