import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcelTrackingEvents } from '../../db/schema/parcels.js';
import { call, goodItem, type SignedUpClient } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

describe('parcels: goods follow their parcel through the warehouse desk', () => {
  const w = useParcelWorld();

  const sentTab = async (client: SignedUpClient) =>
    (await call(w.app, 'GET', '/api/client/my-goods?section=sent&offset=1000', client.token)).json();
  const move = (parcelIds: number[], action: string) =>
    call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, { parcelIds, action, place: 'Москва' });
  /** A weighed parcel paid and shipped: status 50. */
  async function shippedParcel(c: ParcelCustomer) {
    const id = await w.weighedParcel(c);
    await w.topUp(c.userId, 10_000);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).statusCode).toBe(200);
    const shipped = await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
      outgoingDeclaration: `CN${String(id).padStart(9, '0')}RU`,
    });
    expect(shipped.statusCode).toBe(200);
    return id;
  }
  const assembledEvents = async (parcelId: number) =>
    (
      await w.db
        .select()
        .from(parcelTrackingEvents)
        .where(and(eq(parcelTrackingEvents.parcelId, parcelId), eq(parcelTrackingEvents.statusId, 20)))
    ).length;

  it('assembled 140, weighed 130, shipped 30, delivered 160 — and under «Отправленные» on the way', async () => {
    const c = await w.customer(2);
    const [a, b] = c.goodsIds as [number, number];
    const id = await w.createdParcel(c);
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect(await w.goodStatuses(id)).toEqual({ [a]: 20, [b]: 20 });
    expect((await sentTab(c.client)).totalElements).toBe(0);

    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);
    expect(await w.goodStatuses(id)).toEqual({ [a]: 140, [b]: 140 });
    const picking = await sentTab(c.client);
    expect(picking.data.map((g: { id: number }) => g.id).sort()).toEqual([a, b].sort());
    expect(picking.data[0].goodStatus).toMatchObject({ id: 140, title: 'На комплектации' });
    // A picked good is no longer the customer's to edit or return.
    expect((await call(w.app, 'POST', `/api/goods/cl/return/${a}`, c.client.token)).statusCode).toBe(409);

    const weighed = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, await w.weighBody());
    expect(weighed.json().statusId).toBe(33);
    expect(await w.goodStatuses(id)).toEqual({ [a]: 130, [b]: 130 });

    await w.topUp(c.userId, 10_000);
    await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(await w.goodStatuses(id)).toEqual({ [a]: 130, [b]: 130 });
    await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
      outgoingDeclaration: 'CN555000111RU',
    });
    expect(await w.goodStatuses(id)).toEqual({ [a]: 30, [b]: 30 });
    expect(
      (await sentTab(c.client)).data.map((g: { goodStatus: { id: number } }) => g.goodStatus.id),
    ).toEqual([30, 30]);

    for (const action of ['flyOut', 'arriveCustoms', 'arriveMoscow', 'passToDelivery']) {
      expect((await move([id], action)).json().moved).toEqual([id]);
      expect(await w.goodStatuses(id)).toEqual({ [a]: 30, [b]: 30 });
    }
    expect((await move([id], 'deliver')).json().moved).toEqual([id]);
    expect(await w.goodStatuses(id)).toEqual({ [a]: 160, [b]: 160 });
    // Delivered goods stay under «Отправленные», counted, as «Доставлен» (issue 17, item 4; decision 020).
    const delivered = await sentTab(c.client);
    expect(delivered.totalElements).toBe(2);
    expect(delivered.data.map((g: { goodStatus: unknown }) => g.goodStatus)).toEqual([
      expect.objectContaining({ id: 160, title: 'Доставлен' }),
      expect.objectContaining({ id: 160, title: 'Доставлен' }),
    ]);
    const counters = await call(w.app, 'GET', '/api/client/my-goods/counters', c.client.token);
    expect(counters.json().sent).toBe(2);
  });

  it('refuses to assemble a parcel whose good is not received yet: 409 naming it, nothing changes', async () => {
    const c = await w.customer(1);
    const expected = await w.goods(c.client, 1, false);
    const all = { ...c, goodsIds: [...c.goodsIds, ...expected] };
    const id = await w.createdParcel(all);
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    const refused = await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Не все товары посылки приняты на складе (товар № ${expected[0]} «${goodItem.description}»): собрать её пока нельзя`,
    );
    expect((await w.details(c.client, id)).statusId).toBe(15);
    expect(await w.goodStatuses(id)).toEqual({ [c.goodsIds[0]!]: 20, [expected[0]!]: 10 });
    expect(await assembledEvents(id)).toBe(0);
  });

  it('refuses to assemble a parcel with a flagged good, and assembles it once the customer accepts it', async () => {
    const c = await w.customer(2);
    const [good, flagged] = c.goodsIds as [number, number];
    const id = await w.createdParcel(c);
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    const flag = await call(w.app, 'PUT', `/api/staff/goods/${flagged}/status`, w.staff, {
      statusId: 11,
      reason: 'Не тот размер',
    });
    expect(flag.statusCode).toBe(200);
    const refused = await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `В посылке есть товары с проблемой (товар № ${flagged} «${goodItem.description}»): собрать её пока нельзя`,
    );
    expect((await w.details(c.client, id)).statusId).toBe(15);
    expect(await w.goodStatuses(id)).toEqual({ [good]: 20, [flagged]: 11 });
    expect(await assembledEvents(id)).toBe(0);
    // The customer accepts the good as it is (11 → 20): now the parcel is assembled with both.
    expect((await call(w.app, 'POST', `/api/goods/cl/accept/${flagged}`, c.client.token)).statusCode).toBe(
      200,
    );
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);
    expect(await w.goodStatuses(id)).toEqual({ [good]: 140, [flagged]: 140 });
    expect(await assembledEvents(id)).toBe(1);
  });

  it('the desk cannot set the following statuses by hand', async () => {
    const c = await w.customer(1);
    for (const statusId of [140, 130, 30, 160]) {
      const response = await call(w.app, 'PUT', `/api/staff/goods/${c.goodsIds[0]}/status`, w.staff, {
        statusId,
      });
      expect(response.statusCode, `→ ${statusId}`).toBe(409);
    }
    const good = (await call(w.app, 'GET', `/api/goods/cl/${c.goodsIds[0]}`, c.client.token)).json();
    expect(good.goodStatus.id).toBe(20);
  });

  it('moving a whole flight delivers the goods of every moved parcel, not of a refused one', async () => {
    const first = await w.customer(2);
    const second = await w.customer(1);
    const flight = [await shippedParcel(first), await shippedParcel(second)];
    const late = await w.customer(1);
    const lateId = await shippedParcel(late);
    for (const action of ['flyOut', 'arriveCustoms', 'arriveMoscow', 'passToDelivery']) {
      expect((await move(flight, action)).json().moved).toEqual(flight);
    }
    const delivered = (await move([...flight, lateId], 'deliver')).json();
    expect(delivered.moved).toEqual(flight);
    expect(delivered.refused.map((r: { id: number }) => r.id)).toEqual([lateId]);
    for (const id of flight) {
      expect(Object.values(await w.goodStatuses(id)).every((status) => status === 160)).toBe(true);
    }
    expect(Object.values(await w.goodStatuses(flight[0]!))).toHaveLength(2);
    expect(Object.values(await w.goodStatuses(lateId))).toEqual([30]);
  });
});
