import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  fromMinorUnits,
  type LedgerKind,
  type Report,
  type ReportMoney,
  REPORT_MAX_BUCKETS,
  REPORT_MESSAGES,
  toMinorUnits,
} from '@cargo/domain';
import {
  call,
  createTestApp,
  queryRows,
  signInStaff,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';
import { credit, debit, type MoneyMove } from '../finance/index.js';

/**
 * The owner's report (decision 065) on a seeded mix of money, goods, parcels and tickets around Moscow's midnight
 * of 2026-11-11 (21:00 UTC on the 10th): every money figure equals the ledger's rows summed here, in JS, to the
 * kopeck; the buckets follow Moscow's calendar, not UTC's.
 */
let t: TestApp;
let owner: string;
let customerId: number;

const at = (iso: string) => new Date(iso);
/** A Moscow day of an instant, computed apart from the server's SQL. */
const moscowDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(date);

async function move(
  kind: LedgerKind,
  change: 'credit' | 'debit',
  currency: MoneyMove['currency'],
  amount: string,
  when: string,
  reference?: MoneyMove['reference'],
) {
  const entry = await t.app.ctx.db.transaction((tx) =>
    (change === 'credit' ? credit : debit)(tx, {
      userId: customerId,
      currency,
      amount,
      kind,
      comment: `Тест ${kind}`,
      reference,
    }),
  );
  // The row is placed on its instant: the ledger's append-only guard is lifted for this one update of the test.
  await t.app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table account_transactions disable trigger account_transactions_append_only`);
    await tx.execute(
      sql`update account_transactions set created_at = ${at(when).toISOString()}::timestamptz
          where id = ${entry.transactionId}`,
    );
    await tx.execute(sql`alter table account_transactions enable trigger account_transactions_append_only`);
  });
}

async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.app, query);
  return Number(row!.id);
}

const breakdown = {
  actualWeightKg: 2.5,
  volumetricWeightKg: 0,
  chargeableWeightKg: 2.5,
  ratePerKg: 400,
  freight: 1000,
  minimumApplied: false,
  lines: [
    { serviceId: 3, title: 'Фото', quantity: 1, unitPrice: 150.5, amount: 150.5 },
    { serviceId: null, title: 'Коробка', quantity: 1, unitPrice: 8.19, amount: 8.19 },
    { serviceId: null, title: 'Страховка', quantity: 1, unitPrice: 45.67, amount: 45.67 },
  ],
  storage: 30.2,
  subtotal: 1234.56,
  discountPercent: 0,
  discount: 0,
  total: 1234.56,
  currency: 'RUB',
  insurance: { declaredValueRub: 4567, percent: 1, minimumRub: 10, amount: 45.67, minimumApplied: false },
};

async function parcel(weight: string, registry: string | null, shippedAt: string | null): Promise<number> {
  const id = await insertId(sql`
    insert into parcels (user_id, name, status_id, additional_services_ids, weight_kg, registry, price_breakdown,
      delivery_price)
    values (${customerId}, 'P', 50, '{}', ${weight}, ${registry}, ${JSON.stringify(breakdown)}::jsonb, '1234.56')
    returning id`);
  if (shippedAt) {
    await t.app.ctx.db.execute(
      sql`insert into parcel_tracking_events (parcel_id, status_id, at) values (${id}, 50, ${shippedAt}::timestamptz)`,
    );
  }
  return id;
}

async function good(receivedAt: string) {
  await t.app.ctx.db.execute(sql`
    insert into goods (user_id, incoming_declaration, track_key, status_id, qty, price, description, info_url,
      additional_services_ids, received_at)
    values (${customerId}, 'YT1', 'YT1', 20, 1, '10.00', 'Товар', 'https://example.com', '{}',
      ${receivedAt}::timestamptz)`);
}

async function ticket(createdAt: string, answeredAfterMinutes: number | null) {
  const answered =
    answeredAfterMinutes === null ? null : new Date(Date.parse(createdAt) + answeredAfterMinutes * 60_000);
  await t.app.ctx.db.execute(sql`
    insert into tickets (user_id, title_id, status_id, created_at, first_response_at)
    values (${customerId}, 1, 1, ${createdAt}::timestamptz, ${answered?.toISOString() ?? null}::timestamptz)`);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, ['owner']);
  const client = await signUpClient(t.app);
  const [user] = await queryRows<{ id: number }>(
    t.app,
    sql`select id from users where email = ${client.email}`,
  );
  customerId = Number(user!.id);

  // The 10th in Moscow.
  await move('top_up', 'credit', 'RUB', '10000.00', '2026-11-10T08:00:00Z');
  await move('top_up', 'credit', 'CNY', '5000.00', '2026-11-10T09:00:00Z');
  // 21:30 UTC on the 10th is 00:30 on the 11th in Moscow: the parcel's payment is the 11th's.
  const parcelId = await parcel('2.500', 'R-1', '2026-11-10T21:30:00Z');
  await move('parcel_payment', 'debit', 'RUB', '1234.56', '2026-11-10T21:30:00Z', {
    type: 'parcel',
    id: parcelId,
  });
  await parcel('1.250', 'R-1', '2026-11-11T10:00:00Z');
  await parcel('0.750', 'R-2', '2026-11-11T12:00:00Z');
  await parcel('9.000', 'R-3', '2026-11-10T20:59:59Z'); // 23:59:59 on the 10th in Moscow
  await move('storage_fee', 'debit', 'RUB', '12.34', '2026-11-11T05:00:00Z', { type: 'good', id: 1 });
  const orderId = await insertId(sql`insert into orders (user_id) values (${customerId}) returning id`);
  const lotId = await insertId(sql`
    insert into order_units (order_id, user_id, status_id, good_url, price, count, delivery, order_name,
      additional_services, types, commission_percent, paid)
    values (${orderId}, ${customerId}, 50, 'https://example.com', '930.24', 1, '0.00', 'Заказ', '{}', '{}', '7.50',
      '1000.01')
    returning id`);
  await move('order_payment', 'debit', 'CNY', '1000.01', '2026-11-11T06:00:00Z', {
    type: 'orderUnit',
    id: lotId,
  });
  await move('parcel_refund', 'credit', 'RUB', '200.00', '2026-11-11T07:00:00Z');
  await move('insurance_refund', 'credit', 'RUB', '300.00', '2026-11-11T08:00:00Z');
  await move('refund', 'debit', 'RUB', '500.00', '2026-11-11T09:00:00Z');
  await move('promo_code', 'credit', 'RUB', '50.00', '2026-11-11T10:00:00Z');
  // The 12th: a top-up the 10th–11th report must not count, but today's balances hold.
  await move('top_up', 'credit', 'RUB', '1.11', '2026-11-12T10:00:00Z');

  await good('2026-11-10T20:59:59Z');
  await good('2026-11-10T21:00:00Z');
  await good('2026-11-11T20:00:00Z');
  await ticket('2026-11-10T10:00:00Z', 30);
  await ticket('2026-11-10T11:00:00Z', 90);
  await ticket('2026-11-10T12:00:00Z', 120);
  await ticket('2026-11-10T22:00:00Z', null);
  await t.app.ctx.db.execute(
    sql`update goods set storage_fee_due = '17.45' where received_at < '2026-11-11T00:00:00Z'`,
  );
});
afterAll(() => t.close());

const report = async (query: string, token = owner) =>
  call(t.app, 'GET', `/api/staff/reports?${query}`, token);
const money = (r: Report, day: string, currency: string): ReportMoney =>
  r.buckets.find((b) => b.start === day)!.money.find((m) => m.currency === currency)!;

describe('GET /api/staff/reports', () => {
  it('ties out to the ledger to the kopeck, kind by kind, day by day in Moscow time', async () => {
    const response = await report('period=day&from=2026-11-10&to=2026-11-11');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Report;
    expect(body.buckets.map((b) => [b.start, b.end])).toEqual([
      ['2026-11-10', '2026-11-10'],
      ['2026-11-11', '2026-11-11'],
    ]);

    // The ledger, summed apart: every row, bucketed by its Moscow day in JS.
    const rows = await queryRows<{
      amount: string;
      kind: string;
      currency: string;
      created_at: string | Date;
    }>(
      t.app,
      sql`select t.amount::text as amount, t.kind, a.currency, t.created_at
          from account_transactions t join accounts a on a.id = t.account_id`,
    );
    const sum = (day: string, currency: string, kinds: string[] | null, sign = 1n) =>
      fromMinorUnits(
        rows
          .filter((r) => moscowDay(new Date(r.created_at)) === day && r.currency === currency)
          .filter((r) => kinds === null || kinds.includes(r.kind))
          .reduce((total, r) => total + sign * toMinorUnits(r.amount), 0n),
      );
    const add = (...amounts: string[]) => fromMinorUnits(amounts.reduce((s, a) => s + toMinorUnits(a), 0n));
    for (const day of ['2026-11-10', '2026-11-11']) {
      for (const currency of ['RUB', 'CNY', 'USD', 'EUR']) {
        const m = money(body, day, currency);
        expect(m.topUps).toBe(sum(day, currency, ['top_up']));
        expect(add(m.delivery, m.services, m.insurance, m.storage)).toBe(
          sum(day, currency, ['parcel_payment', 'cargo_payment', 'storage_fee'], -1n),
        );
        expect(add(m.buyoutCommission, m.buyoutGoods)).toBe(sum(day, currency, ['order_payment'], -1n));
        expect(m.refunds).toBe(sum(day, currency, ['parcel_refund', 'cargo_refund', 'order_refund']));
        expect(m.insurancePayouts).toBe(sum(day, currency, ['insurance_refund']));
        expect(m.cardRefunds).toBe(sum(day, currency, ['refund'], -1n));
        expect(m.net).toBe(sum(day, currency, null));
      }
    }
    // The parts, as the prices and the lot's percent give them.
    const rub = money(body, '2026-11-11', 'RUB');
    expect(rub).toMatchObject({
      delivery: '1008.19', // 1234.56 − services 150.50 − insurance 45.67 − storage 30.20
      services: '150.50',
      insurance: '45.67',
      storage: '42.54', // 12.34 daily fee + 30.20 paid with the parcel
      refunds: '200.00',
      insurancePayouts: '300.00',
      cardRefunds: '500.00',
      other: '50.00',
      net: '-1196.90',
      balancesEnd: '8803.10',
    });
    // 1000.01 × 7.5 / 107.5 = 69.768… → 69.77 commission, the rest the seller's.
    expect(money(body, '2026-11-11', 'CNY')).toMatchObject({
      buyoutCommission: '69.77',
      buyoutGoods: '930.24',
    });
    expect(money(body, '2026-11-10', 'RUB')).toMatchObject({ topUps: '10000.00', balancesEnd: '10000.00' });
    expect(money(body, '2026-11-10', 'CNY').balancesEnd).toBe('5000.00');
    // Today's balances are the last bucket's end plus what came after it (the 12th's 1.11).
    const [balances] = await queryRows<{ rub: string }>(
      t.app,
      sql`select sum(balance)::text as rub from accounts where currency = 'RUB'`,
    );
    expect(add(rub.balancesEnd, '1.11')).toBe(balances!.rub);
    expect(body.storageDebtNow).toBe('34.90');
  });

  it('counts goods, parcels, flights and tickets in the Moscow day they happened', async () => {
    const body = (await report('period=day&from=2026-11-10&to=2026-11-11')).json() as Report;
    const [tenth, eleventh] = body.buckets;
    expect(tenth).toMatchObject({
      goodsReceived: 1,
      parcelsShipped: 1,
      shippedWeightKg: '9.000',
      flights: 1,
      ticketsOpened: 3,
      ticketsAnswered: 3,
      firstAnswerMedianMinutes: 90,
      firstAnswerAvgMinutes: 80,
    });
    expect(eleventh).toMatchObject({
      goodsReceived: 2,
      parcelsShipped: 3,
      shippedWeightKg: '4.500',
      flights: 2,
      ticketsOpened: 1,
      ticketsAnswered: 0,
      firstAnswerMedianMinutes: null,
    });
  });

  it('widens the range to whole weeks (from Monday) and months', async () => {
    const week = (await report('period=week&from=2026-11-11&to=2026-11-11')).json() as Report;
    expect(week.buckets.map((b) => [b.start, b.end])).toEqual([['2026-11-09', '2026-11-15']]);
    expect(money(week, '2026-11-09', 'RUB').net).toBe(add2('10000.00', '-1196.90', '1.11'));
    const month = (await report('period=month&from=2026-10-15&to=2026-11-02')).json() as Report;
    expect(month.buckets.map((b) => [b.start, b.end])).toEqual([
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-30'],
    ]);
    expect(money(month, '2026-10-01', 'RUB')).toMatchObject({ net: '0.00', balancesEnd: '0.00' });
    expect(month.buckets[1]!.goodsReceived).toBe(3);
  });

  it('is the owner’s and finance’s: other roles get 403, customers 404', async () => {
    const finance = await signInStaff(t.app, ['finance']);
    expect((await report('period=day&from=2026-11-10&to=2026-11-10', finance)).statusCode).toBe(200);
    for (const role of ['warehouse', 'support', 'buyer'] as const) {
      const token = await signInStaff(t.app, [role]);
      const response = await report('period=day&from=2026-11-10&to=2026-11-10', token);
      expect(response.statusCode).toBe(403);
    }
    // A customer does not learn the desk's call exists (staff paths answer 404 to customers).
    const customer = await signUpClient(t.app);
    expect((await report('period=day&from=2026-11-10&to=2026-11-10', customer.token)).statusCode).toBe(404);
  });

  it('refuses a wrong range with a clear Russian message', async () => {
    const refused = async (query: string, message: string) => {
      const response = await report(query);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    };
    await refused('period=year&from=2026-11-10&to=2026-11-11', REPORT_MESSAGES.periodInvalid);
    await refused('period=day&from=2026-11-12&to=2026-11-11', REPORT_MESSAGES.rangeInverted);
    await refused('period=day&from=2026-02-30&to=2026-03-01', REPORT_MESSAGES.dateInvalid);
    await refused('period=day&from=11.11.2026&to=2026-11-11', REPORT_MESSAGES.dateInvalid);
    // 401 days is one too many; 400 is the most.
    await refused(
      'period=day&from=2025-10-07&to=2026-11-11',
      REPORT_MESSAGES.tooManyBuckets(REPORT_MAX_BUCKETS),
    );
    const most = await report('period=day&from=2025-10-08&to=2026-11-11');
    expect(most.statusCode).toBe(200);
    expect((most.json() as Report).buckets).toHaveLength(REPORT_MAX_BUCKETS);
  });
});

function add2(...amounts: string[]) {
  return fromMinorUnits(amounts.reduce((s, a) => s + toMinorUnits(a), 0n));
}
