/**
 * The start-up prompt (SPEC §4): the city is not confirmed, so take the one the API gives (cookie,
 * CDN geo or Moscow) and ask «Ваш город — …?». «Да» confirms it, «Выбрать другой» opens the picker.
 * A failed call goes to the shared page-error handler (SPEC §8: 5xx → /maintenance_mode); without
 * an answer at all (offline) the header stays as it is and the visitor can still pick a city.
 */
import { handlePageError } from '~/lib/errors';
import { chooseCity, loadCurrentCity } from '~/stores/city';

/** Session key: the question was answered or put away on this visit (it is not asked again). */
const ASKED = 'city-asked';

/** True when the visitor already answered or dismissed the question on this visit. */
export const cityAskedThisVisit = (): boolean => {
  try {
    return sessionStorage.getItem(ASKED) === '1';
  } catch {
    return false;
  }
};

/**
 * Show the prompt inside the city button host; resolves once it is answered or put away (or could
 * not be shown), so the next notice may take its turn.
 */
export async function askCity(host: HTMLElement): Promise<void> {
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
  await new Promise<void>((answered) => {
    const close = (): void => {
      prompt.hidden = true;
      try {
        sessionStorage.setItem(ASKED, '1');
      } catch {
        // private mode: it may be asked again on the next page
      }
      answered();
    };
    prompt.querySelector('[data-city-yes]')?.addEventListener('click', () => {
      close();
      void chooseCity(city.code).catch(() => undefined);
    });
    prompt.querySelector('[data-city-other]')?.addEventListener('click', () => {
      close();
      // The header's city button (beside the prompt) opens the picker, or its own page when the
      // picker cannot load: the same tap as on the button itself.
      host.querySelector<HTMLElement>('[data-city-button]')?.click();
    });
    prompt.querySelector('[data-city-close]')?.addEventListener('click', close);
    prompt.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
  });
}
