import { describe, expect, it, vi } from 'vitest';
import smartlinks from '~/content/catalog/smartlinks.json';
import { SMART_LINK_KEYS, STORE_LINKS } from '~/lib/stores-links';
import { analyticsPlan, bindDashes, CONSENT_COOKIE, CONSENT_MAX_AGE } from '~/lib/consent';
import { deviceFlags } from '~/lib/device';
import { FLUID_FONT_DEBUG, FLUID_FONT_DEBUG_MAX_AGE, isFluidFontShortcut } from '~/lib/fluid-font';
import { fluidSize } from '~/lib/fluid-size';
import { SCROLL_HINT_STOP, watchScrollHint } from '~/lib/scroll-hint';

describe('consent and analytics', () => {
  it('uses the agreement cookie for one year', () => {
    expect(CONSENT_COOKIE).toBe('cookies-and-personal-data-agreement');
    expect(CONSENT_MAX_AGE).toBe(31_536_000);
  });

  it('loads nothing without consent or configuration, only what is configured', () => {
    const config = { tagManagerId: 'GTM-ABC1', yandexVerificationId: '' };
    expect(analyticsPlan(false, config)).toEqual({
      tagManagerId: null,
      yandexVerificationId: null,
    });
    expect(analyticsPlan(true, null)).toEqual({ tagManagerId: null, yandexVerificationId: null });
    expect(analyticsPlan(true, config)).toEqual({
      tagManagerId: 'GTM-ABC1',
      yandexVerificationId: null,
    });
    expect(analyticsPlan(true, { tagManagerId: '"><script>' }).tagManagerId).toBeNull();
  });
});

describe('agreement typography', () => {
  it('binds every em dash to the word before it', () => {
    expect(bindDashes('ООО «Вкусно – и точка — Сеть»')).toBe('ООО «Вкусно – и точка\u00a0— Сеть»');
  });
});

describe('fluid font debug mode', () => {
  it('uses its query parameter as the cookie name for one day', () => {
    expect(FLUID_FONT_DEBUG).toBe('debugVitFluidFontSize');
    expect(FLUID_FONT_DEBUG_MAX_AGE).toBe(86_400);
  });

  it('toggles on Ctrl+Alt+O only', () => {
    const key = { ctrlKey: true, altKey: true, key: 'o', code: 'KeyO' };
    expect(isFluidFontShortcut(key)).toBe(true);
    expect(isFluidFontShortcut({ ...key, key: 'щ' })).toBe(true);
    expect(isFluidFontShortcut({ ...key, altKey: false })).toBe(false);
    expect(isFluidFontShortcut({ ...key, key: 'p', code: 'KeyP' })).toBe(false);
  });

  it('resolves clamp() sizes at a width', () => {
    const xl = 'clamp(1.375rem, 1.22rem + 0.69vw, 1.875rem)';
    expect(fluidSize(xl, 320)).toBe(22);
    expect(fluidSize(xl, 1920)).toBe(30);
    expect(fluidSize(xl, 1000)).toBeCloseTo(19.52 + 6.9, 5);
    expect(fluidSize('1rem', 500)).toBe(16);
    expect(fluidSize('calc(1px)', 500)).toBeNull();
  });
});

describe('onboarding scroll hint', () => {
  it.each(['touchstart', 'click', 'scroll', 'pointerenter'])(
    'stops on the first %s, emits the stop event once and removes its listeners',
    (type) => {
      const target = new EventTarget();
      const onStop = vi.fn();
      const stopEvents = vi.fn();
      target.addEventListener(SCROLL_HINT_STOP, stopEvents);
      const remove = vi.spyOn(target, 'removeEventListener');
      watchScrollHint(target, onStop);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('click'));
      expect(onStop).toHaveBeenCalledOnce();
      expect(stopEvents).toHaveBeenCalledOnce();
      expect(stopEvents.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
      expect(remove).toHaveBeenCalledTimes(4);
    },
  );
});

describe('device flags', () => {
  it('tells phones from desktops', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(deviceFlags(iphone, 5)).toMatchObject({ isIos: true, isSafari: true, isMobile: true });
    expect(deviceFlags(desktop, 0)).toMatchObject({
      isChrome: true,
      isMobile: false,
      isTouch: false,
    });
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    expect(deviceFlags(ipad, 5)).toMatchObject({ isIos: true, isMac: false, isMobile: true });
  });
});

describe('one source for app links', () => {
  it('gives the store badges the same app addresses as the smart links', () => {
    expect(STORE_LINKS).toHaveLength(4);
    for (const link of STORE_LINKS)
      expect(link.href, link.store).toBe(
        smartlinks.app[SMART_LINK_KEYS[link.store] as keyof typeof smartlinks.app],
      );
    expect(new Set(STORE_LINKS.map((l) => l.href)).size).toBe(4);
  });
});
