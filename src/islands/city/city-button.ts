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
import { openCityPickerOr } from './open-picker';
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
    const open = (event: Event): void => {
      event.preventDefault();
      openCityPickerOr(link.href, names);
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
