import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';

describe('addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const courier = {
    name: 'Дом',
    countryCode: 643,
    lastMileOperatorId: 3,
    lastMileDeliveryMethodId: 1,
    city: 'Москва',
    cityCode: 44,
    address: 'ул. Тверская, д. 12, кв. 5',
    postalCode: '125009',
  };

  it('adds a courier address as typed', async () => {
    const client = await signUpClient(t.app);
    const created = await call(t.app, 'POST', '/api/client-address/cl', client.token, courier);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Дом',
      city: 'Москва',
      address: 'ул. Тверская, д. 12, кв. 5',
      postalCode: '125009',
      country: { code: 643, name: 'Россия' },
      lastMileOperator: { id: 3, name: 'СДЭК' },
      lastMileDeliveryMethod: { id: 1, name: 'Курьер' },
      status: 'ACTIVE',
      isDobropozin: false,
    });
    expect(created.json().create_date).toEqual(expect.any(String));
  });

  it('adds a CDEK pickup point address from the point chosen in a city', async () => {
    const client = await signUpClient(t.app);
    const cities = await call(
      t.app,
      'GET',
      '/api/cdek/location/cities/?country_codes=RU&city=Каз',
      client.token,
    );
    const kazan = cities.json().data[0];
    expect(kazan).toMatchObject({ city: 'Казань', countryCode: 643 });
    const points = await call(t.app, 'GET', `/api/cdek/deliverypoints?city_code=${kazan.code}`, client.token);
    const point = points.json().data[0];
    const created = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 2,
      pvzCode: point.code,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      city: 'Казань',
      address: point.address,
      postalCode: point.postalCode,
      pvzCode: point.code,
      pvzName: point.name,
      lastMileDeliveryMethod: { id: 2, name: 'Пункт выдачи' },
    });
  });

  it('refuses a pickup point of another operator or country, and bad courier data', async () => {
    const client = await signUpClient(t.app);
    const points = await call(t.app, 'GET', '/api/pvz/data?city_code=44', client.token);
    const ownPoint = points.json().data[0];
    expect(ownPoint.operatorId).toBe(4);
    const wrongOperator = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 2,
      pvzCode: ownPoint.code,
    });
    expect(wrongOperator.statusCode).toBe(400);
    expect(wrongOperator.json().errors).toEqual({ pvzCode: 'Выберите пункт выдачи' });
    const wrongCountry = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      countryCode: 112,
      lastMileOperatorId: 4,
      lastMileDeliveryMethodId: 2,
      pvzCode: ownPoint.code,
    });
    expect(wrongCountry.statusCode).toBe(400);
    const badCourier = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      ...courier,
      postalCode: '1250',
    });
    expect(badCourier.json().errors).toEqual({ postalCode: 'Индекс должен состоять из 6 цифр' });
    expect((await call(t.app, 'GET', '/api/client/my-addresses', client.token)).json().totalElements).toBe(0);
  });

  it('archives and restores, 4 archived per page, and filters by country', async () => {
    const client = await signUpClient(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await call(t.app, 'POST', '/api/client-address/cl', client.token, courier)).json().id);
    }
    for (const id of ids.slice(0, 5)) {
      expect((await call(t.app, 'DELETE', `/api/client-address/cl/${id}`, client.token)).json().status).toBe(
        'ARCHIVED',
      );
    }
    const archive = await call(t.app, 'GET', '/api/client-address/archive?page=1', client.token);
    expect(archive.json()).toMatchObject({ totalElements: 5, totalPages: 2 });
    expect(archive.json().data).toHaveLength(4);
    expect(
      (await call(t.app, 'PUT', `/api/client-address/cl/${ids[0]}`, client.token, courier)).statusCode,
    ).toBe(409);
    const restored = await call(t.app, 'PUT', `/api/client-address/cl/${ids[0]}/activate`, client.token);
    expect(restored.json().status).toBe('ACTIVE');
    const active = await call(
      t.app,
      'GET',
      '/api/client/my-addresses?offset=100&countryId=643',
      client.token,
    );
    expect(active.json().totalElements).toBe(1);
    expect(
      (await call(t.app, 'GET', '/api/client/my-addresses?countryId=112', client.token)).json().totalElements,
    ).toBe(0);
    expect(
      (await call(t.app, 'GET', '/api/client-address?offset=100', client.token)).json().totalElements,
    ).toBe(1);
    // Country codes are kept in a smallint column: a larger filter is refused, not sent to the database.
    for (const list of ['/api/client/my-addresses', '/api/client-address', '/api/client-address/archive']) {
      const response = await call(t.app, 'GET', `${list}?countryId=32768`, client.token);
      expect(response.statusCode, list).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps partner-network addresses out of the active list', async () => {
    const client = await signUpClient(t.app);
    const partner = await call(t.app, 'GET', '/api/pvz/data?deliveryTransportId=114', client.token);
    const point = partner.json().data[0];
    expect(point).toMatchObject({ operatorId: 2, city: 'Добропост' });
    const created = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      countryCode: 643,
      lastMileOperatorId: 2,
      lastMileDeliveryMethodId: 2,
      pvzCode: point.code,
    });
    expect(created.json().isDobropozin).toBe(true);
    expect((await call(t.app, 'GET', '/api/client/my-addresses', client.token)).json().totalElements).toBe(0);
    expect(
      (await call(t.app, 'GET', `/api/client-address/${created.json().id}`, client.token)).statusCode,
    ).toBe(200);
  });

  it('updates an address', async () => {
    const client = await signUpClient(t.app);
    const id = (await call(t.app, 'POST', '/api/client-address/cl', client.token, courier)).json().id;
    const updated = await call(t.app, 'PUT', `/api/client-address/cl/${id}`, client.token, {
      ...courier,
      name: 'Работа',
      address: 'ул. Арбат, д. 1',
    });
    expect(updated.json()).toMatchObject({ name: 'Работа', address: 'ул. Арбат, д. 1' });
  });

  it('refuses a courier address without a house number, and over-long text', async () => {
    const client = await signUpClient(t.app);
    const street = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      ...courier,
      city: 'Санкт-Петербург',
      address: 'Невский пр-т, ',
      postalCode: '190062',
    });
    expect(street.statusCode).toBe(400);
    expect(street.json().errors).toEqual({ address: 'Укажите номер дома' });
    const long = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      ...courier,
      name: 'Д'.repeat(61),
      city: 'Г'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ name: 'Не более 60 символов', city: 'Не более 100 символов' });
    expect((await call(t.app, 'GET', '/api/client/my-addresses', client.token)).json().totalElements).toBe(0);
    const house = await call(t.app, 'POST', '/api/client-address/cl', client.token, {
      ...courier,
      address: 'Невский пр-т,, 28',
    });
    expect(house.json().address).toBe('Невский пр-т, 28');
  });
});
