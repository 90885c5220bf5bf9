import { COUNTRY, LAST_MILE_OPERATOR, TARIFF } from '@cargo/domain';

export const COUNTRIES = [
  { code: COUNTRY.RUSSIA, name: 'Россия', iso2: 'RU', phonePrefix: '7', sortOrder: 1 },
  { code: COUNTRY.BELARUS, name: 'Беларусь', iso2: 'BY', phonePrefix: '375', sortOrder: 2 },
  { code: COUNTRY.KAZAKHSTAN, name: 'Казахстан', iso2: 'KZ', phonePrefix: '7', sortOrder: 3 },
  { code: 51, name: 'Армения', iso2: 'AM', phonePrefix: '374', sortOrder: 4 },
  { code: 417, name: 'Киргизия', iso2: 'KG', phonePrefix: '996', sortOrder: 5 },
  { code: 860, name: 'Узбекистан', iso2: 'UZ', phonePrefix: '998', sortOrder: 6 },
  { code: COUNTRY.UKRAINE, name: 'Украина', iso2: 'UA', phonePrefix: '380', sortOrder: 7 },
];

/** The name the own network's pickup points carry. */
export const OWN_NETWORK_POINT_NAME = 'Карго Экспресс';

export const OPERATORS = [
  { id: LAST_MILE_OPERATOR.PARTNER_NETWORK, name: 'Добропост' },
  { id: LAST_MILE_OPERATOR.CDEK, name: 'СДЭК' },
  { id: LAST_MILE_OPERATOR.OWN_PICKUP, name: 'Пункты выдачи Карго Экспресс' },
  { id: LAST_MILE_OPERATOR.POST, name: 'Почта' },
  { id: LAST_MILE_OPERATOR.DPD, name: 'DPD' },
];

const ALL = [LAST_MILE_OPERATOR.CDEK, LAST_MILE_OPERATOR.OWN_PICKUP, LAST_MILE_OPERATOR.POST, LAST_MILE_OPERATOR.DPD];

export const TARIFFS = [
  {
    id: 111,
    title: 'Авиа Стандарт',
    countryCode: COUNTRY.RUSSIA,
    description: 'Авиадоставка до России, затем СДЭК, DPD, Почта или наш пункт выдачи',
    isSpecial: false,
    allowsDangerous: false,
    lastMileOperatorIds: ALL,
    deliveryDays: '12–18 дней',
  },
  {
    id: 112,
    title: 'Авто Эконом',
    countryCode: COUNTRY.RUSSIA,
    description: 'Автодоставка, подходит для товаров с элементами питания и жидкостей',
    isSpecial: false,
    allowsDangerous: true,
    lastMileOperatorIds: ALL,
    deliveryDays: '25–35 дней',
  },
  {
    id: TARIFF.POIZON_EXPRESS,
    title: 'Poizon Экспресс',
    countryCode: COUNTRY.RUSSIA,
    description: 'Ускоренная доставка заказов Poizon',
    isSpecial: true,
    allowsDangerous: false,
    lastMileOperatorIds: [LAST_MILE_OPERATOR.CDEK, LAST_MILE_OPERATOR.OWN_PICKUP],
    deliveryDays: '10–14 дней',
  },
  {
    id: TARIFF.PARTNER_NETWORK,
    title: 'Добропост',
    countryCode: COUNTRY.RUSSIA,
    description: 'Доставка через партнёрскую сеть пунктов выдачи Добропост',
    isSpecial: true,
    allowsDangerous: false,
    lastMileOperatorIds: [LAST_MILE_OPERATOR.PARTNER_NETWORK],
    deliveryDays: '14–20 дней',
  },
  {
    id: TARIFF.DP_BELARUS,
    title: 'DP Беларусь',
    countryCode: COUNTRY.BELARUS,
    description: 'Доставка в Беларусь до пунктов выдачи СДЭК',
    isSpecial: true,
    allowsDangerous: false,
    lastMileOperatorIds: [LAST_MILE_OPERATOR.CDEK],
    deliveryDays: '14–20 дней',
  },
  {
    id: 116,
    title: 'Авто Беларусь',
    countryCode: COUNTRY.BELARUS,
    description: 'Автодоставка в Беларусь курьером или в пункт выдачи',
    isSpecial: false,
    allowsDangerous: true,
    lastMileOperatorIds: ALL,
    deliveryDays: '20–30 дней',
  },
];

/** Additional services with prices in roubles (spec section 3 and 9). */
export const SERVICES = [
  { id: 1, name: 'Детальный осмотр (с проверкой)', price: '100.00', per: 'item', objectTypes: ['GOODS', 'ORDER'], isRequired: false },
  { id: 2, name: 'Упаковка посылки', price: '150.00', per: 'parcel', objectTypes: ['PARCEL'], isRequired: false },
  { id: 3, name: 'Оформление документов', price: '0.00', per: 'parcel', objectTypes: ['PARCEL'], isRequired: false },
  { id: 4, name: 'Консолидация', price: '0.00', per: 'item', objectTypes: ['GOODS', 'ORDER'], isRequired: true },
  { id: 12, name: 'Фотоотчёт', price: '149.00', per: 'item', objectTypes: ['GOODS', 'ORDER'], isRequired: false },
  { id: 14, name: 'Снять оригинальную упаковку', price: '50.00', per: 'item', objectTypes: ['GOODS'], isRequired: false },
  { id: 15, name: 'Обрешётка', price: '299.00', per: 'item', objectTypes: ['PARCEL'], isRequired: false },
  { id: 16, name: 'Утилизация почтовой упаковки', price: '0.00', per: 'item', objectTypes: ['GOODS'], isRequired: false },
];
