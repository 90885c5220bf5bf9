import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';

describe('cargo', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it('creates with «Карго {id} успешно создана», lists as { content, totalElements, offset }, only its own', async () => {
    const client = await signUpClient(t.app);
    const other = await signUpClient(t.app);
    const created = await call(t.app, 'POST', '/api/cargo', client.token, { name: 'Станки', placesCount: 3 });
    expect(created.statusCode).toBe(201);
    const { id, message } = created.json();
    expect(message).toBe(`Карго ${id} успешно создана`);
    await call(t.app, 'POST', '/api/cargo', other.token, { name: 'Чужое', placesCount: 1 });
    const list = (await call(t.app, 'GET', '/api/cargo?page=1&offset=10', client.token)).json();
    expect(list).toMatchObject({ totalElements: 1, offset: 10 });
    expect(list.content[0]).toMatchObject({ id, name: 'Станки', statusId: 10, status: { title: 'Заявка' } });
    const bad = await call(t.app, 'POST', '/api/cargo', client.token, { name: '', placesCount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Введите название карго',
      placesCount: 'Укажите количество мест',
    });
  });

  it('the warehouse receives, weighs and prices a cargo; steps out of order are refused', async () => {
    const client = await signUpClient(t.app);
    const id = (
      await call(t.app, 'POST', '/api/cargo', client.token, { name: 'Ткани', placesCount: 5 })
    ).json().id;
    const early = await call(t.app, 'PUT', `/api/staff/cargo/${id}/weigh`, staff, {
      weightKg: 100,
      volumeM3: 1,
    });
    expect(early.statusCode).toBe(409);
    expect((await call(t.app, 'PUT', `/api/staff/cargo/${id}/receive`, staff)).json().statusId).toBe(20);
    // Volume beats weight: 1.5 m³ × 200 kg = 300 kg × 350 ₽ = 105 000 ₽.
    const weighed = await call(t.app, 'PUT', `/api/staff/cargo/${id}/weigh`, staff, {
      weightKg: 120.5,
      volumeM3: 1.5,
    });
    expect(weighed.json()).toMatchObject({ statusId: 33, price: 105000, weightKg: 120.5 });
    // The minimum charge: 2 kg × 350 = 700 < 5 000 ₽.
    const small = (
      await call(t.app, 'POST', '/api/cargo', client.token, { name: 'Мелочь', placesCount: 1 })
    ).json().id;
    await call(t.app, 'PUT', `/api/staff/cargo/${small}/receive`, staff);
    const minimum = await call(t.app, 'PUT', `/api/staff/cargo/${small}/weigh`, staff, {
      weightKg: 2,
      volumeM3: 0.001,
    });
    expect(minimum.json().price).toBe(5000);
    expect((await call(t.app, 'PUT', `/api/staff/cargo/${id}/receive`, staff)).statusCode).toBe(409);
    expect((await call(t.app, 'PUT', `/api/staff/cargo/${id}/receive`, client.token)).statusCode).toBe(404);
  });
});
