import { ORDER_MESSAGES } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { call, uploadPng } from '../../test/helpers.js';
import { insertLot } from '../../test/order-desk-fixtures.js';
import { giveYuan, lotRow } from '../../test/order-fixtures.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * A purchased lot handed to the warehouse's flow: it becomes the customer's good under «Ожидаются» with its track,
 * the warehouse's scan puts it on the shelf and the customer can send it in a parcel; a ready order's lot becomes
 * its one-click parcel. And the desk's queue: oldest waiting first, counts per status, search.
 */
describe('buyer’s desk: transfer to goods and the queue', () => {
  const w = useParcelWorld();
  const step = (id: number, name: string, body?: unknown) =>
    call(w.app, 'PUT', `/api/staff/orders/lots/${id}/${name}`, w.staff, body);
  const purchase = (id: number) =>
    step(id, 'purchase', { unitPrice: '90', chinaDelivery: '15', shopOrderNumber: 'TB-77' });

  async function purchasedLot(c: Omit<ParcelCustomer, 'goodsIds'>, extra: Record<string, unknown> = {}) {
    await giveYuan(w.app, w.staff, c.userId, 500);
    const { lot, order } = await insertLot(w.app, { userId: c.userId, ...extra });
    expect((await purchase(lot.id)).statusCode).toBe(200);
    return { id: lot.id, orderId: order.id };
  }

  it('transfer needs a purchased lot: a lot waiting to be purchased is refused and nothing is created', async () => {
    const c = await w.customerWithRecipient();
    await giveYuan(w.app, w.staff, c.userId, 500);
    const { lot } = await insertLot(w.app, { userId: c.userId });
    const refused = await step(lot.id, 'transfer', { chineseTrack: w.track() });
    expect(refused.statusCode).toBe(409);
    expect(await lotRow(w.app, lot.id)).toMatchObject({ statusId: 50, goodsId: null, chineseTrack: null });
    const goods = await call(w.app, 'GET', '/api/client/my-goods', c.client.token);
    expect(goods.json().totalElements).toBe(0);
  });

  it('the good waits under «Ожидаются», the scan shelves it, and the customer sends it in a parcel', async () => {
    const c = await w.customerWithRecipient();
    const photo = await uploadPng(w.app, c.client.token);
    const { id } = await purchasedLot(c, { photoUrl: photo, orderName: 'Куртка North Face' });
    const track = w.track();
    const moved = await step(id, 'transfer', { chineseTrack: track });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(ORDER_MESSAGES.transferred);
    const goodId = moved.json().lot.goodsId as number;
    expect(moved.json().lot).toMatchObject({ statusId: 60, chineseTrack: track });

    const good = (await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token)).json();
    expect(good).toMatchObject({
      goodStatus: { id: 10, title: 'Ожидается на складе' },
      incomingDeclaration: track,
      description: 'Куртка North Face',
      qty: 2,
      price: 90,
      infoUrl: 'https://item.taobao.com/item.htm?id=555',
      orderUnitId: id,
    });
    expect(good.picture).toContain(photo);

    expect((await step(id, 'transfer', { chineseTrack: w.track() })).statusCode).toBe(409);

    const scan = await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    expect(scan.statusCode).toBe(200);
    expect((await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token)).json().goodStatus.id).toBe(
      20,
    );

    const parcel = await w.create({ ...c, goodsIds: [goodId] });
    expect(parcel.statusCode).toBe(201);
  });

  it('a track the warehouse already holds puts the good straight on the shelf', async () => {
    const c = await w.customerWithRecipient();
    const track = w.track();
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    const { id } = await purchasedLot(c);
    const goodId = (await step(id, 'transfer', { chineseTrack: track })).json().lot.goodsId as number;
    expect((await call(w.app, 'GET', `/api/goods/cl/${goodId}`, c.client.token)).json().goodStatus.id).toBe(
      20,
    );
  });

  it('a ready order’s transfer makes its one-click parcel and the order keeps it', async () => {
    const c = await w.customerWithRecipient();
    const parcelData = {
      ...w.oneClickParcelData(c.recipientId, c.addressId),
      additionalServicesIds: [2, 3],
    };
    const { id, orderId } = await purchasedLot(c, { orderTypeId: 2, parcelData });
    const track = w.track();
    const moved = await step(id, 'transfer', { chineseTrack: track });
    expect(moved.statusCode).toBe(200);
    const [order] = await w.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.parcelId).toEqual(expect.any(Number));
    const details = await w.details(c.client, order!.parcelId!);
    expect(details.statusId).toBe(10);
    expect(await w.goodStatuses(order!.parcelId!)).toEqual({ [moved.json().lot.goodsId]: 9 });
  });

  it('the queue: oldest waiting first, counts per status, search by order number, client code, e-mail, name', async () => {
    const c = await w.customerWithRecipient();
    await giveYuan(w.app, w.staff, c.userId, 2000);
    const first = await insertLot(w.app, { userId: c.userId, orderName: 'Самый старый лот' });
    const second = await insertLot(w.app, { userId: c.userId, orderName: 'Лот помоложе' });
    const list = await call(w.app, 'GET', '/api/staff/orders/lots?version=v2', w.staff);
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as Array<{ id: number }>).map((lot) => lot.id);
    expect(ids.indexOf(first.lot.id)).toBeLessThan(ids.indexOf(second.lot.id));
    expect(list.json().counts['50']).toBe(list.json().totalElements);
    const row = list.json().data.find((lot: { id: number }) => lot.id === first.lot.id);
    expect(row).toMatchObject({
      orderNumber: `Z${first.order.id}`,
      clientEmail: c.client.email,
      orderTypeId: 1,
      takenBy: null,
    });
    expect(row.waitingSince).toBe(first.lot.sentToBuyoutAt!.toISOString());

    const search = async (text: string) =>
      (await call(w.app, 'GET', `/api/staff/orders/lots?q=${encodeURIComponent(text)}`, w.staff)).json() as {
        data: Array<{ id: number }>;
        counts: Record<string, number>;
      };
    expect((await search(`Z${second.order.id}`)).data.map((lot) => lot.id)).toEqual([second.lot.id]);
    expect((await search(row.clientCode)).data.map((lot) => lot.id)).toEqual([first.lot.id, second.lot.id]);
    expect((await search(c.client.email)).data).toHaveLength(2);
    const byName = await search('самый старый');
    expect(byName.data.map((lot) => lot.id)).toEqual([first.lot.id]);
    expect(byName.counts).toEqual({ '50': 1 });

    await purchase(first.lot.id);
    const bought = await call(
      w.app,
      'GET',
      `/api/staff/orders/lots?statusId=40&q=${c.client.email}`,
      w.staff,
    );
    expect(bought.json().data.map((lot: { id: number }) => lot.id)).toEqual([first.lot.id]);
    expect(bought.json().counts).toEqual({ '40': 1, '50': 1 });
  });
});
