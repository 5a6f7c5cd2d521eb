/**
 * Decap CMS widgets for a restaurant's hours: `week-hours` (seven days, each open with its hours
 * or closed) and `day-hours` (a special day's service: its hours, closed, or as usual). The rules
 * live in ~/lib/admin/hours-value; these classes (Decap asks a class for `isValid`) draw them.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type CSSProperties } from 'react';
import {
  DEFAULT_DAY,
  dayOf,
  dayProblem,
  modeOf,
  weekOf,
  weekProblem,
  type DayHoursMode,
  type StoredDayHours,
} from '~/lib/admin/hours-value';
import { WEEKDAYS, WEEKDAYS_SHORT } from '~/lib/hours';

/** The field's options Decap passes as an Immutable map. */
interface FieldMap {
  get(key: string): unknown;
}

type Props = CmsWidgetControlProps<unknown> & { field: FieldMap };

type Validity = true | { error: { type: string; message: string } };

const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, margin: '4px 0' };
const DAY: CSSProperties = { width: 28, fontWeight: 600 };
const TIME: CSSProperties = {
  width: 72,
  padding: '6px 8px',
  border: '1px solid #dfdfe3',
  borderRadius: 4,
};

const invalid = (message: string): Validity => ({ error: { type: 'CUSTOM', message } });

/** Two «HH:MM» inputs for one day's hours. */
function Times(props: {
  id: string;
  name: string;
  day: StoredDayHours;
  onChange: (day: StoredDayHours) => void;
}) {
  const input = (key: 'open' | 'close', label: string) => (
    <input
      id={`${props.id}-${key}`}
      style={TIME}
      type="text"
      inputMode="numeric"
      maxLength={5}
      aria-label={`${props.name}, ${label}`}
      value={props.day[key]}
      onChange={(event) => props.onChange({ ...props.day, [key]: event.target.value })}
    />
  );
  return (
    <>
      {input('open', 'открытие')}
      <span aria-hidden="true">–</span>
      {input('close', 'закрытие')}
    </>
  );
}

/** The `week-hours` widget: Monday to Sunday, each day open with its hours or closed. */
export class WeekHoursControl extends Component<Props> {
  isValid = (): Validity => {
    const problem = weekProblem(weekOf(this.props.value));
    return problem ? invalid(problem) : true;
  };

  private set(index: number, day: StoredDayHours | null): void {
    const week = weekOf(this.props.value);
    week[index] = day;
    this.props.onChange(week);
  }

  override render() {
    const { forID, classNameWrapper } = this.props;
    const week = weekOf(this.props.value);
    return (
      <div id={forID} className={classNameWrapper} role="group">
        {week.map((day, index) => (
          <div key={WEEKDAYS_SHORT[index]} style={ROW}>
            <span style={DAY} title={WEEKDAYS[index]}>
              {WEEKDAYS_SHORT[index]}
            </span>
            <label>
              <input
                type="checkbox"
                checked={day === null}
                onChange={(event) => this.set(index, event.target.checked ? null : DEFAULT_DAY)}
              />{' '}
              выходной
            </label>
            {day && (
              <Times
                id={`${forID}-${index}`}
                name={WEEKDAYS[index] ?? ''}
                day={day}
                onChange={(next) => this.set(index, next)}
              />
            )}
          </div>
        ))}
      </div>
    );
  }
}

/** The `day-hours` widget: one service's hours on a special day, closed, or as usual. */
export class DayHoursControl extends Component<Props> {
  override componentDidMount(): void {
    // A new special day's hall starts open, not «as usual», which the hall cannot be.
    if (this.props.value === undefined && !this.props.field.get('usual'))
      this.props.onChange(DEFAULT_DAY);
  }

  isValid = (): Validity => {
    const problem = dayProblem(dayOf(this.props.value));
    return problem ? invalid(problem) : true;
  };

  private choose = (mode: DayHoursMode): void => {
    const day = dayOf(this.props.value);
    if (mode === 'open') this.props.onChange(day ?? DEFAULT_DAY);
    else this.props.onChange(mode === 'closed' ? null : undefined);
  };

  override render() {
    const { forID, classNameWrapper, field } = this.props;
    const day = dayOf(this.props.value);
    const label = String(field.get('label') ?? '');
    return (
      <div className={classNameWrapper} style={ROW}>
        <select
          id={forID}
          aria-label={`${label}: режим`}
          value={modeOf(day)}
          onChange={(event) => this.choose(event.target.value as DayHoursMode)}
        >
          <option value="open">Работает</option>
          {field.get('closable') ? <option value="closed">Закрыт</option> : null}
          {field.get('usual') ? <option value="usual">Как обычно</option> : null}
        </select>
        {day && (
          <Times id={forID} name={label} day={day} onChange={(next) => this.props.onChange(next)} />
        )}
      </div>
    );
  }
}
