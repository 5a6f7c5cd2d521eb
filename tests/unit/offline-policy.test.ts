import { describe, expect, it } from 'vitest';
import {
  CACHE_LIMITS,
  cacheName,
  filesOfPage,
  isDataFile,
  isHashedAsset,
  isImage,
  isKeptApi,
  isOutdatedCache,
  isPagePath,
  pageUrlOfFile,
} from '~/lib/offline/policy';
import { markSavedPage, pageBuildId, savedAtText } from '~/lib/offline/saved';

describe('what the service worker keeps', () => {
  it('keeps shared API answers, never the per-visitor ones, the writes or the probes', () => {
    for (const path of [
      '/api/menu/city/1',
      '/api/menu/city/1/product/big-hit',
      '/api/restaurants/cities',
      '/api/config',
      '/api/page/alerts-information-block',
    ])
      expect(isKeptApi(path), path).toBe(true);
    for (const path of [
      '/api/city/get',
      '/api/time',
      '/api/address',
      '/api/city/set',
      '/api/subscribe',
      '/api/subscribe/confirm',
      '/api/subscribe/unsubscribe',
      '/api/feedback',
      '/api/franchise',
      '/api/health',
      '/api/ready',
      '/menu',
    ])
      expect(isKeptApi(path), path).toBe(false);
    // A path that only starts like a per-visitor one is not one.
    expect(isKeptApi('/api/timetable')).toBe(true);
  });

  it('tells pages from files, in either build layout', () => {
    for (const path of [
      '/',
      '/menu',
      '/menu/burgers/big-hit',
      '/restaurants/moscow/12',
      '/offline',
    ])
      expect(isPagePath(path), path).toBe(true);
    expect(isPagePath('/menu.html')).toBe(true);
    for (const path of [
      '/api/config',
      '/_astro/shell.abc.js',
      '/restaurants/moscow.json',
      '/icon-192.png',
      '/sw.js',
      '/admin',
      '/admin/config.yml',
    ])
      expect(isPagePath(path), path).toBe(false);
    expect(isHashedAsset('/_astro/react.C2TCV4KN.js')).toBe(true);
    expect(isImage('/_astro/big-hit.S51D0MIj.svg')).toBe(true);
    expect(isImage('/og-default.png')).toBe(true);
    expect(isDataFile('/restaurants/moscow.json')).toBe(true);
    expect(isDataFile('/api/config')).toBe(false);
  });

  it('maps built files to their URLs for `directory` and `file` builds alike', () => {
    expect(pageUrlOfFile('index.html')).toBe('/');
    expect(pageUrlOfFile('offline/index.html')).toBe('/offline');
    expect(pageUrlOfFile('offline.html')).toBe('/offline');
    expect(pageUrlOfFile('menu/burgers/index.html')).toBe('/menu/burgers');
    expect(pageUrlOfFile('menu/burgers.html')).toBe('/menu/burgers');
    expect(filesOfPage('/offline')).toEqual(['offline.html', 'offline/index.html']);
    expect(filesOfPage('/')).toEqual(['index.html']);
    for (const url of ['/offline', '/menu/burgers', '/'])
      for (const file of filesOfPage(url)) expect(pageUrlOfFile(file)).toBe(url);
  });

  it('names per-build caches after the build and drops only other builds’ ones', () => {
    expect(cacheName('pages', 'b2')).toBe('vkusno-pages-b2');
    expect(cacheName('images', 'b2')).toBe('vkusno-images');
    expect(isOutdatedCache('vkusno-pages-b1', 'b2')).toBe(true);
    expect(isOutdatedCache('vkusno-api-b1', 'b2')).toBe(true);
    expect(isOutdatedCache('vkusno-pages-b2', 'b2')).toBe(false);
    expect(isOutdatedCache('vkusno-images', 'b2')).toBe(false);
    expect(isOutdatedCache('vkusno-precache-v2-https://example.ru/', 'b2')).toBe(false);
  });

  it('bounds every cache in entries and age', () => {
    for (const [kind, limit] of Object.entries(CACHE_LIMITS)) {
      expect(limit.maxEntries, kind).toBeGreaterThan(0);
      expect(limit.maxAgeSeconds, kind).toBeGreaterThan(0);
    }
  });
});

describe('a page shown from the saved copy', () => {
  const html =
    '<!doctype html><html lang="ru"><head><meta name="build-id" content="abc-123"></head></html>';

  it('reads the build a page belongs to', () => {
    expect(pageBuildId(html)).toBe('abc-123');
    expect(pageBuildId('<html></html>')).toBeUndefined();
  });

  it('marks the document with the time it was saved, once', () => {
    const marked = markSavedPage(html, '2026-11-23T11:05:00.000Z');
    expect(marked).toContain('<html data-saved-at="2026-11-23T11:05:00.000Z" lang="ru">');
    expect(marked.match(/data-saved-at/g)).toHaveLength(1);
    expect(markSavedPage(html, '"><script>')).toContain('data-saved-at="script"');
  });

  it('says when, in Russian, with the year only when it is not this one', () => {
    const saved = new Date('2026-11-23T11:05:00Z');
    expect(savedAtText(saved, new Date('2026-11-24T08:00:00Z'), 'Europe/Moscow')).toBe(
      '23 ноября в 14:05',
    );
    expect(savedAtText(saved, new Date('2027-01-02T08:00:00Z'), 'Europe/Moscow')).toBe(
      '23 ноября 2026\u00a0г. в 14:05',
    );
    expect(savedAtText(saved, saved, 'Asia/Novosibirsk')).toBe('23 ноября в 18:05');
  });
});
