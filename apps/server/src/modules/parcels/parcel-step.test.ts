import { describe, expect, it } from 'vitest';
import { PARCEL_MESSAGES } from '@cargo/domain';
import { call, goodItem, type SignedUpClient } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { moveGoodsOfParcels } from '../goods/index.js';

describe('parcels: one path for every status change (tracking events, goods that follow)', () => {
  const w = useParcelWorld();
  const events = async (client: SignedUpClient, id: number) =>
    ((await w.details(client, id)).tracking as Array<{ statusId: number }>).map((event) => event.statusId);

  it('the one-click parcel starts as a request with its first event, and its cancellation writes one', async () => {
    const { client, recipientId, addressId } = await w.customerWithRecipient();
    const ready = (
      await w.createReady(client, { parcelData: w.oneClickParcelData(recipientId, addressId) })
    ).json();
    expect(await events(client, ready.parcelId)).toEqual([10]);
    // Editing the parcel's data keeps its status: no event.
    const edited = await call(w.app, 'PUT', `/api/readyGoods/${ready.id}`, client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: { ...goodItem, description: 'Кеды' },
      parcelData: { ...w.oneClickParcelData(recipientId, addressId), nameOfTheProduct: 'Кеды' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await events(client, ready.parcelId)).toEqual([10]);
    expect((await call(w.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token)).statusCode).toBe(204);
    expect(await events(client, ready.parcelId)).toEqual([10, 100]);
  });

  it('a refused one-click cancellation writes no event', async () => {
    const { client, recipientId, addressId } = await w.customerWithRecipient();
    const track = w.track();
    const ready = (
      await w.createReady(client, {
        incomingDeclaration: track,
        parcelData: w.oneClickParcelData(recipientId, addressId),
      })
    ).json();
    // The scan sends the one-click parcel to assembly (its event, decision 020); the refused cancellation adds none.
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    expect(await events(client, ready.parcelId)).toEqual([10, 15]);
    expect((await call(w.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token)).statusCode).toBe(409);
    expect(await events(client, ready.parcelId)).toEqual([10, 15]);
  });

  it('the order form and the virtual parcel start with their first event; membership changes add none', async () => {
    const c = await w.customer(2);
    const [first, second] = c.goodsIds as [number, number];
    const ordered = await w.createdParcel({ ...c, goodsIds: [first] });
    expect(await events(c.client, ordered)).toEqual([10]);
    const virtual = await call(w.app, 'POST', '/api/parcel/virtual', c.client.token, { goodsIds: [second] });
    expect(virtual.statusCode).toBe(201);
    const virtualId = virtual.json().id as number;
    expect(await events(c.client, virtualId)).toEqual([9]);
    const path = `/api/parcel/virtual/${virtualId}/goods/${first}`;
    expect((await call(w.app, 'PUT', path, c.client.token)).statusCode).toBe(409);
    expect(
      (await call(w.app, 'DELETE', path.replace(`${first}`, `${second}`), c.client.token)).statusCode,
    ).toBe(200);
    expect((await call(w.app, 'PUT', path.replace(`${first}`, `${second}`), c.client.token)).statusCode).toBe(
      200,
    );
    expect(await events(c.client, virtualId)).toEqual([9]);
    const made = await call(
      w.app,
      'PUT',
      `/api/parcel/cl/${virtualId}`,
      c.client.token,
      w.order(c, { goodsIds: [second] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(await events(c.client, virtualId)).toEqual([9, 10]);
  });

  it('a deleted parcel’s goods go back on the shelf with it; one that cannot leave refuses the step', async () => {
    const c = await w.customer(2);
    const [kept, returned] = c.goodsIds as [number, number];
    const id = await w.createdParcel(c);
    // The customer sends one good back to the seller while it sits in the parcel (20 → 110): it cannot leave.
    expect((await call(w.app, 'POST', `/api/goods/cl/return/${returned}`, c.client.token)).statusCode).toBe(
      200,
    );
    const refused = await call(w.app, 'DELETE', `/api/parcel/cl/${id}`, c.client.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PARCEL_MESSAGES.deleteFailed);
    expect(await w.goodStatuses(id)).toEqual({ [kept]: 20, [returned]: 110 });
    expect(await events(c.client, id)).toEqual([10]);

    const other = await w.customer(2);
    const otherId = await w.createdParcel(other);
    expect((await call(w.app, 'DELETE', `/api/parcel/cl/${otherId}`, other.client.token)).statusCode).toBe(
      200,
    );
    expect(await w.goodStatuses(otherId)).toEqual({});
    expect(await events(other.client, otherId)).toEqual([10, 100]);
    const shelf = await call(w.app, 'GET', `/api/goods/cl/${other.goodsIds[0]}`, other.client.token);
    expect(shelf.json()).toMatchObject({ goodStatus: { id: 20 }, parcelId: null });
  });

  it('goods move only from the statuses their row names: a second move is a no-op, a strict one a 409', async () => {
    const c = await w.customer(2);
    const id = await w.createdParcel(c);
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);
    const picked = await w.goodStatuses(id);
    expect(Object.values(picked)).toEqual([140, 140]);
    // The goods of an assembled parcel are packed once; packing them again finds none in 140 and changes nothing.
    expect(await w.db.transaction((tx) => moveGoodsOfParcels(tx, [id], 'weigh'))).toBe(2);
    expect(await w.db.transaction((tx) => moveGoodsOfParcels(tx, [id], 'weigh'))).toBe(0);
    expect(Object.values(await w.goodStatuses(id))).toEqual([130, 130]);
    // Picking needs every good of the parcel: none is in a status it picks from, so it is refused and rolled back.
    await expect(w.db.transaction((tx) => moveGoodsOfParcels(tx, [id], 'assemble'))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(Object.values(await w.goodStatuses(id))).toEqual([130, 130]);
  });
});
