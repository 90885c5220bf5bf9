import { ORDER_MESSAGES } from '@cargo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type SignedUpClient } from '../../test/helpers.js';
import { insertLot } from '../../test/order-desk-fixtures.js';
import { giveYuan, lotLedger, lotRow, yuanBalance } from '../../test/order-fixtures.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * The buyer's desk steps on a lot and the yuan they move. Every lot here: 100 ¥ × 2 + 20 ¥ Chinese delivery
 * = 220 ¥, 5 % commission 11 ¥, charged 231 ¥ when sent to buyout. After each step the lot's ledger rows sum to
 * −paid and the customer's yuan balance says the same.
 */
describe('buyer’s desk: steps and money of a lot', () => {
  const w = useParcelWorld();
  let client: SignedUpClient;
  let userId: number;
  const START = 1000;
  beforeAll(async () => {
    const c = await w.customerWithRecipient();
    client = c.client;
    userId = c.userId;
  });
  const step = (id: number, name: string, body?: unknown, token = w.staff) =>
    call(w.app, 'PUT', `/api/staff/orders/lots/${id}/${name}`, token, body);
  const real = (unitPrice: string, chinaDelivery: string) => ({ unitPrice, chinaDelivery });
  const cnyBalance = async () => Number(await yuanBalance(w.app, userId));
  const purchaseBody = (unitPrice: string, chinaDelivery: string) => ({
    ...real(unitPrice, chinaDelivery),
    shopOrderNumber: 'TB-2026-1',
  });

  /** A charged lot of a customer whose yuan balance starts at START. */
  async function lot() {
    const before = await cnyBalance();
    if (before < 300) await giveYuan(w.app, w.staff, userId, START);
    const made = await insertLot(w.app, { userId });
    expect(made.total).toBe('231.00');
    return { id: made.lot.id, balance: await cnyBalance() };
  }
  async function expectHeld(id: number, paid: string, balance: number) {
    expect((await lotRow(w.app, id)).paid).toBe(paid);
    expect((await lotLedger(w.app, id)).sum).toBe((-Number(paid)).toFixed(2));
    expect(await cnyBalance()).toBeCloseTo(balance, 2);
  }

  it('take records who and when, only for a lot waiting to be purchased', async () => {
    const { id } = await lot();
    const taken = await step(id, 'take');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(ORDER_MESSAGES.taken);
    expect(taken.json().lot).toMatchObject({ statusId: 50, clientId: userId, clientEmail: client.email });
    expect(taken.json().lot.takenBy.id).toEqual(expect.any(Number));
    expect(taken.json().lot.takenAt).not.toBeNull();

    await step(id, 'purchase', purchaseBody('100', '20'));
    const before = await lotRow(w.app, id);
    const again = await step(id, 'take');
    expect(again.statusCode).toBe(409);
    expect(await lotRow(w.app, id)).toEqual(before);
  });

  it('a customer cannot reach the desk', async () => {
    const { id } = await lot();
    expect((await step(id, 'take', undefined, client.token)).statusCode).toBe(404);
    expect((await call(w.app, 'GET', '/api/staff/orders/lots', client.token)).statusCode).toBe(404);
  });

  it('raise-price: a higher real total sends the lot to the customer (50 → 20), nothing charged yet', async () => {
    const { id, balance } = await lot();
    const raised = await step(id, 'raise-price', { ...real('120', '20'), note: 'Цена выросла' });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().message).toBe(ORDER_MESSAGES.priceRaised);
    // 120 × 2 + 20 = 260, + 13 commission = 273: the customer would pay 42 more.
    expect(raised.json().lot).toMatchObject({ statusId: 20, priceNote: 'Цена выросла', surcharge: 42 });
    expect(raised.json().lot.newPricing.total).toBe(273);
    await expectHeld(id, '231.00', balance);

    const twice = await step(id, 'raise-price', { ...real('130', '20'), note: 'Ещё выше' });
    expect(twice.statusCode).toBe(409);
    expect((await lotRow(w.app, id)).realPrice).toBe('120.00');
  });

  it('raise-price refuses a real total not above what is held, and changes nothing', async () => {
    const { id, balance } = await lot();
    const before = await lotRow(w.app, id);
    const same = await step(id, 'raise-price', { ...real('100', '20'), note: 'Та же цена' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(ORDER_MESSAGES.priceNotHigher);
    expect(await lotRow(w.app, id)).toEqual(before);
    await expectHeld(id, '231.00', balance);
  });

  it('purchase at a lower price refunds the difference once; a second purchase is refused', async () => {
    const { id, balance } = await lot();
    // 90 × 2 + 15 = 195, + 9.75 commission = 204.75: 26.25 goes back.
    const bought = await step(id, 'purchase', { ...purchaseBody('90', '15'), chineseTrack: 'YT7000000001' });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().message).toBe(ORDER_MESSAGES.purchased);
    expect(bought.json().lot).toMatchObject({ statusId: 40, paid: 204.75, shopOrderNumber: 'TB-2026-1' });
    // The lot shows what it cost: the real figures are its own, its total is what is held.
    expect(bought.json().lot).toMatchObject({ price: 90, delivery: 15, pricing: { total: 204.75 } });
    await expectHeld(id, '204.75', balance + 26.25);

    const again = await step(id, 'purchase', purchaseBody('80', '10'));
    expect(again.statusCode).toBe(409);
    await expectHeld(id, '204.75', balance + 26.25);
  });

  it('purchase at the held price moves no money', async () => {
    const { id, balance } = await lot();
    expect((await step(id, 'purchase', purchaseBody('100', '20'))).statusCode).toBe(200);
    await expectHeld(id, '231.00', balance);
  });

  it('purchase refuses a real total above what is held, and changes nothing', async () => {
    const { id, balance } = await lot();
    const before = await lotRow(w.app, id);
    const above = await step(id, 'purchase', purchaseBody('110', '20'));
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(ORDER_MESSAGES.priceAboveHeld);
    expect(await lotRow(w.app, id)).toEqual(before);
    await expectHeld(id, '231.00', balance);
  });

  it('cancel from 50 refunds everything held, with the reason', async () => {
    const { id, balance } = await lot();
    const canceled = await step(id, 'cancel', { reason: 'Нет в наличии' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().message).toBe(ORDER_MESSAGES.staffCanceled);
    expect(canceled.json().lot).toMatchObject({ statusId: 30, statusReason: 'Нет в наличии', paid: 0 });
    await expectHeld(id, '0.00', balance + 231);
    expect((await step(id, 'cancel', { reason: 'Ещё раз' })).statusCode).toBe(409);
    await expectHeld(id, '0.00', balance + 231);
  });

  it('cancel from 20 (price raised) refunds everything held', async () => {
    const { id, balance } = await lot();
    await step(id, 'raise-price', { ...real('150', '20'), note: 'Дороже' });
    expect((await step(id, 'cancel', { reason: 'Клиент молчит' })).statusCode).toBe(200);
    await expectHeld(id, '0.00', balance + 231);
  });

  it('cancel is refused for a purchased lot, and nothing is refunded', async () => {
    const { id, balance } = await lot();
    await step(id, 'purchase', purchaseBody('100', '20'));
    const before = await lotRow(w.app, id);
    expect((await step(id, 'cancel', { reason: 'Поздно' })).statusCode).toBe(409);
    expect(await lotRow(w.app, id)).toEqual(before);
    await expectHeld(id, '231.00', balance);
  });

  it('an unknown lot answers 404', async () => {
    expect((await step(999_999, 'take')).statusCode).toBe(404);
  });
});
