import { COOKIE, YEAR_SECONDS, serializeCookie } from '~/lib/cookies';
import { catalogIndex } from '~/server/catalog';
import { badRequest, json, methods, notFound, readJsonObject } from '~/server/http';
import { isHttps } from '~/server/origin';

export const prerender = false;

/** Choose the city by code: sets the `city` cookie for a year and answers the city. */
export const ALL = methods({
  PUT: async ({ request, url }) => {
    const { code } = await readJsonObject(request);
    if (typeof code !== 'string' || code === '') throw badRequest('Не указан код города.');
    if (!/^[a-z0-9-]{1,64}$/.test(code)) throw badRequest('Неверный код города.');
    const city = catalogIndex().cityByCode.get(code);
    if (!city) throw notFound('Такого города нет.');
    const cookie = serializeCookie(COOKIE.city, city.code, {
      maxAge: YEAR_SECONDS,
      secure: isHttps(request, url),
    });
    return json(city, 'private', { headers: { 'Set-Cookie': cookie } });
  },
});
