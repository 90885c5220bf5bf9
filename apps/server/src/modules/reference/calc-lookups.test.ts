import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';

const parcel = { countryCode: 643, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10, packageTypeId: 1 };

describe('the public calculator’s city and pickup point lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the cities of a delivery country by the start of their name, without an account', async () => {
    const found = await call(t.app, 'GET', '/api/calc/cities?country=643&city=%D0%9A%D0%B0%D0%B7', null);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((city: { city: string }) => city.city)).toContain('Казань');
    const belarus = (
      await call(t.app, 'GET', `/api/calc/cities?country=112&city=${encodeURIComponent('Ми')}`, null)
    ).json();
    expect(belarus.data.map((city: { code: number }) => city.code)).toEqual([9220]);
    // Moscow is Russian: not among the Belarusian cities.
    const none = (
      await call(t.app, 'GET', `/api/calc/cities?country=112&city=${encodeURIComponent('Мос')}`, null)
    ).json();
    expect(none.data).toEqual([]);
  });

  it('refuses a one-letter search and a country it does not deliver to, in Russian', async () => {
    const short = await call(
      t.app,
      'GET',
      `/api/calc/cities?country=643&city=${encodeURIComponent('М')}`,
      null,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.city).toBe('Введите хотя бы две буквы названия города');
    const ukraine = await call(
      t.app,
      'GET',
      `/api/calc/cities?country=804&city=${encodeURIComponent('Ки')}`,
      null,
    );
    expect(ukraine.statusCode).toBe(400);
    expect(ukraine.json().errors.country).toBe('Выберите страну доставки');
  });

  it('lists every operator’s pickup points of a city, with their addresses', async () => {
    const points = await call(t.app, 'GET', '/api/calc/pickup-points?city_code=44', null);
    expect(points.statusCode, points.body).toBe(200);
    const operators = new Set(points.json().data.map((point: { operatorId: number }) => point.operatorId));
    expect([...operators].sort()).toEqual([2, 3, 4, 6, 8]);
    for (const point of points.json().data) expect(point.address.length).toBeGreaterThan(0);
  });

  it('answers per tariff whether it delivers to the city, and refuses a made-up city or a point of another city', async () => {
    const minsk = await call(t.app, 'POST', '/api/calc', null, {
      ...parcel,
      countryCode: 112,
      cityCode: 9220,
      city: 'Минск',
    });
    expect(minsk.statusCode, minsk.body).toBe(200);
    const reach = Object.fromEntries(
      minsk.json().tariffs.map((t: { title: string; reach: { text: string } }) => [t.title, t.reach.text]),
    );
    expect(reach['DP Беларусь']).toBe('Доставляет в пункт выдачи (СДЭК)');
    const madeUp = await call(t.app, 'POST', '/api/calc', null, { ...parcel, cityCode: 9220, city: 'Минск' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().errors.cityCode).toBe('Такого города нет в справочнике — выберите город из списка');
    const elsewhere = await call(t.app, 'POST', '/api/calc', null, {
      ...parcel,
      cityCode: 44,
      city: 'Москва',
      pickupPointCode: 'CDEK-137-1',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.pickupPointCode).toBe(
      'Такого пункта выдачи нет в этом городе — выберите пункт из списка',
    );
    const pointAlone = await call(t.app, 'POST', '/api/calc', null, {
      ...parcel,
      pickupPointCode: 'CDEK-44-1',
    });
    expect(pointAlone.json().errors.cityCode).toBe('Выберите город из списка');
  });
});
