import { and, count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, pickupPoints } from '../../db/schema/index.js';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { seedReferenceData } from './seed-reference.js';

describe('reference data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpClient(t.app)).token;
  });
  afterAll(() => t.close());

  it('seeds the 50 largest Russian and 10 largest Belarusian cities with points of every operator in each', async () => {
    const db = t.app.ctx.db;
    const [ru] = await db.select({ n: count() }).from(cities).where(eq(cities.countryCode, 643));
    const [by] = await db.select({ n: count() }).from(cities).where(eq(cities.countryCode, 112));
    expect(ru!.n).toBeGreaterThanOrEqual(50);
    expect(by!.n).toBeGreaterThanOrEqual(10);
    for (const operatorId of [3, 4, 6, 8]) {
      const [covered] = await db
        .select({ n: countDistinct(pickupPoints.cityCode) })
        .from(pickupPoints)
        .where(and(eq(pickupPoints.operatorId, operatorId)));
      expect(covered!.n, `operator ${operatorId}`).toBe(ru!.n + by!.n);
    }
    const points = await db.select().from(pickupPoints).where(eq(pickupPoints.cityCode, 9220));
    expect(points.filter((p) => p.operatorId === 3).length).toBeGreaterThanOrEqual(2);
    for (const point of points) expect(point.postalCode).toMatch(/^\d{6}$/);
  });

  it('does not reload or duplicate anything on a second start', async () => {
    const db = t.app.ctx.db;
    const [before] = await db.select({ n: count() }).from(pickupPoints);
    expect(await seedReferenceData(db)).toBe(false);
    const [after] = await db.select({ n: count() }).from(pickupPoints);
    expect(after!.n).toBe(before!.n);
  });

  it('answers countries, tariffs and services publicly', async () => {
    const zones = await call(t.app, 'GET', '/api/zones/available', null);
    const codes = zones.json().data.map((z: { code: number }) => z.code);
    expect(codes.slice(0, 2)).toEqual([643, 112]);
    expect(codes).toContain(804);
    const tariffs = await call(t.app, 'GET', '/api/delivery-transport?countryId=112&offset=100', null);
    expect(tariffs.json().data.map((d: { id: number; title: string }) => [d.id, d.title])).toEqual([
      [115, 'DP Беларусь'],
      [116, 'Авто Беларусь'],
    ]);
    const dangerous = await call(t.app, 'GET', '/api/delivery-transport?isDangerous=true', null);
    expect(dangerous.json().data.map((d: { id: number }) => d.id)).toEqual([112, 116]);
    const services = await call(t.app, 'GET', '/api/additional-service/e-object-type/GOODS', null);
    const byId = Object.fromEntries(
      services.json().data.map((s: { id: number; price: number }) => [s.id, s.price]),
    );
    expect(byId).toMatchObject({ 1: 100, 4: 0, 12: 149, 16: 0 });
    const parcel = await call(t.app, 'GET', '/api/additional-service/e-object-type/PARCEL', null);
    expect(parcel.json().data.map((s: { id: number }) => s.id)).toEqual([2, 3, 15]);
    expect((await call(t.app, 'GET', '/api/additional-service/e-object-type/BOAT', null)).statusCode).toBe(
      400,
    );
  });

  it('finds cities by prefix, in the order of their size, per country', async () => {
    const novo = await call(t.app, 'GET', '/api/cdek/location/cities/?country_codes=RU&city=ново', token);
    expect(novo.json().data.map((c: { city: string }) => c.city)).toEqual(['Новосибирск', 'Новокузнецк']);
    const both = await call(t.app, 'GET', '/api/cdek/location/cities?country_codes=RU,BY&city=б', token);
    expect(both.json().data.map((c: { city: string }) => c.city)).toEqual(
      expect.arrayContaining(['Барнаул', 'Брест', 'Бобруйск', 'Барановичи', 'Борисов', 'Брянск', 'Белгород']),
    );
    const belarus = await call(t.app, 'GET', '/api/cdek/location/cities?country_codes=BY', token);
    expect(belarus.json().data[0]).toMatchObject({ city: 'Минск', countryCode: 112 });
    expect((await call(t.app, 'GET', '/api/cdek/location/cities?country_codes=RU', null)).statusCode).toBe(
      401,
    );
  });

  it('limits pickup points of "DP Беларусь" to CDEK in Belarus', async () => {
    const points = await call(t.app, 'GET', '/api/pvz/data?deliveryTransportId=115', token);
    const data = points.json().data as Array<{ operatorId: number; countryCode: number }>;
    expect(data.length).toBeGreaterThan(10);
    expect(new Set(data.map((p) => `${p.operatorId}/${p.countryCode}`))).toEqual(new Set(['3/112']));
  });

  it('finds post offices by city, index or street', async () => {
    const byCity = await call(
      t.app,
      'GET',
      `/api/dadata/postalUnit?address=${encodeURIComponent('Тула')}`,
      token,
    );
    const offices = byCity.json().data;
    expect(offices.length).toBe(3);
    expect(offices[0]).toMatchObject({ operatorId: 6, city: 'Тула', type: 'POST_OFFICE' });
    const byIndex = await call(
      t.app,
      'GET',
      `/api/dadata/postalUnit?address=${offices[0].postalCode}`,
      token,
    );
    expect(byIndex.json().data[0].code).toBe(offices[0].code);
  });

  it('suggests addresses and issuing authorities', async () => {
    const moscow = await call(
      t.app,
      'GET',
      `/api/client-address/suggestion?address=${encodeURIComponent('Москва, Тверская')}`,
      token,
    );
    expect(moscow.json().data[0]).toMatchObject({
      value: 'г Москва, ул. Тверская',
      city: 'Москва',
      cityCode: 44,
    });
    expect(moscow.json().data[0].postalCode).toMatch(/^\d{6}$/);
    const ukr = await call(
      t.app,
      'GET',
      `/api/client-address/ukr/suggestion?address=${encodeURIComponent('Одес')}`,
      token,
    );
    expect(ukr.json().data[0].value).toBe('Одесская область, г Одесса');
    const orgs = await call(
      t.app,
      'GET',
      `/api/recipient-client-data/idoc-org/suggestion?idocOrg=${encodeURIComponent('москв')}`,
      token,
    );
    expect(orgs.json().data[0]).toEqual({ name: 'ГУ МВД России по г. Москве', code: '770-001' });
    const byCode = await call(
      t.app,
      'GET',
      '/api/recipient-client-data/idoc-org/suggestion?idocOrg=780',
      token,
    );
    expect(byCode.json().data[0].code).toBe('780-001');
  });

  it('lists Ukrainian regions, their cities and branches', async () => {
    const regions = await call(t.app, 'GET', '/api/recipient-client-data/ukr/regions/cl', token);
    expect(regions.json().data).toHaveLength(5);
    const citiesOf = await call(t.app, 'POST', '/api/recipient-client-data/ukr/cities/cl', token, {
      region: 'Одесская область',
    });
    expect(citiesOf.json().data.map((c: { name: string }) => c.name)).toEqual(['Одесса', 'Измаил']);
    const branches = await call(t.app, 'POST', '/api/recipient-client-data/ukr/city/branches/cl', token, {
      city: 'Одесса',
    });
    expect(branches.json().data).toHaveLength(3);
  });

  it('counts whole lists before paging them', async () => {
    const tariffs = await call(t.app, 'GET', '/api/delivery-transport?offset=1', null);
    const all = await call(t.app, 'GET', '/api/delivery-transport', null);
    const total = all.json().totalElements;
    expect(total).toBeGreaterThan(2);
    expect(tariffs.json()).toMatchObject({ totalElements: total, totalPages: total, page: 1 });
    expect(tariffs.json().data).toHaveLength(1);
    const second = await call(t.app, 'GET', '/api/delivery-transport?offset=1&page=2', null);
    expect(second.json().data[0].id).toBe(all.json().data[1].id);

    const cities = await call(t.app, 'GET', '/api/cdek/location/cities?country_codes=RU&offset=5', token);
    expect(cities.json().data).toHaveLength(5);
    expect(cities.json().totalElements).toBeGreaterThanOrEqual(50);
    expect(cities.json().totalPages).toBe(Math.ceil(cities.json().totalElements / 5));

    const points = await call(t.app, 'GET', '/api/pvz/data?offset=2', token);
    expect(points.json().data).toHaveLength(2);
    expect(points.json().totalElements).toBeGreaterThan(100);
    const zones = await call(t.app, 'GET', '/api/zones/available?offset=2&page=2', null);
    expect(zones.json()).toMatchObject({ page: 2, totalPages: Math.ceil(zones.json().totalElements / 2) });
    expect(
      (await call(t.app, 'GET', '/api/client-address/suggestion?address=Москва&offset=3', token)).json(),
    ).toMatchObject({ data: expect.any(Array), totalPages: expect.any(Number) });
  });

  it('refuses over-long lookup text with 400', async () => {
    const response = await call(
      t.app,
      'GET',
      `/api/client-address/suggestion?address=${'а'.repeat(201)}`,
      token,
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a country, tariff or operator id past the smallint it is kept in with 400, not 500', async () => {
    for (const url of [
      '/api/delivery-transport?countryId=32768',
      '/api/pvz/data?deliveryTransportId=32768',
      '/api/pvz/data?operatorId=2147483647',
    ]) {
      const response = await call(t.app, 'GET', url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Некорректный идентификатор',
      });
    }
    expect((await call(t.app, 'GET', '/api/delivery-transport?countryId=32767', null)).statusCode).toBe(200);
  });
});
