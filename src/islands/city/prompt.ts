/**
 * The start-up prompt (SPEC §4): the city is not confirmed, so take the one the API gives (cookie,
 * CDN geo or Moscow) and ask «Ваш город — …?». «Да» confirms it, «Выбрать другой» opens the picker.
 * A failed call goes to the shared page-error handler (SPEC §8: 5xx → /maintenance_mode); without
 * an answer at all (offline) the header stays as it is and the visitor can still pick a city.
 */
import { handlePageError } from '~/lib/errors';
import { chooseCity, loadCurrentCity } from '~/stores/city';

/** Show the prompt inside the city button host. */
export async function askCity(host: HTMLElement, names: Record<string, string>): Promise<void> {
  const prompt = host.querySelector<HTMLElement>('[data-city-prompt]');
  if (!prompt) return;
  let city;
  try {
    city = await loadCurrentCity();
  } catch (error) {
    handlePageError(error);
    return;
  }
  const label = host.querySelector<HTMLElement>('[data-city-name]');
  if (label) label.textContent = city.name;
  const promptName = prompt.querySelector<HTMLElement>('[data-city-prompt-name]');
  if (promptName) promptName.textContent = city.name;
  prompt.hidden = false;
  const close = (): void => {
    prompt.hidden = true;
  };
  prompt.querySelector('[data-city-yes]')?.addEventListener('click', () => {
    close();
    void chooseCity(city.code).catch(() => undefined);
  });
  prompt.querySelector('[data-city-other]')?.addEventListener('click', () => {
    close();
    void import('./mount').then(({ openCityPicker }) => openCityPicker(names));
  });
  prompt.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
}
