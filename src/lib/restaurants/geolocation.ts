/** The visitor's position from the browser, with failures said in Russian (SPEC §8: geolocation). */

/** A position in degrees. */
export interface LatLong {
  readonly lat: number;
  readonly long: number;
}

/** Why the position is unknown. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** What went wrong, in Russian; `fallback` says what to do instead. */
export function geolocationMessage(failure: GeolocationFailure, fallback: string): string {
  const reason = {
    unsupported: 'Браузер не умеет определять местоположение.',
    denied: 'Нет доступа к геопозиции: он запрещён в браузере.',
    unavailable: 'Не получилось определить, где ты находишься.',
    timeout: 'Определение местоположения заняло слишком много времени.',
  }[failure];
  return `${reason} ${fallback}`;
}

/** The failure kind of a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(code: number): GeolocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** Resolves with the position or rejects with a GeolocationFailure (SPEC §5: no coordinates). */
export function currentPosition(
  geolocation: Geolocation | undefined,
  timeout = 10_000,
): Promise<LatLong> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('unsupported' satisfies GeolocationFailure));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, long: position.coords.longitude }),
      (error) => reject(new Error(failureOf(error.code))),
      { enableHighAccuracy: false, timeout, maximumAge: 300_000 },
    );
  });
}

/** The failure kind carried by an error from currentPosition. */
export function failureFrom(error: unknown): GeolocationFailure {
  const message = error instanceof Error ? error.message : '';
  return (
    (['unsupported', 'denied', 'unavailable', 'timeout'] as const).find((f) => f === message) ??
    'unavailable'
  );
}
