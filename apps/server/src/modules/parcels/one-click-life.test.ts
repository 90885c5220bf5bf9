import { describe, expect, it } from 'vitest';
import { call, type SignedUpClient } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * Issue 17, item 1: the good form promises «когда склад его примет, посылка поедет к получателю». After the form
 * the customer does nothing but pay the price the warehouse weighed: the scan of the good sends the one-click
 * parcel to assembly in its own transaction, and its tracking shows every step from the creation on.
 */
describe('a one-click parcel moves on by itself once the warehouse receives its good', () => {
  const w = useParcelWorld();
  const receive = (trackNumber: string) =>
    call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber });
  const deskQueue = async () =>
    (await call(w.app, 'GET', '/api/staff/parcels', w.staff)).json().data.map((p: { id: number }) => p.id);
  const trackingOf = async (client: SignedUpClient, id: number) =>
    ((await w.details(client, id)).tracking as Array<{ statusId: number; note: string | null }>).map(
      (event) => event.statusId,
    );
  async function oneClick(track: string) {
    const c = await w.customerWithRecipient();
    const created = await w.createReady(c.client, {
      incomingDeclaration: track,
      parcelData: w.oneClickParcelData(c.recipientId, c.addressId),
    });
    expect(created.statusCode).toBe(201);
    const ready = created.json() as { id: number; parcelId: number };
    return { ...c, goodId: ready.id, parcelId: ready.parcelId };
  }

  it('from the form to delivery with no customer step but paying: the scan queues it for assembly', async () => {
    const track = w.track();
    const c = await oneClick(track);
    expect((await w.details(c.client, c.parcelId)).statusId).toBe(10);
    expect(await trackingOf(c.client, c.parcelId)).toEqual([10]);
    expect(await deskQueue()).not.toContain(c.parcelId);

    const scan = await receive(track);
    expect(scan.statusCode).toBe(200);
    const details = await w.details(c.client, c.parcelId);
    expect(details.statusId).toBe(15);
    expect(details.tracking.at(-1)).toMatchObject({
      statusId: 15,
      place: 'Склад в Гуанчжоу',
      note: 'Склад принял товар, посылка передана на комплектацию',
    });
    expect(await trackingOf(c.client, c.parcelId)).toEqual([10, 15]);
    expect(await deskQueue()).toContain(c.parcelId);
    expect(await w.goodStatuses(c.parcelId)).toEqual({ [c.goodId]: 20 });
    // Nothing is left for the customer to press before the warehouse weighs it.
    const list = await call(w.app, 'GET', '/api/client/my-parcels?statusId=15', c.client.token);
    const row = list.json().data.find((p: { id: number }) => p.id === c.parcelId);
    expect(row.tasks).not.toContain('sendOnAssembly');

    expect((await call(w.app, 'PUT', `/api/staff/parcels/${c.parcelId}/assemble`, w.staff)).statusCode).toBe(
      200,
    );
    const weighed = await call(
      w.app,
      'PUT',
      `/api/staff/parcels/${c.parcelId}/weigh`,
      w.staff,
      await w.weighBody(),
    );
    expect(weighed.json().statusId).toBe(33);
    await w.topUp(c.userId, 10_000);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${c.parcelId}`, c.client.token)).statusCode).toBe(200);
    const shipped = await call(w.app, 'PUT', `/api/staff/parcels/${c.parcelId}/ship`, w.staff, {
      outgoingDeclaration: 'CN777000111RU',
    });
    expect(shipped.statusCode).toBe(200);
    for (const action of ['flyOut', 'arriveCustoms', 'arriveMoscow', 'passToDelivery', 'deliver']) {
      const moved = await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, {
        parcelIds: [c.parcelId],
        action,
      });
      expect(moved.json().moved, action).toEqual([c.parcelId]);
    }
    expect(await trackingOf(c.client, c.parcelId)).toEqual([10, 15, 20, 33, 40, 50, 200, 350, 400, 500, 600]);
  });

  it('a one-click good whose track the warehouse already holds sends its parcel to assembly at once', async () => {
    const track = w.track();
    expect((await receive(track)).json()).toMatchObject({ waif: true });
    const c = await oneClick(track);
    const details = await w.details(c.client, c.parcelId);
    expect(details.statusId).toBe(15);
    expect(await trackingOf(c.client, c.parcelId)).toEqual([10, 15]);
    expect(await w.goodStatuses(c.parcelId)).toEqual({ [c.goodId]: 20 });
  });

  it('a one-click parcel the customer sent on already keeps its status, and the scan goes on', async () => {
    const track = w.track();
    const c = await oneClick(track);
    const sent = await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${c.parcelId}`, c.client.token);
    expect(sent.statusCode).toBe(200);
    const scan = await receive(track);
    expect(scan.statusCode).toBe(200);
    expect(scan.json().goods.map((g: { id: number }) => g.id)).toEqual([c.goodId]);
    expect(await trackingOf(c.client, c.parcelId)).toEqual([10, 15]);
  });

  it('an order-form parcel waits for the customer: receiving its goods does not send it on', async () => {
    const c = await w.customerWithRecipient();
    const track = w.track();
    const goodsIds = await w.goods(c.client, 1, false, track);
    const id = await w.createdParcel({ ...c, goodsIds });
    await receive(track);
    expect((await w.details(c.client, id)).statusId).toBe(10);
    expect(await trackingOf(c.client, id)).toEqual([10]);
  });
});
