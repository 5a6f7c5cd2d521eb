/**
 * «Определить автоматически» of the city picker (SPEC §4): the visitor's position, then the city
 * near it. Apart from src/stores/city.ts, which every page's shell carries: only the picker
 * imports this (0.3 KB gzip), and the geolocation helpers load when the button is pressed.
 */
import { ApiError } from '~/lib/errors';
import { cityCall, type CityRef } from './city';

/** The outcome of «Определить автоматически». */
export type DetectResult =
  { readonly ok: true; readonly city: CityRef } | { readonly ok: false; readonly message: string };

/** Find the city near the visitor's position; failures say why, in Russian. */
export async function detectCity(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<DetectResult> {
  const { currentPosition, failureFrom, geolocationMessage } =
    await import('~/lib/restaurants/geolocation');
  let position;
  try {
    position = await currentPosition(geolocation);
  } catch (error) {
    return {
      ok: false,
      message: geolocationMessage(failureFrom(error), 'Выбери город из списка.'),
    };
  }
  try {
    const city = await cityCall('/api/city/near', {
      query: { lat: position.lat, long: position.long },
    });
    return { ok: true, city };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return {
        ok: false,
        message: 'Рядом с тобой пока нет наших ресторанов. Выбери город из списка.',
      };
    }
    return { ok: false, message: 'Не получилось определить город. Выбери его из списка.' };
  }
}
