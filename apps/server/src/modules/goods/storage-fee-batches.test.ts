import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addStorageDays, storageDay } from '@cargo/domain';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import { goods } from '../../db/schema/goods.js';
import { storageCharges } from '../../db/schema/storage.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { chargeStorageDay } from './storage-fees.js';

const FREE_DAYS = 2;
const settings = { freeDays: FREE_DAYS, dailyFeeRub: '10.00' };

/** The set-based run (decision 068): batches of customers, a kill between them, reruns, partial cover. */
describe('goods: the storage-fee run in batches', () => {
  const w = useParcelWorld(() => ({ storageFees: settings }));

  /** Customers with goods received today and roubles: [goods, balance]. */
  async function customers(plan: Array<[number, number]>) {
    const made = [];
    for (const [n, rub] of plan) {
      const c = await w.customer(n);
      if (rub > 0) await w.topUp(c.userId, rub);
      made.push({ ...c, rub });
    }
    return made;
  }
  const firstPaidDay = () => addStorageDays(storageDay(new Date()), FREE_DAYS);

  /** What the customers' goods were charged, paid and owe, and what their ledgers and balances say. */
  async function totals(userIds: number[], goodIds: number[]) {
    const [charges] = await w.db
      .select({
        n: sql<number>`count(*)::integer`,
        distinct: sql<number>`count(distinct (${storageCharges.goodId}, ${storageCharges.day}))::integer`,
        paid: sql<number>`count(${storageCharges.transactionId})::integer`,
        sum: sql<string>`coalesce(sum(${storageCharges.amount}), 0)::text`,
      })
      .from(storageCharges)
      .where(inArray(storageCharges.goodId, goodIds));
    const [ledger] = await w.db
      .select({ sum: sql<string>`coalesce(-sum(${accountTransactions.amount}), 0)::text` })
      .from(accountTransactions)
      .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
      .where(and2(userIds));
    const [due] = await w.db
      .select({ sum: sql<string>`coalesce(sum(${goods.storageFeeDue}), 0)::text` })
      .from(goods)
      .where(inArray(goods.id, goodIds));
    return { ...charges!, ledger: ledger!.sum, due: due!.sum };
  }
  const and2 = (userIds: number[]) =>
    sql`${inArray(accounts.userId, userIds)} and ${accountTransactions.kind} = 'storage_fee'`;

  it('killed after two batches, then run again: every good charged once, money and debts exact', async () => {
    // Four customers (1 good each, a batch each with batchGoods 1): rich, poor, rich, poor.
    const made = await customers([
      [1, 100],
      [1, 0],
      [1, 100],
      [1, 0],
    ]);
    const userIds = made.map((c) => c.userId);
    const goodIds = made.flatMap((c) => c.goodsIds);
    const day = firstPaidDay();
    const killAt = 3;
    await expect(
      chargeStorageDay(w.db, day, settings, {
        batchGoods: 1,
        beforeCommit: (n) => {
          if (n === killAt) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    // Batches 1 and 2 committed; the third rolled back whole.
    expect((await totals(userIds, goodIds)).n).toBe(killAt - 1);

    const rerun = await chargeStorageDay(w.db, day, settings, { batchGoods: 1 });
    expect(rerun).toMatchObject({ debited: 1, owed: 1 });
    expect(rerun.skipped).toBeGreaterThanOrEqual(killAt - 1);
    const after = await totals(userIds, goodIds);
    expect(after).toMatchObject({ n: 4, distinct: 4, paid: 2, sum: '40.00', ledger: '20.00', due: '20.00' });
    expect(Number(after.ledger) + Number(after.due)).toBe(Number(after.sum));
  });

  it('run twice on one day charges once; a balance covering part pays whole fees, the rest is owed', async () => {
    // 25 ₽ covers two of three fees (10 ₽ each): one ledger row of 20 ₽, one fee owed; a one-good customer's row
    // keeps the good's own comment.
    const [three, one] = await customers([
      [3, 25],
      [1, 50],
    ]);
    const userIds = [three!.userId, one!.userId];
    const goodIds = [...three!.goodsIds, ...one!.goodsIds];
    const day = firstPaidDay();
    const first = await chargeStorageDay(w.db, day, settings);
    // (The earlier test's goods, charged on this day already, are skipped by both runs.)
    expect(first).toMatchObject({ debited: 3, owed: 1 });
    const second = await chargeStorageDay(w.db, day, settings);
    expect(second).toMatchObject({ debited: 0, owed: 0, skipped: first.skipped + 4 });
    expect(await totals(userIds, goodIds)).toMatchObject({
      n: 4,
      paid: 3,
      sum: '40.00',
      ledger: '30.00',
      due: '10.00',
    });
    const rows = await w.db
      .select({
        userId: accounts.userId,
        amount: accountTransactions.amount,
        balanceAfter: accountTransactions.balanceAfter,
        comment: accountTransactions.comment,
        referenceType: accountTransactions.referenceType,
      })
      .from(accountTransactions)
      .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
      .where(and2(userIds));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(rows).toHaveLength(2);
    expect(byUser.get(three!.userId)).toMatchObject({ amount: '-20.00', balanceAfter: '5.00' });
    expect(byUser.get(three!.userId)!.comment).toMatch(/^Хранение за \d\d\.\d\d\.\d{4}: 2 товара по 10 ₽ — /);
    expect(byUser.get(one!.userId)).toMatchObject({
      amount: '-10.00',
      balanceAfter: '40.00',
      referenceType: 'good',
    });
    expect(byUser.get(one!.userId)!.comment).toMatch(/^Хранение за \d\d\.\d\d\.\d{4}: товар «/);
    // The owed fee is on the last good of the three (goods are covered in id order).
    const owed = await w.db
      .select({ id: goods.id, due: goods.storageFeeDue })
      .from(goods)
      .where(inArray(goods.id, three!.goodsIds));
    const lastId = Math.max(...three!.goodsIds);
    expect(owed.map((g) => [g.id === lastId, g.due]).sort()).toEqual([
      [false, '0.00'],
      [false, '0.00'],
      [true, '10.00'],
    ]);
    expect(await w.balance(three!.client)).toBe(5);
  });

  it('the day before the first paid day charges nothing', async () => {
    const [c] = await customers([[1, 100]]);
    const result = await chargeStorageDay(w.db, addStorageDays(firstPaidDay(), -1), settings);
    expect(result).toMatchObject({ debited: 0, owed: 0 });
    expect((await totals([c!.userId], c!.goodsIds)).n).toBe(0);
  });
});
