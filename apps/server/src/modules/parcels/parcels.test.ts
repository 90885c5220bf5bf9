import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceParcel } from '@cargo/domain';
import {
  call,
  createTestApp,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
  uploadPng,
} from '../../test/helpers.js';

describe('parcels: order form, assembly, weighing, payment, shipping and tracking', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  let seq = 0;
  const track = () => `PT${Date.now().toString().slice(-9)}${(seq += 1)}`.slice(0, 15);

  /** A customer with a confirmed Russian recipient, a CDEK pickup point and `n` goods on the shelf. */
  async function customer(n = 2) {
    const client = await signUpClient(t.app);
    const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;
    const recipientId = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    await call(t.app, 'PUT', `/api/staff/recipients/${recipientId}/confirm`, staff);
    const addressId = (
      await call(t.app, 'POST', '/api/client-address/cl', client.token, {
        countryCode: 643,
        lastMileOperatorId: 3,
        lastMileDeliveryMethodId: 2,
        pvzCode: 'CDEK-44-1',
      })
    ).json().id;
    const tn = track();
    let goodsIds: number[] = [];
    if (n > 0) {
      const created = await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: tn,
        goods: Array.from({ length: n }, () => goodItem),
      });
      goodsIds = (created.json().data as Array<{ id: number }>).map((g) => g.id);
      await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    }
    return { client, userId, recipientId, addressId, goodsIds };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  const order = (c: Customer, extra: Record<string, unknown> = {}) => ({
    name: 'Кроссовки',
    recipientId: c.recipientId,
    deliveryTransportId: 111,
    deliveryAddressId: c.addressId,
    parcelPackageTypeId: 1,
    additionalServicesIds: [2, 3],
    goodsIds: c.goodsIds,
    ...extra,
  });
  const create = (c: Customer, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/parcel/cl', c.client.token, order(c, extra));
  const details = async (client: SignedUpClient, id: number) =>
    (await call(t.app, 'GET', `/api/parcel/parcelWithStatus?parcelId=${id}`, client.token)).json();
  const weighBody = async () => ({
    weightKg: 2.5,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    photo: await uploadPng(t.app, staff),
  });
  const topUp = (userId: number, amount: number) =>
    call(t.app, 'POST', `/api/staff/customers/${userId}/corrections`, staff, {
      currency: 'RUB',
      amount,
      reason: 'Тестовое зачисление',
    });
  const balance = async (client: SignedUpClient) => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
    return Number(
      (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
        (a) => a.currency.ccy === 'RUB',
      )!.balance,
    );
  };

  /** A parcel created, sent to assembly, assembled and weighed: awaiting payment (33). */
  async function weighedParcel(c: Customer) {
    const id = (await create(c)).json().id as number;
    expect(
      (await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token)).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'PUT', `/api/staff/parcels/${id}/assemble`, staff)).statusCode).toBe(200);
    const weighed = await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, await weighBody());
    expect(weighed.statusCode).toBe(200);
    return id;
  }

  it('creates a parcel with goods from the shelf and answers «Посылка {id} успешно создана»', async () => {
    const c = await customer();
    const response = await create(c);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe(`Посылка ${id} успешно создана`);
    const parcel = await details(c.client, id);
    expect(parcel).toMatchObject({ id, statusId: 10, goodsCount: 2, recipientDataId: c.recipientId });
    expect(parcel.goods.map((g: { id: number }) => g.id).sort()).toEqual([...c.goodsIds].sort());
    // Declared value: 2 goods × 2 × 89.50 CNY.
    expect(parcel.declaredValue).toEqual({ amount: 358, currency: 'CNY' });
    expect(parcel.customs).toMatchObject({ valueLimitEur: 200, weightLimitKg: 31, exceedsValue: false });
    expect(parcel.tasks).toEqual(expect.arrayContaining(['sendOnAssembly', 'delete', 'editData']));
  });

  it('refuses a good already in another parcel (409) and a stranger’s good (404)', async () => {
    const c = await customer(1);
    expect((await create(c)).statusCode).toBe(201);
    expect((await create(c)).statusCode).toBe(409);
    const other = await customer(1);
    expect((await create(c, { goodsIds: other.goodsIds })).statusCode).toBe(404);
  });

  it('walks the whole way 10 → 15 → 20 → 33 → 40 → 50 → … → 600 → 950 with tracking', async () => {
    const c = await customer();
    const id = await weighedParcel(c);
    const weighed = await details(c.client, id);
    const expected = priceParcel({
      deliveryTransportId: 111,
      countryCode: 643,
      weightKg: '2.5',
      dimensionsCm: { length: '30', width: '20', height: '10' },
      items: [{ additionalServicesIds: [4] }, { additionalServicesIds: [4] }],
      additionalServicesIds: [2, 3],
      packageTypeId: 1,
    });
    expect(weighed.statusId).toBe(33);
    expect(weighed.deliveryCost).toBe(Number(expected.total));
    expect(weighed.price).toMatchObject({
      chargeableWeightKg: 2.5,
      ratePerKg: 790,
      total: Number(expected.total),
    });
    expect(weighed.measures).toMatchObject({ weightKg: 2.5, lengthCm: 30 });
    expect(weighed.weighingPhotoUrl).toMatch(/^\/api\/images\//);
    // Shipping an unpaid parcel is refused.
    expect(
      (
        await call(t.app, 'PUT', `/api/staff/parcels/${id}/ship`, staff, {
          outgoingDeclaration: 'CN123456789RU',
        })
      ).statusCode,
    ).toBe(409);

    await topUp(c.userId, 10_000);
    const paid = await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ statusId: 40, amount: Number(expected.total) });
    expect(await balance(c.client)).toBeCloseTo(10_000 - Number(expected.total), 2);
    expect((await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).statusCode).toBe(409);

    const shipped = await call(t.app, 'PUT', `/api/staff/parcels/${id}/ship`, staff, {
      outgoingDeclaration: 'CN123456789RU',
      registry: 'R-2026-11-23',
    });
    expect(shipped.json()).toMatchObject({ statusId: 50, outgoingDeclaration: 'CN123456789RU' });
    for (const [action, status] of [
      ['flyOut', 200],
      ['arriveCustoms', 350],
      ['arriveMoscow', 400],
      ['passToDelivery', 500],
      ['deliver', 600],
    ] as const) {
      const moved = await call(t.app, 'PUT', '/api/staff/parcels/move', staff, {
        parcelIds: [id],
        action,
        place: 'Москва',
      });
      expect(moved.json().moved).toEqual([id]);
      expect((await details(c.client, id)).statusId).toBe(status);
    }
    const archived = await call(t.app, 'PUT', '/api/parcel/archive', c.client.token, { parcelIds: [id] });
    expect(archived.json()).toMatchObject({ message: 'Посылки успешно архивированы', moved: [id] });
    const done = await details(c.client, id);
    expect(done.statusId).toBe(950);
    const tracked = await call(t.app, 'GET', '/api/parcel/tracking?query=CN123456789RU', c.client.token);
    expect(tracked.json()).toMatchObject({ provider: 'builtin', query: 'CN123456789RU' });
    expect(tracked.json().events.at(-1)).toMatchObject({ statusId: 950 });
    const stranger = await signUpClient(t.app);
    expect(
      (await call(t.app, 'GET', '/api/parcel/tracking?query=CN123456789RU', stranger.token)).statusCode,
    ).toBe(404);
    expect(done.tracking.map((e: { statusId: number }) => e.statusId)).toEqual([
      10, 15, 20, 33, 40, 50, 200, 350, 400, 500, 600, 950,
    ]);
  });

  it('402 on too little money changes nothing', async () => {
    const c = await customer(1);
    const id = await weighedParcel(c);
    await topUp(c.userId, 10);
    const response = await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Недостаточно денег на балансе счета для покупок');
    expect((await details(c.client, id)).statusId).toBe(33);
    expect(await balance(c.client)).toBe(10);
  });

  it('lists by category with counters, awaiting payment first; stopped in customs counts as a problem', async () => {
    const c = await customer(1);
    const awaiting = await weighedParcel(c);
    const c2goods = await call(t.app, 'POST', '/api/parcel/virtual', c.client.token, { name: 'Потом' });
    expect(c2goods.statusCode).toBe(201);
    const list = await call(
      t.app,
      'GET',
      '/api/client/my-parcels?version=v2&statusCategoryIds=1,2,3,4,15&isAwaitingPaymentOnTop=true',
      c.client.token,
    );
    expect(list.json()).toMatchObject({ totalElements: 1, parcelsAwaitingPayment: 1, problemsRuCustoms: 0 });
    expect(list.json().data[0].id).toBe(awaiting);
    const virtual = await call(t.app, 'GET', '/api/client/my-parcels?statusCategoryIds=5', c.client.token);
    expect(virtual.json().data.map((p: { id: number }) => p.id)).toEqual([c2goods.json().id]);
  });

  it('refuses every step out of order with 409', async () => {
    const c = await customer(1);
    const id = (await create(c)).json().id as number;
    for (const [method, url, body] of [
      ['PUT', `/api/staff/parcels/${id}/assemble`, undefined],
      ['PUT', `/api/staff/parcels/${id}/weigh`, await weighBody()],
      ['PUT', `/api/staff/parcels/${id}/ship`, { outgoingDeclaration: 'CN1' + '23456' }],
    ] as const) {
      expect((await call(t.app, method, url, staff, body)).statusCode).toBe(409);
    }
    expect((await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).statusCode).toBe(409);
    expect(
      (await call(t.app, 'PUT', '/api/parcel/archive', c.client.token, { parcelIds: [id] })).json().moved,
    ).toEqual([]);
    const moved = await call(t.app, 'PUT', '/api/staff/parcels/move', staff, {
      parcelIds: [id],
      action: 'flyOut',
    });
    expect(moved.json().refused).toEqual([{ id, message: 'Действие недоступно в текущем статусе посылки' }]);
    await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(t.app, 'DELETE', `/api/parcel/cl/${id}`, c.client.token)).statusCode).toBe(409);
    expect(
      (await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token)).statusCode,
    ).toBe(409);
  });

  it('deleting a parcel puts its goods back on the shelf', async () => {
    const c = await customer(2);
    const id = (await create(c)).json().id as number;
    const deleted = await call(t.app, 'DELETE', `/api/parcel/cl/${id}`, c.client.token);
    expect(deleted.json().message).toBe('Посылка успешно удалена');
    const goods = await call(t.app, 'GET', `/api/client/my-goods?statusId=20`, c.client.token);
    expect(goods.json().data.every((g: { parcelId: number | null }) => g.parcelId === null)).toBe(true);
    expect((await create(c)).statusCode).toBe(201);
  });

  it('a virtual parcel gathers goods and becomes a request through the order form', async () => {
    const c = await customer(2);
    const id = (await call(t.app, 'POST', '/api/parcel/virtual', c.client.token, {})).json().id as number;
    for (const goodId of c.goodsIds) {
      const added = await call(t.app, 'PUT', `/api/parcel/virtual/${id}/goods/${goodId}`, c.client.token);
      expect(added.json().message).toBe('Товар успешно добавлен в посылку');
    }
    const removed = await call(
      t.app,
      'DELETE',
      `/api/parcel/virtual/${id}/goods/${c.goodsIds[1]}`,
      c.client.token,
    );
    expect(removed.json().message).toBe('Товар успешно удален с посылки');
    const updated = await call(t.app, 'PUT', `/api/parcel/cl/${id}`, c.client.token, order(c));
    expect(updated.json().message).toBe('Посылка успешно обновлена');
    const parcel = await details(c.client, id);
    expect(parcel).toMatchObject({ statusId: 10, goodsCount: 2, name: 'Кроссовки' });
    // Not virtual any more: the virtual goods calls refuse.
    expect(
      (await call(t.app, 'DELETE', `/api/parcel/virtual/${id}/goods/${c.goodsIds[0]}`, c.client.token))
        .statusCode,
    ).toBe(409);
  });

  it('stopped in customs and delivery problems carry the reason the customer sees and count', async () => {
    const c = await customer(1);
    const id = await weighedParcel(c);
    await topUp(c.userId, 10_000);
    await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    await call(t.app, 'PUT', `/api/staff/parcels/${id}/ship`, staff, {
      outgoingDeclaration: 'CN99' + '1234567',
    });
    for (const action of ['flyOut', 'arriveCustoms']) {
      await call(t.app, 'PUT', '/api/staff/parcels/move', staff, { parcelIds: [id], action });
    }
    const noReason = await call(t.app, 'PUT', '/api/staff/parcels/move', staff, {
      parcelIds: [id],
      action: 'stopInCustoms',
    });
    expect(noReason.statusCode).toBe(400);
    await call(t.app, 'PUT', '/api/staff/parcels/move', staff, {
      parcelIds: [id],
      action: 'stopInCustoms',
      reason: 'Нужен инвойс',
    });
    const list = (
      await call(t.app, 'GET', '/api/client/my-parcels?statusCategoryIds=8', c.client.token)
    ).json();
    expect(list).toMatchObject({ totalElements: 1, problemsRuCustoms: 1 });
    expect(list.data[0]).toMatchObject({ statusId: 450, statusReason: 'Нужен инвойс' });

    // The rest of the staff rows, each allowed from its status and refused (listed in `refused`) from another.
    const move = async (action: string, extra: Record<string, unknown> = {}) =>
      (
        await call(t.app, 'PUT', '/api/staff/parcels/move', staff, { parcelIds: [id], action, ...extra })
      ).json();
    for (const [action, to, wrong] of [
      ['releaseFromCustoms', 350, 'deliver'],
      ['arriveMoscow', 400, 'flyOut'],
      ['passToDelivery', 500, 'arriveCustoms'],
      ['deliveryWrongAddress', 520, 'passToDelivery'],
      ['resolveDeliveryProblem', 500, 'arriveMoscow'],
      ['deliveryNoContact', 510, 'stopInCustoms'],
      ['resolveDeliveryProblem', 500, 'releaseFromCustoms'],
      ['deliveryStorageExpiring', 530, 'flyOut'],
      ['resolveDeliveryProblem', 500, 'deliveryNoContact'],
      ['deliver', 600, 'passToDelivery'],
    ] as const) {
      const reason = { reason: 'Причина' };
      expect((await move(wrong, reason)).refused, `${wrong} before ${action}`).toHaveLength(1);
      expect((await move(action, reason)).moved).toEqual([id]);
      expect((await details(c.client, id)).statusId).toBe(to);
      if (to === 510) {
        const problems = (await call(t.app, 'GET', '/api/client/my-parcels', c.client.token)).json();
        expect(problems.problemsRuDelivery).toBe(1);
      }
    }
  });

  it('the optional weighing step 20 → 30 and weighing from 30', async () => {
    const c = await customer(1);
    const id = (await create(c)).json().id as number;
    await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(t.app, 'PUT', `/api/staff/parcels/${id}/start-weighing`, staff)).statusCode).toBe(409);
    await call(t.app, 'PUT', `/api/staff/parcels/${id}/assemble`, staff);
    expect((await call(t.app, 'PUT', `/api/staff/parcels/${id}/start-weighing`, staff)).json().statusId).toBe(
      30,
    );
    const weighed = await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, await weighBody());
    expect(weighed.json().statusId).toBe(33);
    // A second weighing is refused: the price the customer sees does not change under them.
    expect(
      (await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, await weighBody())).statusCode,
    ).toBe(409);
  });

  it('the one-click parcel of the goods issue appears in my-parcels and goes through the same steps', async () => {
    const c = await customer(0);
    const ready = await call(t.app, 'POST', '/api/readyGoods/cl', c.client.token, {
      incomingDeclaration: track(),
      goods: [goodItem],
      parcelData: {
        nameOfTheProduct: 'В один клик',
        recipientId: c.recipientId,
        hasTheSameRecipient: true,
        deliveryTransportId: 111,
        deliveryAddressId: c.addressId,
        parcelPackageTypeId: 1,
      },
    });
    const id = ready.json().parcelId as number;
    const list = (
      await call(t.app, 'GET', '/api/client/my-parcels?statusCategoryIds=1', c.client.token)
    ).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({
      name: 'В один клик',
      goodsCount: 1,
      deliveryTransport: { id: 111 },
    });
    await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    await call(t.app, 'PUT', `/api/staff/parcels/${id}/assemble`, staff);
    const weighed = await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, await weighBody());
    expect(weighed.json().statusId).toBe(33);
    await topUp(c.userId, 5000);
    expect((await call(t.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).json().statusId).toBe(40);
  });

  it('the desk queue lists parcels sent to assembly with their owner', async () => {
    const c = await customer(1);
    const id = (await create(c)).json().id as number;
    await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    const queue = (await call(t.app, 'GET', '/api/staff/parcels?statusId=15&offset=100000', staff)).json();
    expect(queue.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      clientId: c.userId,
      clientEmail: c.client.email,
      statusId: 15,
    });
    // Customers do not reach the desk.
    expect((await call(t.app, 'GET', '/api/staff/parcels', c.client.token)).statusCode).toBe(404);
  });
});
