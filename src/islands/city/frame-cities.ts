/**
 * The cities of the city picker's frame (./open-picker.ts), in the opener's chunk, which the
 * button's first pointer fetches: a few hundred bytes that every page's shell would otherwise carry
 * for a tap that may never come. The island's classes, the visitor's city marked as the island
 * marks it.
 */
import { COOKIE, readCookie } from '~/lib/cookies';

/** Show every header label as `name` (the island does the same once a choice is saved). */
export function showCityName(name: string): void {
  document.querySelectorAll('[data-city-name]').forEach((label) => {
    label.textContent = name;
  });
}

/**
 * Add every city of `names` to the frame's body as a button; a tap on one shows it in the header
 * at once and hands its code to `choose`.
 */
export function listCities(
  body: Element,
  names: Record<string, string>,
  choose: (code: string) => void,
): void {
  const current = readCookie(COOKIE.city);
  const list = document.createElement('ul');
  list.className = 'city-picker__list';
  list.setAttribute('aria-label', 'Города');
  for (const [code, name] of Object.entries(names)) {
    const city = document.createElement('button');
    city.type = 'button';
    city.className = 'city-picker__city';
    city.dataset['cityCode'] = code;
    if (code === current) city.setAttribute('aria-current', 'true');
    city.textContent = name;
    city.addEventListener('click', () => {
      showCityName(name);
      choose(code);
    });
    const item = document.createElement('li');
    item.append(city);
    list.append(item);
  }
  body.append(list);
}
