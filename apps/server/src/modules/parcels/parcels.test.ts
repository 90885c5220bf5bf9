import { describe, expect, it } from 'vitest';
import { priceParcel } from '@cargo/domain';
import { call, goodItem, signUpClient } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('parcels: order form, assembly, weighing, payment, shipping and tracking', () => {
  const w = useParcelWorld();

  it('creates a parcel with goods from the shelf and answers «Посылка {id} успешно создана»', async () => {
    const c = await w.customer();
    const response = await w.create(c);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe(`Посылка ${id} успешно создана`);
    const parcel = await w.details(c.client, id);
    expect(parcel).toMatchObject({ id, statusId: 10, goodsCount: 2, recipientDataId: c.recipientId });
    expect(parcel.goods.map((g: { id: number }) => g.id).sort()).toEqual([...c.goodsIds].sort());
    // Declared value: 2 goods × 2 × 89.50 CNY.
    expect(parcel.declaredValue).toEqual({ amount: 358, currency: 'CNY' });
    expect(parcel.customs).toMatchObject({ valueLimitEur: 200, weightLimitKg: 31, exceedsValue: false });
    expect(parcel.tasks).toEqual(expect.arrayContaining(['sendOnAssembly', 'delete', 'editData']));
  });

  it('refuses a good already in another parcel (409) and a stranger’s good (404)', async () => {
    const c = await w.customer(1);
    expect((await w.create(c)).statusCode).toBe(201);
    expect((await w.create(c)).statusCode).toBe(409);
    const other = await w.customer(1);
    expect((await w.create(c, { goodsIds: other.goodsIds })).statusCode).toBe(404);
  });

  it('walks the whole way 10 → 15 → 20 → 33 → 40 → 50 → … → 600 → 950 with tracking', async () => {
    const c = await w.customer();
    const id = await w.weighedParcel(c);
    const weighed = await w.details(c.client, id);
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
        await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
          outgoingDeclaration: 'CN123456789RU',
        })
      ).statusCode,
    ).toBe(409);

    await w.topUp(c.userId, 10_000);
    const paid = await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ statusId: 40, amount: Number(expected.total) });
    expect(await w.balance(c.client)).toBeCloseTo(10_000 - Number(expected.total), 2);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).statusCode).toBe(409);

    const shipped = await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
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
      const moved = await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, {
        parcelIds: [id],
        action,
        place: 'Москва',
      });
      expect(moved.json().moved).toEqual([id]);
      expect((await w.details(c.client, id)).statusId).toBe(status);
    }
    const archived = await call(w.app, 'PUT', '/api/parcel/archive', c.client.token, { parcelIds: [id] });
    expect(archived.json()).toMatchObject({ message: 'Посылки успешно архивированы', moved: [id] });
    const done = await w.details(c.client, id);
    expect(done.statusId).toBe(950);
    const tracked = await call(w.app, 'GET', '/api/parcel/tracking?query=CN123456789RU', c.client.token);
    expect(tracked.json()).toMatchObject({ provider: 'builtin', query: 'CN123456789RU' });
    expect(tracked.json().events.at(-1)).toMatchObject({ statusId: 950 });
    const stranger = await signUpClient(w.app);
    expect(
      (await call(w.app, 'GET', '/api/parcel/tracking?query=CN123456789RU', stranger.token)).statusCode,
    ).toBe(404);
    expect(done.tracking.map((e: { statusId: number }) => e.statusId)).toEqual([
      10, 15, 20, 33, 40, 50, 200, 350, 400, 500, 600, 950,
    ]);
  });

  it('402 on too little money changes nothing', async () => {
    const c = await w.customer(1);
    const id = await w.weighedParcel(c);
    await w.topUp(c.userId, 10);
    const response = await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Недостаточно денег на балансе счета для покупок');
    expect((await w.details(c.client, id)).statusId).toBe(33);
    expect(await w.balance(c.client)).toBe(10);
  });

  it('lists by category with counters, awaiting payment first; stopped in customs counts as a problem', async () => {
    const c = await w.customer(1);
    const awaiting = await w.weighedParcel(c);
    const c2goods = await call(w.app, 'POST', '/api/parcel/virtual', c.client.token, { name: 'Потом' });
    expect(c2goods.statusCode).toBe(201);
    const list = await call(
      w.app,
      'GET',
      '/api/client/my-parcels?version=v2&statusCategoryIds=1,2,3,4,15&isAwaitingPaymentOnTop=true',
      c.client.token,
    );
    expect(list.json()).toMatchObject({ totalElements: 1, parcelsAwaitingPayment: 1, problemsRuCustoms: 0 });
    expect(list.json().data[0].id).toBe(awaiting);
    const virtual = await call(w.app, 'GET', '/api/client/my-parcels?statusCategoryIds=5', c.client.token);
    expect(virtual.json().data.map((p: { id: number }) => p.id)).toEqual([c2goods.json().id]);
  });

  it('deleting a parcel puts its goods back on the shelf', async () => {
    const c = await w.customer(2);
    const id = (await w.create(c)).json().id as number;
    const deleted = await call(w.app, 'DELETE', `/api/parcel/cl/${id}`, c.client.token);
    expect(deleted.json().message).toBe('Посылка успешно удалена');
    const goods = await call(w.app, 'GET', `/api/client/my-goods?statusId=20`, c.client.token);
    expect(goods.json().data.every((g: { parcelId: number | null }) => g.parcelId === null)).toBe(true);
    expect((await w.create(c)).statusCode).toBe(201);
  });

  it('a virtual parcel gathers goods and becomes a request through the order form', async () => {
    const c = await w.customer(2);
    const id = (await call(w.app, 'POST', '/api/parcel/virtual', c.client.token, {})).json().id as number;
    for (const goodId of c.goodsIds) {
      const added = await call(w.app, 'PUT', `/api/parcel/virtual/${id}/goods/${goodId}`, c.client.token);
      expect(added.json().message).toBe('Товар успешно добавлен в посылку');
    }
    const removed = await call(
      w.app,
      'DELETE',
      `/api/parcel/virtual/${id}/goods/${c.goodsIds[1]}`,
      c.client.token,
    );
    expect(removed.json().message).toBe('Товар успешно удален с посылки');
    const updated = await call(w.app, 'PUT', `/api/parcel/cl/${id}`, c.client.token, w.order(c));
    expect(updated.json().message).toBe('Посылка успешно обновлена');
    const parcel = await w.details(c.client, id);
    expect(parcel).toMatchObject({ statusId: 10, goodsCount: 2, name: 'Кроссовки' });
    // Not virtual any more: the virtual goods calls refuse.
    expect(
      (await call(w.app, 'DELETE', `/api/parcel/virtual/${id}/goods/${c.goodsIds[0]}`, c.client.token))
        .statusCode,
    ).toBe(409);
  });

  it('the one-click parcel of the goods issue appears in my-parcels and goes through the same steps', async () => {
    const c = await w.customer(0);
    const track = w.track();
    const ready = await call(w.app, 'POST', '/api/readyGoods/cl', c.client.token, {
      incomingDeclaration: track,
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
      await call(w.app, 'GET', '/api/client/my-parcels?statusCategoryIds=1', c.client.token)
    ).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({
      name: 'В один клик',
      goodsCount: 1,
      deliveryTransport: { id: 111 },
    });
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    // Its good is assembled once the warehouse has received it.
    const early = await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Не все товары посылки приняты на складе (товар № ${ready.json().id} «${goodItem.description}»): собрать её пока нельзя`,
    );
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);
    const weighed = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, await w.weighBody());
    expect(weighed.json().statusId).toBe(33);
    await w.topUp(c.userId, 5000);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).json().statusId).toBe(40);
  });
});
