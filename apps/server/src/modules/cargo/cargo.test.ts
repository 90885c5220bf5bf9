import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoToPay, newCargo } from '../../test/cargo-fixtures.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';

describe('cargo: the customer side', () => {
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
      placesCount: 'Количество мест должно быть целым числом больше 0',
    });
  });

  it('shows one cargo with its price breakdown once weighed', async () => {
    const client = await signUpClient(t.app);
    const id = await cargoToPay(t.app, client.token, staff);
    const one = await call(t.app, 'GET', `/api/cargo/${id}`, client.token);
    expect(one.statusCode).toBe(200);
    // 120 kg in 0.5 m³ (100 kg volumetric): the actual weight is charged, 120 × 350 = 42 000 ₽.
    expect(one.json()).toMatchObject({
      id,
      statusId: 33,
      status: { title: 'Ожидает оплаты' },
      weightKg: 120,
      volumeM3: 0.5,
      price: 42000,
      priceBreakdown: {
        actualWeightKg: 120,
        volumetricWeightKg: 100,
        chargeableWeightKg: 120,
        volumetricApplied: false,
        ratePerKg: 350,
        kgPerCubicMetre: 200,
        minimumCharge: 5000,
        minimumApplied: false,
        total: 42000,
      },
      outgoingDeclaration: null,
      paidAt: null,
    });
  });

  it('cancels a request with «Карго {id} отменена»; a received cargo can no longer be cancelled', async () => {
    const client = await signUpClient(t.app);
    const id = await newCargo(t.app, client.token);
    const canceled = await call(t.app, 'DELETE', `/api/cargo/${id}`, client.token);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ message: `Карго ${id} отменена`, cargo: { statusId: 100 } });
    expect((await call(t.app, 'GET', `/api/cargo/${id}`, client.token)).json().status.title).toBe('Отменена');

    const received = await newCargo(t.app, client.token);
    await call(t.app, 'PUT', `/api/staff/cargo/${received}/receive`, staff);
    const refused = await call(t.app, 'DELETE', `/api/cargo/${received}`, client.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Отменить можно только заявку, которую склад ещё не принял');
    expect((await call(t.app, 'GET', `/api/cargo/${received}`, client.token)).json().statusId).toBe(20);
  });

  it('another customer gets 404 on every cargo call with a foreign id, and nothing changes', async () => {
    const owner = await signUpClient(t.app);
    const stranger = await signUpClient(t.app);
    const request = await newCargo(t.app, owner.token);
    const toPay = await cargoToPay(t.app, owner.token, staff);
    const answers = await Promise.all([
      call(t.app, 'GET', `/api/cargo/${request}`, stranger.token),
      call(t.app, 'DELETE', `/api/cargo/${request}`, stranger.token),
      call(t.app, 'PUT', `/api/cargo/pay/${toPay}`, stranger.token),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Карго не найдена');
    }
    expect((await call(t.app, 'GET', `/api/cargo/${request}`, owner.token)).json().statusId).toBe(10);
    expect((await call(t.app, 'GET', `/api/cargo/${toPay}`, owner.token)).json().statusId).toBe(33);
    expect((await call(t.app, 'GET', '/api/cargo/999999', owner.token)).statusCode).toBe(404);
  });
});
