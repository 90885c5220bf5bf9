import { describe, expect, it } from 'vitest';
import { call, orderLotItem } from '../../test/helpers.js';
import { giveYuan, lotLedger, lotRow, raisePrice, yuanBalance } from '../../test/order-fixtures.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/** Ready orders: one lot at 70 with the one-click parcel it becomes; create, list, get, edit, send, delete. */
describe('ready orders', () => {
  const w = useParcelWorld();

  async function readyCustomer() {
    const c = await w.customerWithRecipient();
    await giveYuan(w.app, w.staff, c.client.token, 1000);
    const body = (lot: Record<string, unknown> = {}) => ({
      order: { commentOrder: 'Для мамы', orderUnits: [{ ...orderLotItem, ...lot }] },
      parcelData: w.oneClickParcelData(c.recipientId, c.addressId),
    });
    return { ...c, token: c.client.token, body };
  }

  it('creates a ready order at 70 with its parcel data; lists it, reads it, edits it while at 70', async () => {
    const c = await readyCustomer();
    const created = await call(w.app, 'POST', '/api/readyOrder/cl?version=v2', c.token, c.body());
    expect(created.statusCode).toBe(201);
    const order = created.json().order;
    expect(created.json().message).toBe('Заказ успешно создан!');
    expect(order).toMatchObject({
      orderTypeId: 2,
      orderStatusId: 70,
      parcelData: {
        recipientId: c.recipientId,
        deliveryAddressId: c.addressId,
        parcelPackageTypeId: 1,
        additionalServicesIds: [2, 3],
      },
    });
    expect(order.orderUnits).toHaveLength(1);
    expect(order.orderUnits[0]).toMatchObject({ statusId: 70, ready: true, paid: 0 });
    // Not an ordinary order's «new» lot.
    expect((await call(w.app, 'GET', '/api/client/my-orders', c.token)).json().newOrderCount).toBe(0);

    const list = await call(w.app, 'GET', '/api/readyOrder/cl?version=v2', c.token);
    expect(list.json()).toMatchObject({ totalElements: 1, page: 1 });
    const one = await call(w.app, 'GET', `/api/readyOrder/${order.id}`, c.token);
    expect(one.json().id).toBe(order.id);

    const edited = await call(w.app, 'PUT', `/api/readyOrder/${order.id}`, c.token, {
      ...c.body({ count: 3, orderName: 'Кеды' }),
      parcelData: { ...w.oneClickParcelData(c.recipientId, c.addressId), nameOfTheProduct: 'Кеды маме' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Заказ успешно Отредактирован!');
    expect(edited.json().order.orderUnits[0]).toMatchObject({ count: 3, orderName: 'Кеды', statusId: 70 });
    expect(edited.json().order.parcelData.nameOfTheProduct).toBe('Кеды маме');

    // Two lots, or a stranger's recipient: refused.
    const two = await call(w.app, 'POST', '/api/readyOrder/cl', c.token, {
      ...c.body(),
      order: { orderUnits: [orderLotItem, orderLotItem] },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ 'order.orderUnits': 'Готовый заказ содержит один лот' });
    const other = await w.customerWithRecipient();
    const foreign = await call(w.app, 'POST', '/api/readyOrder/cl', c.token, {
      ...c.body(),
      parcelData: w.oneClickParcelData(other.recipientId, c.addressId),
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors)).toEqual(['parcelData.recipientId']);
    expect((await call(w.app, 'GET', `/api/readyOrder/${order.id}`, other.client.token)).statusCode).toBe(
      404,
    );
  });

  it('sends a ready order to buyout (70 → 50, 203.70 ¥ taken); then it can no longer be edited or sent again', async () => {
    const c = await readyCustomer();
    const order = (await call(w.app, 'POST', '/api/readyOrder/cl', c.token, c.body())).json().order;
    const lot = order.orderUnits[0].id as number;
    const sent = await call(w.app, 'POST', `/api/readyOrder/cl/order/${order.id}?version=v2`, c.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Заказ отправлен на закупку', balance: 796.3 });
    expect(await lotLedger(w.app, lot)).toEqual({ sum: '-203.70', rows: 1 });
    expect((await call(w.app, 'POST', `/api/readyOrder/cl/order/${order.id}`, c.token)).statusCode).toBe(409);
    const edit = await call(w.app, 'PUT', `/api/readyOrder/${order.id}`, c.token, c.body({ count: 5 }));
    expect(edit.statusCode).toBe(409);
    expect((await lotRow(w.app, lot)).count).toBe(2);
    expect(await yuanBalance(w.app, c.token)).toBe('796.30');
  });

  it('deletes a ready order: at 70 nothing to refund; at 20 everything held comes back', async () => {
    const c = await readyCustomer();
    const fresh = (await call(w.app, 'POST', '/api/readyOrder/cl', c.token, c.body())).json().order;
    const deleted = await call(w.app, 'DELETE', `/api/readyOrder/${fresh.id}`, c.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'Заказ успешно отменен',
      balance: null,
      order: { orderStatusId: 30 },
    });
    expect((await call(w.app, 'DELETE', `/api/readyOrder/${fresh.id}`, c.token)).statusCode).toBe(409);

    const paid = (await call(w.app, 'POST', '/api/readyOrder/cl', c.token, c.body({ statusId: 50 }))).json()
      .order;
    const lot = paid.orderUnits[0].id as number;
    expect(await yuanBalance(w.app, c.token)).toBe('796.30');
    await raisePrice(w.app, lot, '95.00', '20.00');
    const gone = await call(w.app, 'DELETE', `/api/readyOrder/${paid.id}`, c.token);
    expect(gone.json()).toMatchObject({ balance: 1000 });
    expect(await lotLedger(w.app, lot)).toEqual({ sum: '0.00', rows: 2 });
    // An ordinary order is not a ready order.
    const plain = (await call(w.app, 'POST', '/api/order', c.token, { orderUnits: [orderLotItem] })).json()
      .order;
    expect((await call(w.app, 'GET', `/api/readyOrder/${plain.id}`, c.token)).statusCode).toBe(404);
  });

  it('a ready order waiting to be sent has its count and its section in my-orders (the tab and the badge)', async () => {
    const c = await readyCustomer();
    const order = (await call(w.app, 'POST', '/api/readyOrder/cl', c.token, c.body())).json().order;
    await call(w.app, 'POST', '/api/order', c.token, { orderUnits: [orderLotItem] });
    const waiting = (await call(w.app, 'GET', '/api/client/my-orders?statusId=70', c.token)).json();
    expect(waiting).toMatchObject({ readyOrderCount: 1, newOrderCount: 1, totalElements: 1 });
    expect(waiting.data[0]).toMatchObject({ id: order.id, orderTypeId: 2, orderStatusId: 70 });

    await call(w.app, 'POST', `/api/readyOrder/cl/order/${order.id}`, c.token);
    const after = (await call(w.app, 'GET', '/api/client/my-orders?statusId=70', c.token)).json();
    expect(after).toMatchObject({ readyOrderCount: 0, totalElements: 0 });
  });
});
