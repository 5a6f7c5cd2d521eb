/**
 * Decap's preview pane drawn like the site: the same markup and class names as the live pages
 * (PageHeader, Cover, Article, OfferCard), styled by preview.css; the values come from
 * preview-data.ts, so these components only lay them out.
 */
import type { ReactNode } from 'react';
import { PREVIEW_CITIES } from './cities';
import { PreviewCover } from './PreviewCover';
import {
  coverKey,
  eventFacts,
  newsMeta,
  offerMeta,
  offerPeriod,
  strings,
  text,
  type CityInfo,
  type EntryData,
} from './preview-data';

/** What Decap passes to a preview template (the part we use). */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  collection: { get: (key: string) => unknown };
  widgetFor: (name: string) => ReactNode;
  /** The URL of an uploaded file (Decap's asset proxy prints as one). */
  getAsset?: (path: string) => { toString: () => string } | undefined;
}

/** The URL of the entry's uploaded photo, if it has one. */
export function photoOf(data: EntryData, getAsset: PreviewProps['getAsset']): string | undefined {
  const path = data['image'];
  if (typeof path !== 'string' || !path || !getAsset) return undefined;
  return getAsset(path)?.toString() || undefined;
}

const CITIES: Record<string, CityInfo> = PREVIEW_CITIES;

/** The entry's data as plain values. */
export function dataOf(entry: PreviewProps['entry']): EntryData {
  const data = entry.getIn(['data']) as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.();
  return typeof plain === 'object' && plain !== null ? (plain as EntryData) : {};
}

/** The entry's cover as EntryCover.astro draws it: the uploaded photo, else the illustration. */
function EntryCoverPreview(props: { data: EntryData; getAsset: PreviewProps['getAsset'] }) {
  return (
    <PreviewCover
      cover={coverKey(props.data['cover'])}
      photo={photoOf(props.data, props.getAsset)}
      alt={text(props.data, 'coverAlt')}
    />
  );
}

function Header(props: { title: string; lead: string; crumb?: string; children?: ReactNode }) {
  return (
    <header className="page-header container">
      {props.crumb && (
        <nav aria-label="Хлебные крошки">
          <ol className="crumbs">
            <li>
              <a href="/">Главная</a>
            </li>
            <li>
              <a href="#">{props.crumb}</a>
            </li>
          </ol>
        </nav>
      )}
      <h1 className="page-header__title">{props.title}</h1>
      {props.lead && <p className="page-header__lead">{props.lead}</p>}
      {props.children}
    </header>
  );
}

function Body({ children }: { children: ReactNode }) {
  return (
    <div className="container article">
      <div className="prose article__body">{children}</div>
    </div>
  );
}

/** A news item as /articles/news/<code> shows it. */
export function NewsPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const data = dataOf(entry);
  const meta = newsMeta(data);
  return (
    <main id="main">
      <Header title={text(data, 'title')} lead={text(data, 'description')} crumb="Новости">
        <p className="news-meta">
          {meta.date && <time dateTime={meta.date.iso}>{meta.date.text}</time>}
          {meta.date && meta.tags && ' · '}
          {meta.tags}
        </p>
      </Header>
      <div className="container news-cover">
        <EntryCoverPreview data={data} getAsset={getAsset} />
      </div>
      <Body>{widgetFor('body')}</Body>
    </main>
  );
}

/** An event as /events/<code> shows it. */
export function EventPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const data = dataOf(entry);
  const { when, where, entrance } = eventFacts(data, CITIES);
  return (
    <main id="main">
      <Header title={text(data, 'title')} lead={text(data, 'description')} crumb="События">
        <dl className="event-facts">
          <div>
            <dt>Когда</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>Где</dt>
            <dd>{where}</dd>
          </div>
          {entrance && (
            <div>
              <dt>Вход</dt>
              <dd>{entrance}</dd>
            </div>
          )}
        </dl>
      </Header>
      <div className="container event-cover">
        <EntryCoverPreview data={data} getAsset={getAsset} />
      </div>
      <Body>{widgetFor('body')}</Body>
    </main>
  );
}

/** An offer's card as /offers lists it, then what its «Как получить» and «Условия» windows say. */
export function OfferPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const data = dataOf(entry);
  const period = offerPeriod(data);
  return (
    <main id="main">
      <Header title="Акции" lead="" />
      <div className="container offer-preview">
        <ul className="offer-preview__list">
          <li className="card offer">
            <div className="offer__art">
              <EntryCoverPreview data={data} getAsset={getAsset} />
              {text(data, 'badge') && <span className="offer__badge">{text(data, 'badge')}</span>}
            </div>
            <div className="offer__body">
              <h2 className="offer__title">{text(data, 'title')}</h2>
              <p className="offer__text">{text(data, 'description')}</p>
              <p className="offer__meta">{offerMeta(data)}</p>
              <div className="offer__actions">
                <span className="btn btn--md">Как получить</span>
                <span className="btn btn--ghost btn--md">Условия</span>
              </div>
            </div>
          </li>
        </ul>
        <section className="content-modal offer-preview__window">
          <h2>Как получить</h2>
          <ol className="steps">
            {strings(data['steps']).map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
          <h2>Условия</h2>
          {period && (
            <p>
              <strong>Сроки:</strong> {period}.
            </p>
          )}
          <p className="terms">{text(data, 'terms')}</p>
        </section>
        <section className="offer-preview__window">
          <p className="offer-preview__note">Поле «Текст» на сайте сейчас не показывается.</p>
          <div className="prose">{widgetFor('body')}</div>
        </section>
      </div>
    </main>
  );
}

/** Any other editorial page (company, quality, documents…): header, cover if any, the text. */
export function PagePreview({ entry, collection, widgetFor }: PreviewProps) {
  const data = dataOf(entry);
  const cover = coverKey(data['cover']);
  const label = collection.get('label');
  return (
    <main id="main">
      <Header
        title={text(data, 'title') || text(data, 'name')}
        lead={text(data, 'description') || text(data, 'position')}
        {...(typeof label === 'string' && { crumb: label })}
      />
      {cover && (
        <div className="container cover-wrap">
          <PreviewCover cover={cover} alt={text(data, 'coverAlt')} />
        </div>
      )}
      <Body>{widgetFor('body')}</Body>
    </main>
  );
}
