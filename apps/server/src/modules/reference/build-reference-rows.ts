import { COUNTRY, LAST_MILE_OPERATOR, LAST_MILE_OPERATOR_TITLE, PARTNER_NETWORK_NAME } from '@cargo/domain';
import type { pickupPoints, streets } from '../../db/schema/reference.js';
import { OWN_NETWORK_POINT_NAME } from './data/catalogue.js';
import { BELARUSIAN_CITIES, type CitySeed, RUSSIAN_CITIES } from './data/cities.js';
import { BELARUSIAN_AUTHORITIES, RUSSIAN_AUTHORITIES } from './data/issuing-authorities.js';
import { BELARUSIAN_STREETS, CITY_STREETS, RUSSIAN_STREETS } from './data/streets.js';

/** Deterministic pseudo-random numbers, so the generated points are the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PickupRow = typeof pickupPoints.$inferInsert;
type StreetRow = typeof streets.$inferInsert;

const WORK_TIME = {
  cdek: 'Пн–Вс 09:00–21:00',
  own: 'Пн–Пт 10:00–20:00, Сб–Вс 10:00–18:00',
  post: 'Пн–Пт 08:00–20:00, Сб 09:00–18:00',
  dpd: 'Пн–Пт 10:00–20:00, Сб 10:00–16:00',
};

function cityData(city: CitySeed, countryCode: number) {
  const next = random(city.code * 7919);
  const streetNames = [
    ...(CITY_STREETS[city.name] ?? []),
    ...(countryCode === COUNTRY.BELARUS ? BELARUSIAN_STREETS : RUSSIAN_STREETS),
  ].filter((name, index, all) => all.indexOf(name) === index);
  const prefix = city.postalCode.slice(0, 3);
  const postal = () => `${prefix}${String(Math.floor(next() * 1000)).padStart(3, '0')}`;
  const house = () => 1 + Math.floor(next() * 120);
  const pickStreet = () => streetNames[Math.floor(next() * streetNames.length)]!;

  const streetRows: StreetRow[] = streetNames.map((name, index) => ({
    id: city.code * 100 + index,
    cityCode: city.code,
    name,
    postalCode: postal(),
  }));

  const points: PickupRow[] = [];
  const add = (
    operatorId: number,
    code: string,
    name: string,
    workTime: string,
    type: string,
    postalCode: string,
  ) => {
    const street = pickStreet();
    points.push({
      code,
      operatorId,
      cityCode: city.code,
      countryCode,
      city: city.name,
      name: `${name}, ${street}`,
      address: `${street}, д. ${house()}`,
      postalCode,
      workTime,
      type,
    });
  };
  for (let n = 1; n <= 3; n += 1) {
    add(
      LAST_MILE_OPERATOR.CDEK,
      `CDEK-${city.code}-${n}`,
      LAST_MILE_OPERATOR_TITLE[LAST_MILE_OPERATOR.CDEK]!,
      WORK_TIME.cdek,
      n === 3 ? 'POSTAMAT' : 'PVZ',
      postal(),
    );
  }
  for (let n = 1; n <= 2; n += 1) {
    add(
      LAST_MILE_OPERATOR.OWN_PICKUP,
      `KE-${city.code}-${n}`,
      OWN_NETWORK_POINT_NAME,
      WORK_TIME.own,
      'PVZ',
      postal(),
    );
    add(LAST_MILE_OPERATOR.DPD, `DPD-${city.code}-${n}`, 'DPD Pickup', WORK_TIME.dpd, 'PVZ', postal());
  }
  const postName = countryCode === COUNTRY.BELARUS ? 'Белпочта, отделение' : 'Почта России, отделение';
  const offices = new Set<string>();
  while (offices.size < 3) offices.add(postal());
  for (const index of offices) {
    add(
      LAST_MILE_OPERATOR.POST,
      `POST-${index}`,
      `${postName} ${index}`,
      WORK_TIME.post,
      'POST_OFFICE',
      index,
    );
  }
  return { streetRows, points };
}

/** Partner network points: their "city" is the network's own name (spec section 5, Delivery). */
function partnerPoints(): PickupRow[] {
  const moscow = RUSSIAN_CITIES[0]!;
  return [
    ['ул. Люблинская, д. 42', '109390'],
    ['ул. Академика Янгеля, д. 6', '117534'],
    ['пр-т Вернадского, д. 86', '119571'],
  ].map(([address, postalCode], index) => ({
    code: `DP-${index + 1}`,
    operatorId: LAST_MILE_OPERATOR.PARTNER_NETWORK,
    cityCode: moscow.code,
    countryCode: COUNTRY.RUSSIA,
    city: PARTNER_NETWORK_NAME,
    name: `${PARTNER_NETWORK_NAME}, Москва, ${address!.split(',')[0]}`,
    address: `Москва, ${address}`,
    postalCode: postalCode!,
    workTime: WORK_TIME.own,
    type: 'PVZ',
  }));
}

export function buildReferenceRows() {
  const cityRows = [
    ...RUSSIAN_CITIES.map((c) => ({ ...c, countryCode: COUNTRY.RUSSIA as number })),
    ...BELARUSIAN_CITIES.map((c) => ({ ...c, countryCode: COUNTRY.BELARUS as number })),
  ];
  const points: PickupRow[] = [...partnerPoints()];
  const streetRows: StreetRow[] = [];
  for (const city of cityRows) {
    const data = cityData(city, city.countryCode);
    points.push(...data.points);
    streetRows.push(...data.streetRows);
  }
  const authorities = [
    ...RUSSIAN_AUTHORITIES.map(([name, code], i) => ({
      id: i + 1,
      countryCode: COUNTRY.RUSSIA as number,
      name,
      code,
    })),
    ...BELARUSIAN_AUTHORITIES.map(([name, code], i) => ({
      id: 1000 + i,
      countryCode: COUNTRY.BELARUS as number,
      name,
      code,
    })),
  ];
  return { cityRows, points, streetRows, authorities };
}
