import { BOUGHT_GOOD_MESSAGES } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { call } from '../../test/helpers.js';
import { insertLot } from '../../test/order-desk-fixtures.js';
import { giveYuan, lotRow } from '../../test/order-fixtures.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * Issue 30, item 1 (decision 051): a good the service bought with the customer's paid lot cannot be deleted. The
 * refusal says why, nothing changes, the order still shows the lot transferred, and the shop's parcel arriving at
 * the warehouse is the customer's good, not a waif.
 */
describe('a good bought from a paid buyout lot', () => {
  const w = useParcelWorld();
  const step = (id: number, name: string, body?: unknown) =>
    call(w.app, 'PUT', `/api/staff/orders/lots/${id}/${name}`, w.staff, body);

  async function transferredLot(c: Omit<ParcelCustomer, 'goodsIds'>, extra: Record<string, unknown> = {}) {
    await giveYuan(w.app, w.staff, c.userId, 500);
    const { lot, order } = await insertLot(w.app, { userId: c.userId, ...extra });
    const bought = await step(lot.id, 'purchase', {
      unitPrice: '90',
      chinaDelivery: '15',
      shopOrderNumber: 'TB-51',
    });
    expect(bought.statusCode).toBe(200);
    const track = w.track();
    const moved = await step(lot.id, 'transfer', { chineseTrack: track });
    expect(moved.statusCode).toBe(200);
    return { lotId: lot.id, orderId: order.id, goodId: moved.json().lot.goodsId as number, track };
  }

  it('«Удалить» is refused with the reason, the good stays expected and the scan shelves it', async () => {
    const c = await w.customerWithRecipient();
    const { lotId, goodId, track } = await transferredLot(c);
    const good = await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token);
    expect(good.json()).toMatchObject({ boughtByService: true, goodStatus: { id: 10 } });

    const refused = await call(w.app, 'DELETE', `/api/goods/cl/${goodId}`, c.client.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOUGHT_GOOD', message: BOUGHT_GOOD_MESSAGES.notDeletable });
    const after = (await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token)).json();
    expect(after.goodStatus.id).toBe(10);
    expect(await lotRow(w.app, lotId)).toMatchObject({ statusId: 60, goodsId: goodId });
    const archive = await call(w.app, 'GET', '/api/client/my-goods?statusId=100', c.client.token);
    expect(archive.json().data.map((row: { id: number }) => row.id)).not.toContain(goodId);

    const scan = await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toMatchObject({ waif: false });
    expect(scan.json().goods.map((row: { id: number }) => row.id)).toEqual([goodId]);
    expect((await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token)).json().goodStatus.id).toBe(
      20,
    );
  });

  it('the goods list answers the flag too, and a good the customer registered stays deletable', async () => {
    const c = await w.customerWithRecipient();
    const { goodId } = await transferredLot(c);
    const [own] = await w.goods(c.client, 1, false);
    const list = await call(w.app, 'GET', '/api/client/my-goods', c.client.token);
    const flags = Object.fromEntries(
      (list.json().data as Array<{ id: number; boughtByService: boolean }>).map((row) => [
        row.id,
        row.boughtByService,
      ]),
    );
    expect(flags[goodId]).toBe(true);
    expect(flags[own!]).toBe(false);
    expect((await call(w.app, 'DELETE', `/api/goods/cl/${own!}`, c.client.token)).statusCode).toBe(200);
  });

  it('a ready order’s good is not withdrawn with its one-click parcel', async () => {
    const c = await w.customerWithRecipient();
    const parcelData = { ...w.oneClickParcelData(c.recipientId, c.addressId), additionalServicesIds: [2, 3] };
    const { orderId, goodId } = await transferredLot(c, { orderTypeId: 2, parcelData });
    const refused = await call(w.app, 'DELETE', `/api/readyGoods/${goodId}`, c.client.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOUGHT_GOOD_MESSAGES.notDeletable);
    const [order] = await w.db.select().from(orders).where(eq(orders.id, orderId));
    expect((await w.details(c.client, order!.parcelId!)).statusId).toBe(10);
    expect(await w.goodStatuses(order!.parcelId!)).toEqual({ [goodId]: 9 });
  });
});
