import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import {
  call,
  createTestApp,
  orderLotItem,
  signInStaff,
  signUpClient,
  type TestApp,
  uploadPng,
} from '../../test/helpers.js';
import { giveYuan, lotRow, makeOrder, userIdOf } from '../../test/order-fixtures.js';

const M = {
  number: 'Введите числовое значение',
  positive: 'Значение должно быть больше 0',
  required: 'Поле обязательно',
  link: 'Ссылка не действительна',
  deliveryMin: 'Минимальное значение 10',
  deliveryMax: 'Максимальное количество символов 8',
  zip: 'Наименование товара не может содержать слово "зип"',
};

describe('orders: the customer’s calls', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const ordersOf = async (token: string) =>
    (
      await t.app.ctx.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, userIdOf(token)))
    )[0]!.n;

  it('answers every validation message of spec section 5 «Order unit» and saves nothing', async () => {
    const c = await signUpClient(t.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ price: 'abc' }, 'price', M.number],
      [{ price: 0 }, 'price', M.positive],
      [{ price: -5 }, 'price', M.positive],
      [{ price: undefined }, 'price', M.required],
      [{ count: 0 }, 'count', M.positive],
      [{ count: undefined }, 'count', M.required],
      [{ count: 'два' }, 'count', M.number],
      [{ goodUrl: 'не ссылка' }, 'goodUrl', M.link],
      [{ delivery: '5' }, 'delivery', M.deliveryMin],
      [{ delivery: '123456789' }, 'delivery', M.deliveryMax],
      [{ delivery: undefined }, 'delivery', M.required],
      [{ orderName: 'Запчасти ЗИП для станка' }, 'orderName', M.zip],
      [{ orderName: '' }, 'orderName', M.required],
      [{ types: [] }, 'types', M.required],
      [{ types: undefined }, 'types', M.required],
    ];
    const wrong: string[] = [];
    for (const [change, field, message] of cases) {
      const r = await call(t.app, 'POST', '/api/order', c.token, {
        orderUnits: [{ ...orderLotItem, ...change }],
      });
      const got = r.json().errors?.[`orderUnits.0.${field}`];
      if (r.statusCode !== 400 || got !== message) {
        wrong.push(
          `${JSON.stringify(change)}: ${r.statusCode} ${JSON.stringify(r.json().errors)} (want ${message})`,
        );
      }
    }
    expect(wrong).toEqual([]);
    // The same rules when an order is edited.
    const order = await makeOrder(t.app, c.token);
    const edit = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, {
      orderUnits: [{ ...orderLotItem, id: order.lotIds[0], delivery: '123456789', price: 0 }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toMatchObject({
      'orderUnits.0.delivery': M.deliveryMax,
      'orderUnits.0.price': M.positive,
    });
    expect(await ordersOf(c.token)).toBe(1);
  });

  it('creates an order: default services 4 and 1, its lots new, «Заказ успешно создан!»; one order back by id', async () => {
    const c = await signUpClient(t.app);
    const r = await call(t.app, 'POST', '/api/order', c.token, {
      commentOrder: 'Подарки',
      orderUnits: [orderLotItem, { ...orderLotItem, orderName: 'Куртка', count: 1, price: '120,50' }],
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body.message).toBe('Заказ успешно создан!');
    expect(body.balance).toBeNull();
    expect(body.order).toMatchObject({
      orderStatusId: 10,
      orderTypeId: 1,
      commentOrder: 'Подарки',
      totalPriceOrder: 345.98,
    });
    expect(body.order.orderNumber).toBe(`Z${body.order.id}`);
    expect(body.order.orderUnits.map((u: { additionalServices: number[] }) => u.additionalServices)).toEqual([
      [1, 4],
      [1, 4],
    ]);
    const one = await call(t.app, 'GET', `/api/order/${body.order.id}`, c.token);
    expect(one.json().orderUnits).toHaveLength(2);
    const stranger = await signUpClient(t.app);
    expect((await call(t.app, 'GET', `/api/order/${body.order.id}`, stranger.token)).statusCode).toBe(404);
  });

  it('a photo must be the customer’s own upload', async () => {
    const c = await signUpClient(t.app);
    const other = await signUpClient(t.app);
    const foreign = await uploadPng(t.app, other.token);
    const r = await call(t.app, 'POST', '/api/order', c.token, {
      orderUnits: [{ ...orderLotItem, photoUrl: foreign }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'orderUnits.0.photoUrl': 'Мы не смогли загрузить файл.' });
    const own = await uploadPng(t.app, c.token);
    const ok = await call(t.app, 'POST', '/api/order', c.token, {
      orderUnits: [{ ...orderLotItem, photoUrl: own }],
    });
    expect(ok.json().order.orderUnits[0].picture).toContain(own);
  });

  it('deletes a lot’s photo at 10 (and the file); refuses it at 50 with 409', async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 1000);
    const photo = await uploadPng(t.app, c.token);
    const order = await makeOrder(t.app, c.token, [
      { photoUrl: photo },
      { photoUrl: await uploadPng(t.app, c.token), statusId: 50 },
    ]);
    const wrongName = await call(
      t.app,
      'DELETE',
      `/api/order/orderUnit/picture/${order.lotIds[0]}?imageName=x.png`,
      c.token,
    );
    expect(wrongName.statusCode).toBe(404);
    const r = await call(
      t.app,
      'DELETE',
      `/api/order/orderUnit/picture/${order.lotIds[0]}?imageName=${photo}`,
      c.token,
    );
    expect(r.statusCode).toBe(200);
    expect((await lotRow(t.app, order.lotIds[0]!)).photoUrl).toBeNull();
    expect((await call(t.app, 'GET', `/api/images/${photo}`, null)).statusCode).toBe(404);
    const paidLot = await lotRow(t.app, order.lotIds[1]!);
    const refused = await call(
      t.app,
      'DELETE',
      `/api/order/orderUnit/picture/${paidLot.id}?imageName=${paidLot.photoUrl}`,
      c.token,
    );
    expect(refused.statusCode).toBe(409);
    expect((await lotRow(t.app, paidLot.id)).photoUrl).toBe(paidLot.photoUrl);
  });

  it('edits the new lots: with id edited, without added, left out cancelled; a lot past new is refused with 409', async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 1000);
    const order = await makeOrder(t.app, c.token, [{}, {}, { statusId: 50 }]);
    const [a, b, paid] = order.lotIds as [number, number, number];
    const r = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, {
      commentOrder: 'Поправил',
      orderUnits: [
        { ...orderLotItem, id: a, count: 3 },
        { ...orderLotItem, orderName: 'Шапка' },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Заказ успешно Отредактирован!');
    const units = r.json().order.orderUnits as Array<{
      id: number;
      statusId: number;
      count: number;
      orderName: string;
    }>;
    expect(units.find((u) => u.id === a)).toMatchObject({ statusId: 10, count: 3 });
    expect(units.find((u) => u.id === b)).toMatchObject({ statusId: 30 });
    expect(units.find((u) => u.id === paid)).toMatchObject({ statusId: 50 });
    expect(units.find((u) => u.orderName === 'Шапка')).toMatchObject({ statusId: 10 });
    expect(r.json().order.commentOrder).toBe('Поправил');

    const past = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, {
      orderUnits: [{ ...orderLotItem, id: paid, count: 9 }],
    });
    expect(past.statusCode).toBe(409);
    expect((await lotRow(t.app, paid)).count).toBe(2);
    expect((await lotRow(t.app, a)).statusId).toBe(10);
    // Ids of the body must be the path's order and its lots.
    const foreignLot = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, {
      id: order.id + 1000,
      orderUnits: [orderLotItem],
    });
    expect(foreignLot.statusCode).toBe(404);
  });
});
