/** The spec's address rule (SPEC §3): region and city (only one if equal), street, house, block. */

/** The address parts of a restaurant. */
export interface AddressParts {
  readonly region: string;
  readonly city: string;
  readonly street: string;
  readonly house: string;
  readonly block: string | null;
}

/** «Свердловская область, Екатеринбург, ул. Ленина, 12, корп. 2»; «Москва, ул. Тверская, 1». */
export function formatAddress(parts: AddressParts): string {
  const place = parts.region === parts.city ? [parts.city] : [parts.region, parts.city];
  // Region names such as «Кемеровская область — Кузбасс»: a non-breaking space before the dash.
  return [...place, parts.street, parts.house, parts.block]
    .filter(Boolean)
    .join(', ')
    .replace(/ \u2014/g, '\u00a0\u2014');
}

/** The street part only, for lists inside one city: «ул. Ленина, 12, корп. 2». */
export function formatStreetAddress(parts: AddressParts): string {
  return [parts.street, parts.house, parts.block].filter(Boolean).join(', ');
}
