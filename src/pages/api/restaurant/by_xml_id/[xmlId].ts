import { catalogIndex } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';
import { restaurantDetails } from '~/server/restaurants';

export const prerender = false;

/** A restaurant by its external id (8 hex digits). */
export const ALL = methods({
  GET: ({ params }) => {
    const xmlId = params['xmlId'] ?? '';
    const restaurant = /^[0-9a-f]{8}$/.test(xmlId)
      ? catalogIndex().restaurantByXmlId.get(xmlId)
      : undefined;
    if (!restaurant) throw notFound('Такого ресторана нет.');
    // isTempClosed follows the clock (a closure begins and ends at local midnight).
    return json(restaurantDetails(restaurant), 'short');
  },
});
