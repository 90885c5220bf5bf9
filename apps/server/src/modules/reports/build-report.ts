import {
  type Report,
  type ReportBucket,
  type ReportMoney,
  type ReportQuery,
  REPORT_TIME_ZONE,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moneyRows } from './report-money.js';
import { operationRows } from './report-operations.js';

/**
 * `GET /api/staff/reports` (decision 065): the business by day, week or month in Moscow time, in two set-based
 * statements — the operations (goods, parcels, flights, tickets, today's storage debt) and the money (the ledger's
 * rows of the range grouped by bucket, currency and kind). Each groups by `date_trunc` of the row's Moscow time; no
 * loop over rows runs in the portal. The range is widened to whole buckets (a week from Monday, a month from the 1st).
 */
export async function buildReport(db: Executor, query: ReportQuery): Promise<Report> {
  const [operations, money] = await Promise.all([operationRows(db, query), moneyRows(db, query)]);
  const moneyByBucket = new Map<string, ReportMoney[]>();
  for (const row of money) {
    const list = moneyByBucket.get(row.start) ?? [];
    const { start: _start, ...figures } = row;
    list.push(figures);
    moneyByBucket.set(row.start, list);
  }
  const buckets: ReportBucket[] = operations.map((row) => ({
    start: row.start,
    end: row.end,
    goodsReceived: Number(row.goods_received),
    parcelsShipped: Number(row.parcels_shipped),
    shippedWeightKg: row.shipped_weight_kg,
    flights: Number(row.flights),
    ticketsOpened: Number(row.tickets_opened),
    ticketsAnswered: Number(row.tickets_answered),
    firstAnswerMedianMinutes: minutes(row.first_answer_median),
    firstAnswerAvgMinutes: minutes(row.first_answer_avg),
    money: moneyByBucket.get(row.start) ?? [],
  }));
  return {
    period: query.period,
    from: buckets[0]?.start ?? query.from,
    to: buckets.at(-1)?.end ?? query.to,
    timeZone: REPORT_TIME_ZONE,
    buckets,
    storageDebtNow: operations[0]?.storage_debt_now ?? '0.00',
    generatedAt: new Date().toISOString(),
  };
}

const minutes = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;
