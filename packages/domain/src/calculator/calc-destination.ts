/**
 * The public calculator's destination: a city of the reference providers (CDEK's directory) and optionally a
 * pickup point of that city. Prices do not depend on it (one rate per tariff and country); it answers, per
 * tariff, whether the tariff delivers there — by the address book's delivery rules (`tariffDeliversTo`).
 * Decision record: docs/decisions/030-delivery-calculator.md.
 */
import { z } from 'zod';
import { COURIER_OPERATORS, PICKUP_OPERATORS } from '../addresses/addresses.js';
import { COUNTRY, DELIVERY_COUNTRIES } from '../reference/countries.js';
import { type TariffRef, tariffDeliversTo } from '../addresses/delivery-rules.js';
import { idParam, pageQuery } from '../shared/fields.js';
import { pickupPointSchema, type CdekCity, type PickupPoint } from '../reference/reference-answers.js';
import { DELIVERY_METHOD, LAST_MILE_OPERATOR, LAST_MILE_OPERATOR_TITLE } from '../reference/reference.js';

export const CALC_DESTINATION_MESSAGES = {
  cityQuery: 'Введите хотя бы две буквы названия города',
  cityRequired: 'Выберите город из списка',
  cityUnknown: 'Такого города нет в справочнике — выберите город из списка',
  pointUnknown: 'Такого пункта выдачи нет в этом городе — выберите пункт из списка',
  delivers: 'Доставляет',
  notToPoint: 'Не доставляет в этот пункт выдачи',
  notToCity: 'Не доставляет в этот город',
  courier: 'курьером',
  pickup: 'в пункт выдачи',
} as const;

/** ISO codes of the delivery countries, as the cities directory is asked. */
export const CALC_COUNTRY_ISO2: Readonly<Record<number, string>> = {
  [COUNTRY.RUSSIA]: 'RU',
  [COUNTRY.BELARUS]: 'BY',
};

/** Whose pickup points the calculator lists in a city: every operator the address form offers, and the partner network. */
export const CALC_POINT_OPERATORS: readonly number[] = [
  ...PICKUP_OPERATORS,
  LAST_MILE_OPERATOR.PARTNER_NETWORK,
];

const countryParam = z.coerce
  .number({ error: 'Выберите страну доставки' })
  .refine((code) => DELIVERY_COUNTRIES.includes(code), 'Выберите страну доставки');

/** `GET /api/calc/cities`: cities of a delivery country whose name starts with the typed text. */
export const calcCitiesQuery = pageQuery(20).extend({
  country: countryParam,
  city: z
    .string()
    .trim()
    .min(2, CALC_DESTINATION_MESSAGES.cityQuery)
    .max(100, CALC_DESTINATION_MESSAGES.cityQuery),
});

/** `GET /api/calc/pickup-points`: the pickup points of a city (every operator's). */
export const calcPointsQuery = pageQuery(100).extend({ city_code: idParam });

/** The destination fields of `POST /api/calc` (all optional: no city, no answer on delivery). */
export const calcDestinationFields = {
  /** The city's code in the cities directory (`GET /api/calc/cities`). */
  cityCode: z
    .number({ error: CALC_DESTINATION_MESSAGES.cityRequired })
    .int(CALC_DESTINATION_MESSAGES.cityRequired)
    .positive(CALC_DESTINATION_MESSAGES.cityRequired)
    .max(2_147_483_647, CALC_DESTINATION_MESSAGES.cityRequired)
    .optional(),
  /** The city's name as the directory gives it (the lookup is by name). */
  city: z.string().trim().min(1).max(100, CALC_DESTINATION_MESSAGES.cityUnknown).optional(),
  /** A pickup point of that city (`GET /api/calc/pickup-points`). */
  pickupPointCode: z.string().trim().min(1).max(40, CALC_DESTINATION_MESSAGES.pointUnknown).optional(),
};

export const calcPointSchema = pickupPointSchema
  .pick({ code: true, name: true, operatorId: true, operatorName: true, address: true, workTime: true })
  .meta({ id: 'CalcPickupPoint' });

export const calcDestinationSchema = z
  .object({
    cityCode: z.number(),
    city: z.string(),
    region: z.string(),
    point: calcPointSchema.nullable(),
  })
  .meta({ id: 'CalcDestination' });
export type CalcDestination = z.infer<typeof calcDestinationSchema>;

/** Whether a tariff delivers to the destination, and how. */
export const calcReachSchema = z
  .object({
    delivers: z.boolean(),
    /** Operators bringing it to the door (their names). */
    courier: z.array(z.string()),
    /** Operators with pickup points there the tariff hands over to (the chosen point's alone when one is chosen). */
    pickup: z.array(z.string()),
    /** «Доставляет курьером (СДЭК, DPD) и в пункт выдачи (СДЭК)» or «Не доставляет в этот город». */
    text: z.string(),
  })
  .meta({ id: 'CalcReach' });
export type CalcReach = z.infer<typeof calcReachSchema>;

/** What the server found of the destination: the city, the chosen point, the operators with points in the city. */
export interface CalcDestinationContext {
  countryCode: number;
  city: CdekCity;
  point: PickupPoint | null;
  pointOperatorIds: readonly number[];
}

export function calcDestinationOf(destination: CalcDestinationContext): CalcDestination {
  const { point } = destination;
  return {
    cityCode: destination.city.code,
    city: destination.city.city,
    region: destination.city.region,
    point: point
      ? {
          code: point.code,
          name: point.name,
          operatorId: point.operatorId,
          operatorName: point.operatorName,
          address: point.address,
          workTime: point.workTime,
        }
      : null,
  };
}

const names = (ids: readonly number[]) => ids.map((id) => LAST_MILE_OPERATOR_TITLE[id] ?? String(id));
const M = CALC_DESTINATION_MESSAGES;

/** The tariff's reach: the address book's rules applied to a courier of each operator and to the city's points. */
export function tariffReach(tariff: TariffRef, destination: CalcDestinationContext): CalcReach {
  const lastMile = (operatorId: number, methodId: number, city: string) => ({
    city,
    countryCode: destination.countryCode,
    lastMileOperatorId: operatorId,
    lastMileDeliveryMethodId: methodId,
  });
  const { point } = destination;
  if (point) {
    const delivers = tariffDeliversTo(tariff, lastMile(point.operatorId, DELIVERY_METHOD.BRANCH, point.city));
    return {
      delivers,
      courier: [],
      pickup: delivers ? [point.operatorName] : [],
      text: delivers ? `${M.delivers} ${M.pickup} (${point.operatorName})` : M.notToPoint,
    };
  }
  const cityName = destination.city.city;
  const courier = COURIER_OPERATORS.filter((id) =>
    tariffDeliversTo(tariff, lastMile(id, DELIVERY_METHOD.COURIER, cityName)),
  );
  // Partner network points carry the network's name as their city: the rule reads it.
  const pickup = CALC_POINT_OPERATORS.filter(
    (id) =>
      destination.pointOperatorIds.includes(id) &&
      tariffDeliversTo(tariff, lastMile(id, DELIVERY_METHOD.BRANCH, cityName)),
  );
  const parts = [
    ...(courier.length ? [`${M.courier} (${names(courier).join(', ')})`] : []),
    ...(pickup.length ? [`${M.pickup} (${names(pickup).join(', ')})`] : []),
  ];
  return {
    delivers: parts.length > 0,
    courier: names(courier),
    pickup: names(pickup),
    text: parts.length ? `${M.delivers} ${parts.join(' и ')}` : M.notToCity,
  };
}
