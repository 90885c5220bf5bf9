import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addStorageDays, storageDay } from '@cargo/domain';
import { accountTransactions } from '../../db/schema/finance.js';
import { goods } from '../../db/schema/goods.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { storageCharges } from '../../db/schema/storage.js';
import { enqueue } from '../../jobs/enqueue.js';
import { QUEUES } from '../../jobs/queues.js';
import { renderEvent } from '../notifications/texts.js';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

const FREE_DAYS = 5;

/** Storage fees over simulated days: the daily job is run for day 0, 1, … after the goods' receipt. */
describe('goods: storage days and fees (decision 031)', () => {
  const w = useParcelWorld(() => ({ storageFees: { freeDays: FREE_DAYS, dailyFeeRub: '10.00' } }));

  /** Runs the daily job for `day` through the queue, as the schedule would. */
  async function runDay(day: string) {
    await enqueue(w.db, QUEUES.storageFees.name, { day });
    expect(await w.app.ctx.jobs.drain(QUEUES.storageFees.name)).toBe(1);
  }
  const receiptDayOf = async (goodId: number) => {
    const [row] = await w.db.select({ at: goods.receivedAt }).from(goods).where(eq(goods.id, goodId));
    return storageDay(row!.at!);
  };
  const chargesOf = async (ids: number[]) =>
    w.db.select().from(storageCharges).where(inArray(storageCharges.goodId, ids));
  const dueOf = async (ids: number[]) =>
    (await w.db.select({ due: goods.storageFeeDue }).from(goods).where(inArray(goods.id, ids))).map((r) =>
      Number(r.due),
    );

  it('free days, then once a day per good from the balance, the rest owed; never below zero', async () => {
    const c = await w.customer(2);
    const ids = c.goodsIds;
    const day0 = await receiptDayOf(ids[0]!);
    // On the day of receipt the good shows all its free days.
    let good = (await call(w.app, 'GET', `/api/goods/${ids[0]}`, c.client.token)).json();
    expect(good.storage).toMatchObject({ daysLeft: FREE_DAYS, dueRub: 0, accruing: true, dailyFeeRub: 10 });
    await w.topUp(c.userId, 25);

    // Days 0..7, each run twice: days 0–4 are free, 5, 6, 7 cost 10 ₽ per good, charged once.
    for (let k = 0; k <= 7; k += 1) {
      await runDay(addStorageDays(day0, k));
      await runDay(addStorageDays(day0, k));
      const charged = (await chargesOf(ids)).length;
      expect(charged).toBe(k < FREE_DAYS ? 0 : (k - FREE_DAYS + 1) * 2);
    }
    const charges = await chargesOf(ids);
    expect(charges.filter((row) => row.transactionId !== null)).toHaveLength(2);
    // One ledger row per customer and day (decision 068): both goods' fees of day 5 in one row of 20 ₽.
    const debits = await w.db
      .select({ amount: accountTransactions.amount, balanceAfter: accountTransactions.balanceAfter })
      .from(accountTransactions)
      .where(eq(accountTransactions.kind, 'storage_fee'));
    expect(debits).toEqual([{ amount: '-20.00', balanceAfter: '5.00' }]);
    expect(new Set(charges.map((row) => row.transactionId).filter(Boolean)).size).toBe(1);
    // 25 ₽ paid two fees; the four others are owed; the balance stays 5 ₽.
    expect(await w.balance(c.client)).toBe(5);
    expect((await dueOf(ids)).reduce((a, b) => a + b, 0)).toBe(40);

    good = (await call(w.app, 'GET', `/api/goods/${ids[0]}`, c.client.token)).json();
    // The view counts days on the real clock (the receipt was today); what is owed shows at once.
    expect(good.storage.dueRub).toBeGreaterThan(0);
    const ledger = (await call(w.app, 'GET', '/api/client/my-transactions?page=1', c.client.token)).json();
    expect(JSON.stringify(ledger)).toMatch(/Хранение за \d\d\.\d\d\.\d{4}: 2 товара по 10 ₽ — товар «/);

    // The reminder: once per good, three days before the fees, with its texts.
    const reminders = await w.db
      .select()
      .from(notificationEvents)
      .where(
        and(eq(notificationEvents.action, 'storageReminder'), inArray(notificationEvents.objectId, ids)),
      );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.data).toMatchObject({ date: addStorageDays(day0, FREE_DAYS), fee: '10.00' });
    const text = renderEvent({ ...reminders[0]!, data: reminders[0]!.data }, 'http://x');
    expect(text.subject).toContain('скоро платное хранение');
    expect(text.text).toContain('10 ₽ в день');

    // The parcel's price holds what its goods owe; paying it clears the debt; packed goods accrue no more.
    const parcelId = await w.weighedParcel({ ...c, goodsIds: ids });
    const details = await w.details(c.client, parcelId);
    expect(details.price.storage).toBe(40);
    expect(details.storage).toMatchObject({ dueRub: 40, accruingGoods: 0, daysLeft: null });
    await w.topUp(c.userId, 100_000);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${parcelId}`, c.client.token)).statusCode).toBe(200);
    expect(await dueOf(ids)).toEqual([0, 0]);
    const paid = await w.details(c.client, parcelId);
    expect(paid.storage).toBeNull();
    await runDay(addStorageDays(day0, 8));
    expect((await chargesOf(ids)).filter((row) => row.day === addStorageDays(day0, 8))).toHaveLength(0);

    // The desk's ship step refuses a parcel whose goods still owe fees (paying cleared them, so guard only).
    await w.db.update(goods).set({ storageFeeDue: '10' }).where(eq(goods.id, ids[0]!));
    const refused = await call(w.app, 'PUT', `/api/staff/parcels/${parcelId}/ship`, w.staff, {
      outgoingDeclaration: 'CN123456789RU',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('хранение');
    await w.db.update(goods).set({ storageFeeDue: '0' }).where(eq(goods.id, ids[0]!));
    const shipped = await call(w.app, 'PUT', `/api/staff/parcels/${parcelId}/ship`, w.staff, {
      outgoingDeclaration: 'CN123456789RU',
    });
    expect(shipped.statusCode).toBe(200);
  });

  it('expected goods accrue nothing; the receipt sets the first day once', async () => {
    const c = await w.customerWithRecipient();
    const [expected] = await w.goods(c.client, 1, false);
    const good = (await call(w.app, 'GET', `/api/goods/${expected}`, c.client.token)).json();
    expect(good.storage).toBeNull();
    await runDay(addStorageDays(storageDay(new Date()), 60));
    expect(await chargesOf([expected!])).toHaveLength(0);
    const received = await w.db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.id, expected!), isNotNull(goods.receivedAt)));
    expect(received[0]!.n).toBe(0);
  });
});
