import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordEvents } from '../../db/events.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { call, goodItem, type SignedUpClient } from '../../test/helpers.js';
import { useNotificationWorld } from '../../test/notification-fixtures.js';
import { insertLot } from '../../test/order-desk-fixtures.js';
import { giveYuan } from '../../test/order-fixtures.js';
import { uploadPhotoReport } from '../../test/photo-report-upload.js';

/**
 * Issue 30, decision 054: an event names its object as the customer's lists do, links to the object itself, shows
 * money as every screen does, and reaches the e-mail by default when it needs the customer's answer or costs money
 * — and not when it is the customer's own step.
 */
describe('what an event says and where it leads', () => {
  const w = useNotificationWorld({ telegram: false });
  const bell = async (client: SignedUpClient) =>
    (await call(w.app, 'GET', '/api/notifications', client.token)).json().data as Array<{
      objectId: number;
      kind: string;
      title: string;
      text: string;
      link: string;
    }>;
  const lettersTo = (client: SignedUpClient) =>
    w.smtp.letters.filter((letter) => letter.to.some((to) => to.includes(client.email)));

  /** A good registered under a fresh track and received by the warehouse (on the shelf, status 20). */
  async function receivedGood(client: SignedUpClient, services = [4]) {
    const track = `NT${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;
    const created = await call(w.app, 'POST', '/api/goods/create', client.token, {
      incomingDeclaration: track,
      goods: [{ ...goodItem, description: 'Кеды белые', additionalServicesIds: services }],
    });
    const id = (created.json().data as Array<{ id: number }>)[0]!.id;
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    return id;
  }

  it('names a good by its name and leads to the good itself, not to the «Ожидаются» tab', async () => {
    const { client } = await w.customer();
    const id = await receivedGood(client);
    const event = (await bell(client)).find((n) => n.kind === 'good' && n.objectId === id);
    expect(event).toMatchObject({
      title: 'Товар «Кеды белые»: На складе',
      text: 'Товар «Кеды белые»: новый статус «На складе».',
      link: `/products?good=${id}`,
    });
  });

  it('e-mails a raised lot price with the new price and the surcharge, linked to the lot’s order', async () => {
    const { client, userId } = await w.customer();
    await giveYuan(w.app, w.staff, userId, 1000);
    const { lot, order } = await insertLot(w.app, { userId, orderName: 'Кроссовки Li-Ning' });
    const raised = await call(w.app, 'PUT', `/api/staff/orders/lots/${lot.id}/raise-price`, w.staff, {
      unitPrice: '120',
      chinaDelivery: '20',
      note: 'Цена выросла',
    });
    expect(raised.statusCode).toBe(200);
    const event = (await bell(client)).find((n) => n.kind === 'orderUnit' && n.objectId === lot.id);
    // 120 ¥ × 2 + 20 ¥ = 260 ¥, 5 % commission 13 ¥: 273 ¥; 231 ¥ were paid, 42 ¥ more to confirm it.
    expect(event).toMatchObject({
      title: `Лот «Кроссовки Li-Ning» заказа Z${order.id}: новая цена на согласование`,
      link: `/orders/lots/${order.id}`,
    });
    expect(event!.text).toContain('Новая стоимость лота — 273,00 ¥, доплата — 42,00 ¥.');
    await w.drain();
    expect(lettersTo(client).some((letter) => letter.text.includes('доплата — 42,00 ¥'))).toBe(true);

    // The ledger names the lot the same way.
    const ledger = (await call(w.app, 'GET', '/api/client/my-transactions?page=1', client.token)).json();
    expect(JSON.stringify(ledger)).toContain(`Оплата: лот «Кроссовки Li-Ning» заказа Z${order.id}`);
  });

  it('e-mails photos to approve by default and names the good in the letter', async () => {
    const { client } = await w.customer();
    const id = await receivedGood(client, [4, 12]);
    expect((await uploadPhotoReport(w.app, w.staff, id)).statusCode).toBe(200);
    await w.drain();
    const letter = lettersTo(client).find((l) => l.text.includes('Склад загрузил фото'));
    expect(letter?.text).toContain('Склад загрузил фото: товар «Кеды белые».');
    expect(letter?.text).toContain(`http://localhost:3000/products?good=${id}`);
  });

  it('e-mails the storage-fee reminder by default, with the fee as money', async () => {
    const { client, userId } = await w.customer();
    const id = await receivedGood(client);
    await recordEvents(w.app.ctx.db, [
      {
        userId,
        kind: 'good',
        objectId: id,
        action: 'storageReminder',
        actor: 'system',
        data: { name: 'Товар «Кеды белые»', date: '2026-12-01', fee: '10.00' },
      },
    ]);
    await w.drain();
    const letter = lettersTo(client).find((l) => l.text.includes('платное хранение'));
    expect(letter?.text).toContain('Товар «Кеды белые»: бесплатное хранение заканчивается, с 01.12.2026');
    expect(letter?.text).toContain('10 ₽ в день');
  });

  it('sends nothing when the customer starts a card top-up themselves (shown in the bell only)', async () => {
    const { client, userId } = await w.customer();
    const started = await call(w.app, 'POST', '/api/client/top-ups', client.token, {
      amount: 500,
      currency: 'RUB',
    });
    expect(started.statusCode).toBe(201);
    const [opened] = await w.app.ctx.db
      .select()
      .from(notificationEvents)
      .where(and(eq(notificationEvents.userId, userId), eq(notificationEvents.kind, 'topUp')));
    expect(opened).toMatchObject({ action: 'open' });
    await w.drain();
    expect(await w.deliveries(opened!.id)).toEqual([]);
    expect(lettersTo(client)).toEqual([]);
    const event = (await bell(client)).find((n) => n.kind === 'topUp');
    expect(event).toMatchObject({
      title: 'Пополнение на 500,00 ₽: Ожидает оплаты',
      link: `/finance?topUp=${opened!.objectId}`,
    });
  });

  it('shows a promo credit’s amount as money', async () => {
    const { client, userId } = await w.customer();
    await recordEvents(w.app.ctx.db, [
      {
        userId,
        kind: 'credit',
        action: 'promo',
        actor: 'customer',
        data: { source: 'promo', code: 'WELCOME', amount: '500.00', currency: 'RUB' },
      },
    ]);
    const event = (await bell(client)).find((n) => n.kind === 'credit');
    expect(event?.text).toBe('По промокоду WELCOME на счёт зачислено 500,00 ₽.');
  });
});
