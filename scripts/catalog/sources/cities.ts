/** Hand-written city facts: real centres, zones, area codes; radius shapes the generated boundary. */
export interface CitySource {
  code: string;
  name: string;
  nameLocative: string;
  region: string;
  lat: number;
  long: number;
  timezone: string;
  population: number;
  /** Telephone area code (3 or 4 digits); Moscow uses two. */
  areaCodes: readonly string[];
  /** Approximate radius of the built-up area, km. */
  radiusKm: number;
  /** Ratio of the long axis to the short one, 1 for a round city. */
  aspect?: number;
  /** Direction of the long axis, degrees counter-clockwise from east. */
  axisDeg?: number;
  /** Offset of the boundary centre from the city centre, km [east, north] (coastal cities). */
  shiftKm?: readonly [number, number];
  /** Restaurants to generate. */
  restaurants: number;
}

const MSK = 'Europe/Moscow';
const YEKT = 'Asia/Yekaterinburg';

export const cities: readonly CitySource[] = [
  { code: 'moscow', name: 'Москва', nameLocative: 'в Москве', region: 'Москва', lat: 55.7558, long: 37.6173, timezone: MSK, population: 13_150_000, areaCodes: ['495', '499'], radiusKm: 17, aspect: 1.15, axisDeg: 100, restaurants: 220 },
  { code: 'saint-petersburg', name: 'Санкт-Петербург', nameLocative: 'в Санкт-Петербурге', region: 'Санкт-Петербург', lat: 59.9386, long: 30.3141, timezone: MSK, population: 5_600_000, areaCodes: ['812'], radiusKm: 14, aspect: 1.3, axisDeg: 80, shiftKm: [3, 0], restaurants: 110 },
  { code: 'novosibirsk', name: 'Новосибирск', nameLocative: 'в Новосибирске', region: 'Новосибирская область', lat: 55.0302, long: 82.9204, timezone: 'Asia/Novosibirsk', population: 1_630_000, areaCodes: ['383'], radiusKm: 12, aspect: 1.3, axisDeg: 60, restaurants: 34 },
  { code: 'yekaterinburg', name: 'Екатеринбург', nameLocative: 'в Екатеринбурге', region: 'Свердловская область', lat: 56.8389, long: 60.6057, timezone: YEKT, population: 1_540_000, areaCodes: ['343'], radiusKm: 11, restaurants: 33 },
  { code: 'kazan', name: 'Казань', nameLocative: 'в Казани', region: 'Республика Татарстан', lat: 55.7887, long: 49.1221, timezone: MSK, population: 1_310_000, areaCodes: ['843'], radiusKm: 11, restaurants: 30 },
  { code: 'nizhny-novgorod', name: 'Нижний Новгород', nameLocative: 'в Нижнем Новгороде', region: 'Нижегородская область', lat: 56.3269, long: 44.0059, timezone: MSK, population: 1_210_000, areaCodes: ['831'], radiusKm: 11, restaurants: 28 },
  { code: 'chelyabinsk', name: 'Челябинск', nameLocative: 'в Челябинске', region: 'Челябинская область', lat: 55.1599, long: 61.4026, timezone: YEKT, population: 1_180_000, areaCodes: ['351'], radiusKm: 10, restaurants: 26 },
  { code: 'samara', name: 'Самара', nameLocative: 'в Самаре', region: 'Самарская область', lat: 53.1959, long: 50.1002, timezone: 'Europe/Samara', population: 1_160_000, areaCodes: ['846'], radiusKm: 10, aspect: 1.6, axisDeg: 50, restaurants: 26 },
  { code: 'ufa', name: 'Уфа', nameLocative: 'в Уфе', region: 'Республика Башкортостан', lat: 54.7351, long: 55.9587, timezone: YEKT, population: 1_160_000, areaCodes: ['347'], radiusKm: 11, aspect: 1.6, axisDeg: 60, restaurants: 25 },
  { code: 'rostov-on-don', name: 'Ростов-на-Дону', nameLocative: 'в Ростове-на-Дону', region: 'Ростовская область', lat: 47.2221, long: 39.7203, timezone: MSK, population: 1_140_000, areaCodes: ['863'], radiusKm: 10, restaurants: 26 },
  { code: 'krasnodar', name: 'Краснодар', nameLocative: 'в Краснодаре', region: 'Краснодарский край', lat: 45.0355, long: 38.9753, timezone: MSK, population: 1_100_000, areaCodes: ['861'], radiusKm: 10, restaurants: 27 },
  { code: 'omsk', name: 'Омск', nameLocative: 'в Омске', region: 'Омская область', lat: 54.9893, long: 73.3682, timezone: 'Asia/Omsk', population: 1_110_000, areaCodes: ['3812'], radiusKm: 11, restaurants: 22 },
  { code: 'voronezh', name: 'Воронеж', nameLocative: 'в Воронеже', region: 'Воронежская область', lat: 51.6608, long: 39.2003, timezone: MSK, population: 1_050_000, areaCodes: ['473'], radiusKm: 10, restaurants: 23 },
  { code: 'perm', name: 'Пермь', nameLocative: 'в Перми', region: 'Пермский край', lat: 58.0105, long: 56.2502, timezone: YEKT, population: 1_030_000, areaCodes: ['342'], radiusKm: 11, aspect: 1.5, axisDeg: 30, restaurants: 22 },
  { code: 'volgograd', name: 'Волгоград', nameLocative: 'в Волгограде', region: 'Волгоградская область', lat: 48.7071, long: 44.5169, timezone: 'Europe/Volgograd', population: 1_020_000, areaCodes: ['8442'], radiusKm: 12, aspect: 2.2, axisDeg: 50, restaurants: 21 },
  { code: 'krasnoyarsk', name: 'Красноярск', nameLocative: 'в Красноярске', region: 'Красноярский край', lat: 56.0153, long: 92.8932, timezone: 'Asia/Krasnoyarsk', population: 1_200_000, areaCodes: ['391'], radiusKm: 11, aspect: 1.4, axisDeg: 10, restaurants: 25 },
  { code: 'saratov', name: 'Саратов', nameLocative: 'в Саратове', region: 'Саратовская область', lat: 51.5331, long: 46.0342, timezone: 'Europe/Saratov', population: 890_000, areaCodes: ['8452'], radiusKm: 9, restaurants: 15 },
  { code: 'tyumen', name: 'Тюмень', nameLocative: 'в Тюмени', region: 'Тюменская область', lat: 57.1522, long: 65.5272, timezone: YEKT, population: 850_000, areaCodes: ['3452'], radiusKm: 9, restaurants: 15 },
  { code: 'tolyatti', name: 'Тольятти', nameLocative: 'в Тольятти', region: 'Самарская область', lat: 53.5078, long: 49.4204, timezone: 'Europe/Samara', population: 680_000, areaCodes: ['8482'], radiusKm: 8, aspect: 1.5, axisDeg: 0, restaurants: 12 },
  { code: 'izhevsk', name: 'Ижевск', nameLocative: 'в Ижевске', region: 'Удмуртская Республика', lat: 56.8526, long: 53.2045, timezone: 'Europe/Samara', population: 620_000, areaCodes: ['3412'], radiusKm: 8, restaurants: 12 },
  { code: 'barnaul', name: 'Барнаул', nameLocative: 'в Барнауле', region: 'Алтайский край', lat: 53.3481, long: 83.7798, timezone: 'Asia/Barnaul', population: 630_000, areaCodes: ['3852'], radiusKm: 8, restaurants: 12 },
  { code: 'ulyanovsk', name: 'Ульяновск', nameLocative: 'в Ульяновске', region: 'Ульяновская область', lat: 54.3142, long: 48.4031, timezone: 'Europe/Ulyanovsk', population: 610_000, areaCodes: ['8422'], radiusKm: 8, restaurants: 11 },
  { code: 'irkutsk', name: 'Иркутск', nameLocative: 'в Иркутске', region: 'Иркутская область', lat: 52.2896, long: 104.2806, timezone: 'Asia/Irkutsk', population: 610_000, areaCodes: ['3952'], radiusKm: 8, restaurants: 12 },
  { code: 'khabarovsk', name: 'Хабаровск', nameLocative: 'в Хабаровске', region: 'Хабаровский край', lat: 48.4802, long: 135.0719, timezone: 'Asia/Vladivostok', population: 610_000, areaCodes: ['4212'], radiusKm: 8, aspect: 1.5, axisDeg: 80, restaurants: 11 },
  { code: 'vladivostok', name: 'Владивосток', nameLocative: 'во Владивостоке', region: 'Приморский край', lat: 43.1155, long: 131.8855, timezone: 'Asia/Vladivostok', population: 600_000, areaCodes: ['423'], radiusKm: 6, shiftKm: [1, 2.5], restaurants: 11 },
  { code: 'yaroslavl', name: 'Ярославль', nameLocative: 'в Ярославле', region: 'Ярославская область', lat: 57.6261, long: 39.8845, timezone: MSK, population: 570_000, areaCodes: ['4852'], radiusKm: 7, restaurants: 11 },
  { code: 'makhachkala', name: 'Махачкала', nameLocative: 'в Махачкале', region: 'Республика Дагестан', lat: 42.9849, long: 47.5047, timezone: MSK, population: 620_000, areaCodes: ['8722'], radiusKm: 6, shiftKm: [-2, 0], restaurants: 9 },
  { code: 'tomsk', name: 'Томск', nameLocative: 'в Томске', region: 'Томская область', lat: 56.4847, long: 84.9482, timezone: 'Asia/Tomsk', population: 570_000, areaCodes: ['3822'], radiusKm: 7, restaurants: 10 },
  { code: 'orenburg', name: 'Оренбург', nameLocative: 'в Оренбурге', region: 'Оренбургская область', lat: 51.7682, long: 55.0969, timezone: YEKT, population: 550_000, areaCodes: ['3532'], radiusKm: 8, restaurants: 10 },
  { code: 'kemerovo', name: 'Кемерово', nameLocative: 'в Кемерове', region: 'Кемеровская область — Кузбасс', lat: 55.3547, long: 86.0873, timezone: 'Asia/Novokuznetsk', population: 550_000, areaCodes: ['3842'], radiusKm: 7, restaurants: 10 },
  { code: 'novokuznetsk', name: 'Новокузнецк', nameLocative: 'в Новокузнецке', region: 'Кемеровская область — Кузбасс', lat: 53.7596, long: 87.1216, timezone: 'Asia/Novokuznetsk', population: 540_000, areaCodes: ['3843'], radiusKm: 8, restaurants: 9 },
  { code: 'ryazan', name: 'Рязань', nameLocative: 'в Рязани', region: 'Рязанская область', lat: 54.6269, long: 39.6916, timezone: MSK, population: 520_000, areaCodes: ['4912'], radiusKm: 7, restaurants: 10 },
  { code: 'naberezhnye-chelny', name: 'Набережные Челны', nameLocative: 'в Набережных Челнах', region: 'Республика Татарстан', lat: 55.7436, long: 52.3958, timezone: MSK, population: 550_000, areaCodes: ['8552'], radiusKm: 7, restaurants: 10 },
  { code: 'astrakhan', name: 'Астрахань', nameLocative: 'в Астрахани', region: 'Астраханская область', lat: 46.3479, long: 48.0336, timezone: 'Europe/Astrakhan', population: 470_000, areaCodes: ['8512'], radiusKm: 7, restaurants: 9 },
  { code: 'penza', name: 'Пенза', nameLocative: 'в Пензе', region: 'Пензенская область', lat: 53.1959, long: 45.0183, timezone: MSK, population: 500_000, areaCodes: ['8412'], radiusKm: 7, restaurants: 9 },
  { code: 'kirov', name: 'Киров', nameLocative: 'в Кирове', region: 'Кировская область', lat: 58.6036, long: 49.6601, timezone: 'Europe/Kirov', population: 470_000, areaCodes: ['8332'], radiusKm: 7, restaurants: 8 },
  { code: 'lipetsk', name: 'Липецк', nameLocative: 'в Липецке', region: 'Липецкая область', lat: 52.6031, long: 39.5708, timezone: MSK, population: 500_000, areaCodes: ['4742'], radiusKm: 7, restaurants: 9 },
  { code: 'cheboksary', name: 'Чебоксары', nameLocative: 'в Чебоксарах', region: 'Чувашская Республика', lat: 56.1322, long: 47.2519, timezone: MSK, population: 490_000, areaCodes: ['8352'], radiusKm: 7, restaurants: 9 },
  { code: 'kaliningrad', name: 'Калининград', nameLocative: 'в Калининграде', region: 'Калининградская область', lat: 54.7104, long: 20.4522, timezone: 'Europe/Kaliningrad', population: 490_000, areaCodes: ['4012'], radiusKm: 7, restaurants: 10 },
  { code: 'tula', name: 'Тула', nameLocative: 'в Туле', region: 'Тульская область', lat: 54.1961, long: 37.6182, timezone: MSK, population: 470_000, areaCodes: ['4872'], radiusKm: 7, restaurants: 9 },
  { code: 'sochi', name: 'Сочи', nameLocative: 'в Сочи', region: 'Краснодарский край', lat: 43.5855, long: 39.7231, timezone: MSK, population: 450_000, areaCodes: ['862'], radiusKm: 5, aspect: 2.2, axisDeg: 135, shiftKm: [1.5, 1.5], restaurants: 12 },
  { code: 'stavropol', name: 'Ставрополь', nameLocative: 'в Ставрополе', region: 'Ставропольский край', lat: 45.0428, long: 41.9734, timezone: MSK, population: 450_000, areaCodes: ['8652'], radiusKm: 6, restaurants: 8 },
  { code: 'tver', name: 'Тверь', nameLocative: 'в Твери', region: 'Тверская область', lat: 56.8587, long: 35.9176, timezone: MSK, population: 410_000, areaCodes: ['4822'], radiusKm: 6, restaurants: 8 },
  { code: 'murmansk', name: 'Мурманск', nameLocative: 'в Мурманске', region: 'Мурманская область', lat: 68.9585, long: 33.0827, timezone: MSK, population: 270_000, areaCodes: ['8152'], radiusKm: 4, aspect: 2, axisDeg: 90, shiftKm: [1.2, 0], restaurants: 6 },
  { code: 'surgut', name: 'Сургут', nameLocative: 'в Сургуте', region: 'Ханты-Мансийский автономный округ — Югра', lat: 61.2541, long: 73.3964, timezone: YEKT, population: 400_000, areaCodes: ['3462'], radiusKm: 6, aspect: 1.5, axisDeg: 0, restaurants: 8 },
  { code: 'yakutsk', name: 'Якутск', nameLocative: 'в Якутске', region: 'Республика Саха (Якутия)', lat: 62.0355, long: 129.6755, timezone: 'Asia/Yakutsk', population: 360_000, areaCodes: ['4112'], radiusKm: 5, restaurants: 7 },
  { code: 'petropavlovsk-kamchatsky', name: 'Петропавловск-Камчатский', nameLocative: 'в Петропавловске-Камчатском', region: 'Камчатский край', lat: 53.0452, long: 158.6483, timezone: 'Asia/Kamchatka', population: 160_000, areaCodes: ['4152'], radiusKm: 4, shiftKm: [1, 1.2], restaurants: 6 },
];

/** Cities with a metro system. */
export const metroCityCodes: readonly string[] = [
  'moscow',
  'saint-petersburg',
  'novosibirsk',
  'yekaterinburg',
  'kazan',
  'nizhny-novgorod',
  'samara',
];
