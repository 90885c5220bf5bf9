import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStorageDays, storageDay } from '@cargo/domain';
import { buildApp } from '../../app.js';
import { goods } from '../../db/schema/goods.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { storageCharges } from '../../db/schema/storage.js';
import { enqueue } from '../../jobs/enqueue.js';
import { QUEUES } from '../../jobs/queues.js';
import { listAccounts } from '../finance/index.js';
import { call, goodItem, signInStaff, signUpClient, testConfig } from '../../test/helpers.js';
import { fundCustomer } from '../../test/four-eyes-helpers.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test/instances/scratch-database.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.info('storage fees on two instances skipped: TEST_DATABASE_URL is not set');

const DAYS = 6;
const GOODS_EACH = 4;

/**
 * Two app instances on one PostgreSQL run the daily job for the same simulated day at the same time, day after
 * day: every good pays each day exactly once, from the balance while it covers the fee, else as a debt.
 */
describe.skipIf(!postgresUrl)('storage fees: two instances, one database', { timeout: 120_000 }, () => {
  let db: ScratchDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createScratchDatabase(postgresUrl!);
    const config = () =>
      testConfig({
        database: { kind: 'postgres', url: db.url, poolSize: 6 },
        storageFees: { freeDays: 1, dailyFeeRub: '10.00' },
      });
    apps.push(await buildApp(config()), await buildApp(config()));
    for (const app of apps) await app.ready();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it(`${DAYS} simulated days, both instances at once: one charge per good per day, never below zero`, async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const staff = await signInStaff(a);
    const balances = [1000, 25, 0];
    const customers = [];
    for (const [n, rub] of balances.entries()) {
      const client = await signUpClient(n % 2 ? a : b);
      const userId = (await call(a, 'GET', '/api/client/my-info', client.token)).json().id as number;
      const track = `ST${Date.now().toString().slice(-8)}${n}`;
      const created = await call(a, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: track,
        goods: Array.from({ length: GOODS_EACH }, () => goodItem),
      });
      await call(b, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: track });
      if (rub > 0) {
        await fundCustomer(a, staff, userId, 'RUB', rub);
      }
      customers.push({ userId, rub, ids: (created.json().data as Array<{ id: number }>).map((g) => g.id) });
    }
    const day0 = storageDay(new Date());
    let ran = 0;
    for (let k = 0; k <= DAYS; k += 1) {
      const day = addStorageDays(day0, k);
      await enqueue(a.ctx.db, QUEUES.storageFees.name, { day });
      await enqueue(b.ctx.db, QUEUES.storageFees.name, { day });
      const counts = await Promise.all([
        a.ctx.jobs.drain(QUEUES.storageFees.name, 1),
        b.ctx.jobs.drain(QUEUES.storageFees.name, 1),
      ]);
      ran += counts[0] + counts[1];
    }
    expect(ran).toBe(2 * (DAYS + 1));

    const all = customers.flatMap((c) => c.ids);
    const [charges] = await a.ctx.db
      .select({ n: count() })
      .from(storageCharges)
      .where(inArray(storageCharges.goodId, all));
    // Day 0 is free; days 1..DAYS cost 10 ₽ each for every good.
    expect(charges!.n).toBe(all.length * DAYS);
    const [reminders] = await a.ctx.db
      .select({ n: count() })
      .from(notificationEvents)
      .where(
        and(eq(notificationEvents.action, 'storageReminder'), inArray(notificationEvents.objectId, all)),
      );
    expect(reminders!.n).toBe(all.length);

    const lines: string[] = [];
    for (const c of customers) {
      const [debits] = await a.ctx.db
        .select({ n: count() })
        .from(storageCharges)
        .where(and(inArray(storageCharges.goodId, c.ids), isNotNull(storageCharges.transactionId)));
      const [due] = await a.ctx.db
        .select({ sum: sql<string>`coalesce(sum(${goods.storageFeeDue}), 0)` })
        .from(goods)
        .where(inArray(goods.id, c.ids));
      const rub = (await listAccounts(a.ctx.db, c.userId)).find((acc) => acc.currency.ccy === 'RUB')!;
      const balance = { balance: rub.balance };
      const paid = debits!.n * 10;
      // Every day's fee is either taken from the balance or owed, never both, never twice.
      expect(paid + Number(due!.sum)).toBe(GOODS_EACH * DAYS * 10);
      expect(paid).toBe(Math.min(Math.floor(c.rub / 10), GOODS_EACH * DAYS) * 10);
      expect(Number(balance.balance)).toBe(c.rub - paid);
      expect(Number(balance.balance)).toBeGreaterThanOrEqual(0);
      lines.push(
        `balance ${c.rub} ₽ → ${debits!.n} debits, owed ${Number(due!.sum)} ₽, left ${balance.balance} ₽`,
      );
    }
    console.log(`storage two instances: ${ran} job runs, ${charges!.n} charges; ${lines.join('; ')}`);
  });
});
