import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { GOOD_SECTIONS, type GoodSection } from '@cargo/domain';
import { goods, goodsStatusCounts } from '../../db/schema/goods.js';
import { call, goodItem } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * The goods counters read goods_status_counts, which triggers keep (decision 037). Whatever the customer and the
 * warehouse do, in any order (refused steps included), the counters must equal a recount of the goods themselves.
 */
describe('goods counters follow every change of the goods', () => {
  const w = useParcelWorld();

  /** A recount from the goods table: what the counters must say. */
  async function recount(userId: number) {
    const rows = await w.db
      .select({ statusId: goods.statusId, n: sql<number>`cast(count(*) as integer)` })
      .from(goods)
      .where(eq(goods.userId, userId))
      .groupBy(goods.statusId);
    const byStatus = new Map(rows.map((row) => [row.statusId, Number(row.n)]));
    const sections = Object.entries(GOOD_SECTIONS) as Array<[GoodSection, readonly number[]]>;
    return Object.fromEntries(
      sections.map(([section, ids]) => [section, ids.reduce((n, id) => n + (byStatus.get(id) ?? 0), 0)]),
    );
  }

  async function expectCountersMatch(c: ParcelCustomer) {
    const expected = await recount(c.userId);
    const counters = await call(w.app, 'GET', '/api/client/my-goods/counters', c.client.token);
    expect(counters.statusCode).toBe(200);
    expect(counters.json()).toEqual(expected);
    const dashboard = (await call(w.app, 'GET', '/api/dashboard', c.client.token)).json() as {
      counters: Array<{ key: string; count: number }>;
    };
    const tile = (key: string) => dashboard.counters.find((counter) => counter.key === key)?.count;
    expect({ waiting: tile('goodsWaiting'), problem: tile('goodsProblem') }).toEqual({
      waiting: expected.waiting,
      problem: expected.problem,
    });
  }

  /** One step of a customer's or the warehouse's, on the goods and parcels known so far (picked by index). */
  type Step = { op: Op; pick: number; n: number };
  const OPS = [
    'create',
    'receive',
    'archive',
    'flagProblem',
    'accept',
    'returnGood',
    'parcel',
    'deleteParcel',
    'sendToAssembly',
    'deleteRow',
  ] as const;
  type Op = (typeof OPS)[number];
  const stepArb: fc.Arbitrary<Step> = fc.record({
    op: fc.constantFrom(...OPS),
    pick: fc.nat(50),
    n: fc.integer({ min: 1, max: 3 }),
  });

  /** The steps that succeeded at least once (a refused one still must leave the counters right). */
  const succeeded = new Set<Op>();

  function runner(c: ParcelCustomer) {
    const tracks: string[] = [];
    const goodIds: number[] = [];
    const parcelIds: number[] = [];
    const token = c.client.token;
    const at = <T>(list: T[], pick: number) => (list.length ? list[pick % list.length] : undefined);
    const steps: Record<Op, (step: Step) => Promise<unknown>> = {
      async create({ n }) {
        const track = w.track();
        const created = await call(w.app, 'POST', '/api/goods/create', token, {
          incomingDeclaration: track,
          goods: Array.from({ length: n }, () => goodItem),
        });
        tracks.push(track);
        goodIds.push(...(created.json().data as Array<{ id: number }>).map((good) => good.id));
      },
      receive: async ({ pick }) =>
        at(tracks, pick) &&
        call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: at(tracks, pick) }),
      archive: async ({ pick }) =>
        at(goodIds, pick) && call(w.app, 'DELETE', `/api/goods/cl/${at(goodIds, pick)}`, token),
      flagProblem: async ({ pick }) =>
        at(goodIds, pick) &&
        call(w.app, 'PUT', `/api/staff/goods/${at(goodIds, pick)}/status`, w.staff, {
          statusId: 11,
          reason: 'Брак подошвы',
        }),
      accept: async ({ pick }) =>
        at(goodIds, pick) && call(w.app, 'POST', `/api/goods/cl/accept/${at(goodIds, pick)}`, token),
      returnGood: async ({ pick }) =>
        at(goodIds, pick) && call(w.app, 'POST', `/api/goods/return/${at(goodIds, pick)}`, token),
      async parcel({ pick, n }) {
        const chosen = goodIds.slice(pick % Math.max(goodIds.length, 1)).slice(0, n);
        if (!chosen.length) return;
        const created = await call(w.app, 'POST', '/api/parcel/cl', token, w.order(c, { goodsIds: chosen }));
        if (created.statusCode === 201) parcelIds.push(created.json().id as number);
        return created;
      },
      deleteParcel: async ({ pick }) =>
        at(parcelIds, pick) && call(w.app, 'DELETE', `/api/parcel/cl/${at(parcelIds, pick)}`, token),
      sendToAssembly: async ({ pick }) =>
        at(parcelIds, pick) &&
        call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${at(parcelIds, pick)}`, token),
      // No route removes a good's row; a row removed by hand (or by a customer's deletion cascading) must count too.
      async deleteRow({ pick }) {
        const id = at(goodIds, pick);
        if (id === undefined) return;
        await w.db.delete(goods).where(eq(goods.id, id));
        goodIds.splice(goodIds.indexOf(id), 1);
      },
    };
    return async (step: Step) => {
      const answer = (await steps[step.op](step)) as { statusCode?: number } | undefined;
      if (!answer?.statusCode || answer.statusCode < 300) succeeded.add(step.op);
    };
  }

  it('after any sequence of creating, receiving, archiving, problems, returns and parcels', async () => {
    succeeded.clear();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 14 }), async (sequence) => {
        const c = await w.customerWithRecipient();
        const run = runner({ ...c, goodsIds: [] });
        for (const step of sequence) await run(step);
        await expectCountersMatch({ ...c, goodsIds: [] });
      }),
      { numRuns: 8, seed: 2126 },
    );
    // The sequences reached every kind of step, not only refusals.
    expect([...succeeded].sort()).toEqual([...OPS].sort());
  }, 300_000);

  it('when the steps run at the same time (rows a concurrent transaction holds are folded later)', async () => {
    const c = await w.customerWithRecipient();
    const run = runner({ ...c, goodsIds: [] });
    for (let i = 0; i < 4; i += 1) await run({ op: 'create', pick: 0, n: 3 });
    const burst = fc.sample(stepArb, { numRuns: 24, seed: 37 });
    await Promise.all(burst.map((step) => run(step)));
    await Promise.all(burst.map((step, i) => run({ ...step, pick: step.pick + i })));
    await expectCountersMatch({ ...c, goodsIds: [] });
    // A key gets a row of its own only while its other rows are held: never more rows than steps at once.
    const rowsPerStatus = async () => {
      const rows = await w.db
        .select({ statusId: goodsStatusCounts.statusId })
        .from(goodsStatusCounts)
        .where(eq(goodsStatusCounts.userId, c.userId));
      const counted = new Map<number, number>();
      for (const row of rows) counted.set(row.statusId, (counted.get(row.statusId) ?? 0) + 1);
      return counted;
    };
    for (const rows of (await rowsPerStatus()).values()) expect(rows).toBeLessThanOrEqual(burst.length);
    // With nobody else writing, the next change of a status folds that status's rows back into one.
    await run({ op: 'create', pick: 0, n: 1 });
    expect((await rowsPerStatus()).get(10)).toBe(1);
    await expectCountersMatch({ ...c, goodsIds: [] });
  }, 300_000);
});

describe('the counters are read in one statement, the session check included', () => {
  const w = useParcelWorld();

  it('goods counters, the parcels counters and the dashboard', async () => {
    const c = await w.customer(2);
    await w.createdParcel(c);
    const client = (w.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    for (const path of [
      '/api/client/my-goods/counters',
      '/api/client/my-parcels/counters',
      '/api/dashboard',
    ]) {
      const query = vi.spyOn(client, 'query');
      const answer = await call(w.app, 'GET', path, c.client.token);
      const statements = query.mock.calls.length;
      query.mockRestore();
      expect({ path, status: answer.statusCode, statements }).toEqual({ path, status: 200, statements: 1 });
    }
    expect((await call(w.app, 'GET', '/api/client/my-parcels/counters', c.client.token)).json()).toEqual({
      parcelsAwaitingPayment: 0,
      problemsRuCustoms: 0,
      problemsRuDelivery: 0,
    });
  });
});
