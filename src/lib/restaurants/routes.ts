/** «Маршрут» deep links to Yandex Maps, 2GIS and Google Maps, routed from wherever the visitor is. */

/** One route link. */
export interface RouteLink {
  readonly service: 'yandex' | '2gis' | 'google';
  readonly name: string;
  readonly href: string;
}

/** Route links to a point (latitude, longitude). */
export function routeLinks(lat: number, long: number): RouteLink[] {
  const ll = `${lat},${long}`;
  return [
    {
      service: 'yandex',
      name: 'Яндекс Карты',
      href: `https://yandex.ru/maps/?rtext=~${ll}&rtt=auto`,
    },
    {
      service: '2gis',
      name: '2ГИС',
      href: `https://2gis.ru/routeSearch/rsType/car/to/${long},${lat}`,
    },
    {
      service: 'google',
      name: 'Google Карты',
      href: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ll)}`,
    },
  ];
}
