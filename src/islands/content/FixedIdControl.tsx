/**
 * Decap CMS widget `catalog-id`: a product's, category's or restaurant's number. A new entry takes
 * the field's default (the next free number, computed at build: src/lib/admin/catalog-collections)
 * and no entry's number can be typed over: pages, the tray and the API refer to it.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, type CSSProperties } from 'react';

interface FieldMap {
  get(key: string): unknown;
}

type Props = CmsWidgetControlProps<unknown> & { field: FieldMap };

const HINT: CSSProperties = { margin: '6px 0 0', fontSize: 12, color: '#798291' };
const LOCKED: CSSProperties = { cursor: 'default', color: '#4b5563' };

/** The read-only number field. */
export class FixedIdControl extends Component<Props> {
  override componentDidMount(): void {
    if (typeof this.props.value !== 'number') {
      const next = Number(this.props.field.get('default'));
      if (Number.isInteger(next) && next > 0) this.props.onChange(next);
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
