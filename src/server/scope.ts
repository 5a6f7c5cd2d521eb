/** The city or restaurant named in a path (`city/{cityId}` or `restaurant/{storeId}`). */
import { catalogIndex } from './catalog';
import { notFound } from './http';
import type { Scope } from './menu';
import { parseId } from './params';

/** Resolve `city|restaurant` + id (a restaurant also by its 8-hex xmlId), or answer 404. */
export function resolveScope(kind: string | undefined, id: string | undefined): Scope {
  const index = catalogIndex();
  const numeric = parseId(id);
  if (kind === 'city') {
    const city = numeric === null ? undefined : index.cityById.get(numeric);
    if (!city) throw notFound('Такого города нет.');
    return { city };
  }
  if (kind === 'restaurant') {
    const restaurant =
      numeric !== null
        ? index.restaurantById.get(numeric)
        : id && /^[0-9a-f]{8}$/.test(id)
          ? index.restaurantByXmlId.get(id)
          : undefined;
    const city = restaurant && index.cityById.get(restaurant.cityId);
    if (!restaurant || !city) throw notFound('Такого ресторана нет.');
    return { city, restaurant };
  }
  throw notFound('Такого адреса в API нет.');
}
