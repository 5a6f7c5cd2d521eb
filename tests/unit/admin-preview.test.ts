import { describe, expect, it } from 'vitest';
import {
  coverKey,
  dateLine,
  eventFacts,
  newsMeta,
  offerMeta,
  offerPeriod,
  strings,
  toDate,
} from '~/islands/content/admin/preview-data';
import { eventWhen } from '~/components/content/event-when';
import { coverSvgBody } from '~/components/art/cover-glyphs';
import { CATALOG_COLLECTIONS, PAGE_COLLECTIONS } from '~/islands/content/admin/register';
import { editorConfig } from './helpers/editor-config';

const CITIES = {
  moscow: { name: 'Москва', timezone: 'Europe/Moscow' },
  yekaterinburg: { name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' },
};

describe('toDate', () => {
  it('reads Decap date-time values: a Date or an ISO string', () => {
    expect(toDate(new Date('2026-11-24T00:12:00Z'))?.toISOString()).toBe(
      '2026-11-24T00:12:00.000Z',
    );
    expect(toDate('2026-11-24T00:12:00.000+00:00')?.toISOString()).toBe('2026-11-24T00:12:00.000Z');
  });
  it('gives undefined for an empty, half-typed or wrong value', () => {
    for (const value of [undefined, null, '', '  ', '2026-13-45', 42, new Date('nope')]) {
      expect(toDate(value)).toBeUndefined();
    }
  });
});

describe('news preview', () => {
  it('writes the date in Russian, on the Moscow day, and joins the tags', () => {
    expect(newsMeta({ date: '2026-11-23T21:30:00.000Z', tags: ['меню', 'рестораны'] })).toEqual({
      date: { text: '24 ноября 2026', iso: '2026-11-24' },
      tags: 'меню, рестораны',
    });
  });
  it('leaves out what is not filled in yet', () => {
    expect(newsMeta({})).toEqual({ tags: '' });
    expect(dateLine('')).toBeUndefined();
    expect(strings(['меню', '', 3, null])).toEqual(['меню']);
  });
  it('draws only known cover keys', () => {
    expect(coverKey('burger')).toBe('burger');
    expect(coverKey('toString')).toBeUndefined();
    expect(coverKey(undefined)).toBeUndefined();
    expect(coverSvgBody('burger')).toMatch(/^<rect width="320" height="200" fill="#fde6d0"\/>/);
  });
});

describe('event preview', () => {
  it('says when, in the city’s time, and where, as the event page does', () => {
    const data = {
      dateStart: '2026-11-24T07:00:00.000Z',
      dateEnd: '2026-11-24T13:00:00.000Z',
      city: 'yekaterinburg',
      place: { name: 'Плотинка', address: 'ул. Горького, 4' },
    };
    expect(eventFacts(data, CITIES)).toEqual({
      when: '24 ноября 2026, 12:00–18:00',
      where: 'Плотинка, ул. Горького, 4',
      entrance: '',
    });
  });
  it('spans several days and says «Онлайн» only for an event marked online', () => {
    const days = { dateStart: '2026-11-24T09:00:00Z', dateEnd: '2026-11-30T18:00:00Z' };
    const facts = eventFacts({ ...days, city: 'moscow', online: true }, CITIES);
    expect(facts).toEqual({
      when: '24 ноября 2026\u00a0— 30 ноября 2026',
      where: 'Онлайн',
      entrance: '',
    });
    // Nothing says where it is: no guess (the build refuses such an event).
    expect(eventFacts({ ...days, city: 'moscow' }, CITIES).where).toBe('');
    const place = { name: 'Плотинка', address: 'ул. Горького, 4' };
    expect(eventFacts({ ...days, city: 'moscow', place, online: true }, CITIES).where).toBe(
      'Плотинка, ул. Горького, 4\u00a0— и онлайн',
    );
    expect(eventWhen(new Date('2026-11-24T09:00:00Z'), new Date('2026-11-24T10:00:00Z'))).toBe(
      '24 ноября 2026, 12:00–13:00',
    );
  });
  it('writes «Вход» as the page does once the price is set', () => {
    const event = { city: 'moscow', online: true };
    const admitted = (admission: unknown) => eventFacts({ ...event, admission }, CITIES).entrance;
    expect(admitted({ price: 0, registration: '/company/franchising' })).toBe(
      'Бесплатно, по\u00a0регистрации',
    );
    expect(admitted({ price: 300, registration: '' })).toBe('300\u00a0₽');
    expect(admitted({ registration: '/x' })).toBe('');
    expect(admitted(undefined)).toBe('');
  });
  it('leaves «Когда» empty until both dates are set', () => {
    expect(eventFacts({ dateStart: '2026-11-24T09:00:00Z', city: 'moscow' }, CITIES).when).toBe('');
  });
});

describe('offer preview', () => {
  const offer = {
    channel: 'app',
    validFrom: '2026-11-01T00:00:00Z',
    validTo: '2026-11-30T20:00:00Z',
  };
  it('writes the card’s meta line and the terms’ period', () => {
    expect(offerMeta(offer, new Date('2026-11-10T00:00:00Z'))).toBe(
      'В приложении · до\u00a030 ноября 2026',
    );
    expect(offerMeta(offer, new Date('2026-12-10T00:00:00Z'))).toBe(
      'В приложении · закончилась\u00a030 ноября 2026',
    );
    expect(offerPeriod(offer)).toBe('с\u00a01 ноября 2026 по\u00a030 ноября 2026');
  });
  it('copes with a new, empty offer', () => {
    expect(offerMeta({})).toBe('');
    expect(offerPeriod({ validFrom: '2026-11-01' })).toBe('');
  });
});

describe('templates', () => {
  it('cover every collection of the editor’s config', () => {
    const names = editorConfig().collections.map((c) => c['name'] as string);
    expect(names.sort()).toEqual(
      ['events', 'news', 'offers', ...PAGE_COLLECTIONS, ...CATALOG_COLLECTIONS].sort(),
    );
  });
});
