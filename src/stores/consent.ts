/** Cookie consent (SPEC §4, §5): given when the agreement cookie exists; accepting sets it. */
import { atom } from 'nanostores';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '~/lib/consent';
import { readCookie, writeCookie } from '~/lib/cookies';

/** True once the visitor has agreed. */
export const $consent = atom<boolean>(false);

/** Read the cookie into the store. */
export function checkConsent(): boolean {
  const given = readCookie(CONSENT_COOKIE) !== undefined;
  $consent.set(given);
  return given;
}

/** Accept: the cookie lives one year (SameSite=Lax, path /). */
export function acceptConsent(): void {
  writeCookie(CONSENT_COOKIE, 'Y', { maxAge: CONSENT_MAX_AGE });
  $consent.set(true);
}
