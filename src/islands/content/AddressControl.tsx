/**
 * Decap CMS widget `slug`, the field «Адрес страницы»: a new entry's address follows its title in
 * Latin letters until the editor types their own; once saved, the address is shown read-only.
 * The rules live in ~/lib/content/address; this class only wires them to Decap's control props.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type ChangeEvent, type CSSProperties } from 'react';
import {
  ADDRESS_MAX,
  ADDRESS_RE,
  addressLocked,
  addressProblem,
  followTitle,
  slugFromTitle,
  typedAddress,
} from '~/lib/content/address';

/** The part of Decap's Immutable entry the control reads. */
interface DecapEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/** Control props Decap passes (see decap-cms-core Widget.js); the rest are ignored. */
interface AddressControlProps extends CmsWidgetControlProps<unknown> {
  /** Live draft from the store; `entry` is Decap's deprecated, possibly stale copy. */
  getEntry?: () => DecapEntry;
  entry?: DecapEntry;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

/** Fields a title is read from: `title`, or `name` for people (management). */
const TITLE_FIELDS = ['title', 'name'];

const HINT: CSSProperties = { margin: '6px 0 0', fontSize: 12, color: '#798291' };
const LOCKED: CSSProperties = { cursor: 'default', color: '#4b5563' };

/** The «Адрес страницы» control registered as Decap widget `slug`. */
export class AddressControl extends Component<AddressControlProps> {
  private input: HTMLInputElement | null = null;
  private previousTitle = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  override componentDidMount(): void {
    document.addEventListener('input', this.onAnyInput, true);
    // A restored or duplicated draft whose address matches its title keeps following it.
    if (this.current() === slugFromTitle(this.title())) this.previousTitle = this.title();
    this.followTitle();
  }

  override componentWillUnmount(): void {
    document.removeEventListener('input', this.onAnyInput, true);
    clearTimeout(this.timer);
  }

  /** Decap's hook for custom checks, run on save next to `pattern` (called unbound, so a field). */
  isValid = (): true | { error: { type: string; message: string } } => {
    if (this.locked()) return true;
    const value = this.current();
    // A value breaking the pattern already gets Decap's message with the config's hint.
    if (value !== '' && !ADDRESS_RE.test(value)) return true;
    const message = addressProblem(value);
    return message ? { error: { type: 'CUSTOM', message } } : true;
  };

  private entry(): DecapEntry | undefined {
    return this.props.getEntry?.() ?? this.props.entry;
  }

  private locked(): boolean {
    return addressLocked(this.entry()?.get('newRecord') === true);
  }

  private current(): string {
    const live = this.entry()?.getIn(['data', 'slug']);
    const value = typeof live === 'string' ? live : this.props.value;
    return typeof value === 'string' ? value : '';
  }

  private title(): string {
    for (const name of TITLE_FIELDS) {
      const title = this.entry()?.getIn(['data', name]);
      if (typeof title === 'string') return title;
    }
    return '';
  }

  /** Another field changed: the store has the new title once Decap's own handler has run. */
  private onAnyInput = (event: Event): void => {
    if (event.target === this.input) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.followTitle(), 0);
  };

  private followTitle(): void {
    if (this.locked()) return;
    const title = this.title();
    const next = followTitle(this.current(), this.previousTitle, title);
    this.previousTitle = title;
    if (next !== null) this.props.onChange(next);
  }

  private onType = (event: ChangeEvent<HTMLInputElement>): void => {
    this.props.onChange(typedAddress(event.target.value));
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const locked = this.locked();
    // A saved entry shows its file name: the page address, even when Decap added `-1` to it.
    const saved = this.entry()?.get('slug');
    const value = locked && typeof saved === 'string' && saved ? saved : this.current();
    return (
      <div>
        <input
          ref={(el) => {
            this.input = el;
          }}
          type="text"
          id={forID}
          className={classNameWrapper}
          style={locked ? LOCKED : undefined}
          value={value}
          readOnly={locked}
          aria-readonly={locked}
          maxLength={ADDRESS_MAX}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${forID}-hint`}
          onChange={this.onType}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <p id={`${forID}-hint`} style={HINT}>
          {locked
            ? 'Адрес закреплён при первом сохранении и больше не меняется, чтобы ссылки на страницу не ломались.'
            : 'Подставляется из заголовка латиницей; до первого сохранения его можно поправить: латиница, цифры и дефисы.'}
        </p>
      </div>
    );
  }
}
