/**
 * The header city button's tiny script (no React): shows the chosen city's name from the `city`
 * cookie, opens the city picker on first interaction (loading its island then), and runs the
 * start-up prompt «Ваш город — …?» when the city is not confirmed yet (SPEC §4), in its turn among
 * the page's notices.
 */
import { COOKIE, readCookie } from '~/lib/cookies';
import { notices } from '~/lib/notices';
import { decodeCityNames } from '~/lib/restaurants/city-names';
import { whenIdle } from '~/lib/start-up';
import type * as OpenPicker from './open-picker';
import { askCity, cityAskedThisVisit } from './prompt';

class CityButton extends HTMLElement {
  connectedCallback(): void {
    const names = decodeCityNames(this.dataset['cities']);
    const link = this.querySelector<HTMLAnchorElement>('[data-city-button]');
    const label = this.querySelector<HTMLElement>('[data-city-name]');
    const code = readCookie(COOKIE.city);
    const name = code ? names[code] : undefined;
    if (label && name) label.textContent = name;
    if (!link) return;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    // The picker's opener is a chunk of its own, fetched with the first pointer on the button (a
    // tap's pointerdown comes ~100 ms before its click): every page's shell stays within its
    // budget, and the tap's frame still shows at once.
    const opener = (): Promise<typeof OpenPicker> => import('./open-picker');
    link.addEventListener('pointerdown', () => void opener().catch(() => undefined), {
      once: true,
    });
    const open = (event: Event): void => {
      event.preventDefault();
      opener().then(
        (picker) => picker.openCityPickerOr(link.href, names),
        () => location.assign(link.href),
      );
    };
    link.addEventListener('click', open);
    link.addEventListener('keydown', (event) => {
      if (event.key === ' ') open(event);
    });
    if (readCookie(COOKIE.confirmedCity) !== undefined) {
      notices.done('city');
      return;
    }
    // The question waits for its turn: after the cookie consent (src/lib/notices.ts). Whether it
    // was asked this visit is read then: sessionStorage's first read is a synchronous call to the
    // browser, 6 ms on this 2-core machine while the page loads, in the shell's start-up task.
    void notices.turnOf('city').then(() => {
      const run = (): void => {
        if (cityAskedThisVisit()) {
          notices.done('city');
          return;
        }
        void askCity(this).finally(() => notices.done('city'));
      };
      whenIdle(run, 2000, 300);
    });
  }
}

/** Defines `<city-button>`: the header's buttons upgrade and start then. */
export function startCityButton(): void {
  if (!customElements.get('city-button')) customElements.define('city-button', CityButton);
}
