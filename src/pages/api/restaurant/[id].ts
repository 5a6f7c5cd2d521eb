import { catalogIndex } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';
import { parseId } from '~/server/params';
import { restaurantDetails } from '~/server/restaurants';

export const prerender = false;

/** A restaurant by id, with its address and time zone. */
export const ALL = methods({
  GET: ({ params }) => {
    const id = parseId(params['id']);
    const restaurant = id === null ? undefined : catalogIndex().restaurantById.get(id);
    if (!restaurant) throw notFound('Такого ресторана нет.');
    // isTempClosed follows the clock (a closure begins and ends at local midnight).
    return json(restaurantDetails(restaurant), 'short');
  },
});
