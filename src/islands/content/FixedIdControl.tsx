/**
 * Decap CMS widget `catalog-id`: a product's, category's or restaurant's number. A new entry takes
 * the next free number (src/lib/admin/next-id.ts): past the build's (the field's default), past
 * every entry published since and past those this browser has handed out to drafts. No entry's
 * number can be typed over: pages, the tray and the API refer to it.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type CSSProperties } from 'react';
import { handedOutIds, nextFreeId, noteHandedOut } from '~/lib/admin/next-id';

interface SettingMap {
  get(key: string): unknown;
}

/** Decap's search over a collection, as its relation widget calls it: every entry for ''. */
type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  searchTerm: string,
) => Promise<{ payload?: { hits?: readonly { data?: { id?: unknown } }[] } }>;

/** Decap passes every control its collection, entry and search, though its types leave them out. */
type Props = CmsWidgetControlProps<unknown> & {
  field: SettingMap;
  collection?: SettingMap;
  /** The entry as the form opened: a new one is `newRecord` (Decap has put the default in). */
  entry?: SettingMap;
  query?: Query;
};

const HINT: CSSProperties = { margin: '6px 0 0', fontSize: 12, color: '#798291' };
const LOCKED: CSSProperties = { cursor: 'default', color: '#4b5563' };

/** The read-only number field. */
export class FixedIdControl extends Component<Props> {
  private mounted = false;

  override componentDidMount(): void {
    this.mounted = true;
    const fresh = this.props.entry?.get('newRecord') === true;
    if (typeof this.props.value === 'number' && !fresh) return;
    const fallback = Number(this.props.field.get('default'));
    if (!Number.isInteger(fallback) || fallback <= 0) return;
    const name = this.props.collection?.get('name');
    const collection = typeof name === 'string' ? name : 'catalog';
    // At once from what this browser knows; then past what was published since the build.
    this.take(collection, nextFreeId(fallback, handedOutIds(localStorage, collection)));
    void this.pastPublished(collection);
  }

  override componentWillUnmount(): void {
    this.mounted = false;
  }

  /**
   * Gives the entry `id` and notes it as handed out. The number Decap already put in is left as it
   * is, so a new entry nobody has touched leaves without «Вы уверены, что хотите покинуть…».
   */
  private take(collection: string, id: number): void {
    noteHandedOut(localStorage, collection, id);
    if (this.props.value !== id) this.props.onChange(id);
  }

  /** Moves the number past every entry of the collection published since the build. */
  private async pastPublished(collection: string): Promise<void> {
    const { query } = this.props;
    const identifier = this.props.collection?.get('identifier_field');
    const searchField = typeof identifier === 'string' ? identifier : 'title';
    if (!query) return;
    try {
      const answer = await query(this.props.forID, collection, [searchField], '');
      const published = (answer.payload?.hits ?? []).map((hit) => hit.data?.id);
      const current = this.props.value;
      if (!this.mounted || typeof current !== 'number') return;
      const next = nextFreeId(current, published);
      if (next !== current) this.take(collection, next);
    } catch {
      // No list (offline, a backend error): the build's check on repeated numbers still stands.
    }
  }

  override render() {
    const { forID, classNameWrapper, value } = this.props;
    return (
      <div>
        <input
          id={forID}
          type="text"
          className={classNameWrapper}
          style={LOCKED}
          value={typeof value === 'number' ? String(value) : ''}
          readOnly
          aria-readonly
          aria-describedby={`${forID}-hint`}
        />
        <p id={`${forID}-hint`} style={HINT}>
          Номер присваивается при создании и больше не меняется: на него ссылаются страницы, поднос
          и API. Если сборка сообщит, что номер повторяется, измените его в файле вместе с
          разработчиком.
        </p>
      </div>
    );
  }
}
