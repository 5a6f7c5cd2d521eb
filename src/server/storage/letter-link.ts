/** Links clicked in a letter open in a browser: a storage fault answers a page, not JSON. */
import { ROUTES } from '~/paths';
import { StorageUnavailable } from '../http-error';
import { htmlAnswer } from './form-request';

/** Runs the link's action; a storage fault becomes a 503 page with Retry-After. */
export async function linkFromLetter(action: () => Promise<Response>): Promise<Response> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error;
    return htmlAnswer(
      503,
      'Сервис ненадолго недоступен',
      ['Открой ссылку из письма ещё раз через минуту: она по-прежнему действует.'],
      ROUTES.email,
      error.headers,
    );
  }
}
