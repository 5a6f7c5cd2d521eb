import { describe, expect, it } from 'vitest';
import { withoutParams, withQuery } from '~/lib/query';

describe('the page’s query carried on by its links', () => {
  it('is added to a link without a query of its own, before its hash', () => {
    expect(withQuery('/menu', '?utm_source=x')).toBe('/menu?utm_source=x');
    expect(withQuery('/menu/tray#top', '?utm_source=x')).toBe('/menu/tray?utm_source=x#top');
    expect(withQuery('/menu', '')).toBe('/menu');
    expect(withQuery('/menu', '?')).toBe('/menu');
    expect(withQuery('/menu?without=milk', '?utm_source=x')).toBe('/menu?without=milk');
  });

  it('loses only the parameters named', () => {
    expect(
      withoutParams('?items=50011x2&utm_source=x&context=delivery', ['items', 'context']),
    ).toBe('?utm_source=x');
    expect(withoutParams('?items=50011', ['items'])).toBe('');
    expect(withoutParams('', ['items'])).toBe('');
  });
});
