/** Public site configuration (SPEC §3 «Config») from environment variables, safe when unset. */
import type { SiteConfig } from '~/lib/api/types';

function env(name: string): string {
  const value = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

const flag = (name: string): boolean => /^(1|true|yes)$/i.test(env(name));

/** The config answer; reads the environment on each call (cheap, and picks up changes). */
export function siteConfig(): SiteConfig {
  return {
    dadataKey: env('DADATA_KEY'),
    yandexApiKey: env('YANDEX_API_KEY'),
    yandexSuggestApiKey: env('YANDEX_SUGGEST_API_KEY'),
    tagManagerId: env('TAG_MANAGER_ID'),
    yandexVerificationId: env('YANDEX_VERIFICATION_ID'),
    captchaPublicKey: env('CAPTCHA_PUBLIC_KEY'),
    isCaptchaDisabled: flag('CAPTCHA_DISABLED'),
    isCaptchaTest: flag('CAPTCHA_TEST'),
  };
}
