import { z } from 'zod';
import { CURRENCY_CCYS } from '../shared/currency.js';

/**
 * The owner's report (decision 065): the business by day, week or month in Moscow time. Each bucket counts the goods
 * received, the parcels shipped (and their weight, and the flights), the tickets, and the money from the ledger by
 * currency. Money is exact decimal text («1500.00»): the figures tie out to the ledger's rows to the kopeck.
 */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_TITLE: Record<ReportPeriod, string> = {
  day: 'По дням',
  week: 'По неделям',
  month: 'По месяцам',
};

/** The most buckets one report holds: 400 days, about eight years of weeks, 400 months. */
export const REPORT_MAX_BUCKETS = 400;
/** The calendar the report's days follow. */
export const REPORT_TIME_ZONE = 'Europe/Moscow';

export const REPORT_MESSAGES = {
  dateInvalid: 'Введите дату в формате ГГГГ-ММ-ДД',
  periodInvalid: 'Выберите период: день, неделя или месяц',
  rangeInverted: 'Дата «по» не может быть раньше даты «с»',
  tooManyBuckets: (max: number) =>
    `Слишком длинный диапазон: в отчёте не больше ${max} строк. Сузьте даты или выберите период крупнее`,
} as const;

const DAY_MS = 86_400_000;

/** A calendar day «YYYY-MM-DD» that exists (2026-02-30 does not). */
const reportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, REPORT_MESSAGES.dateInvalid);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** How many buckets of `period` the days `from`..`to` (inclusive) touch: weeks start on Monday (ISO). */
export function reportBucketCount(period: ReportPeriod, from: string, to: string): number {
  if (period === 'day') return dayNumber(to) - dayNumber(from) + 1;
  if (period === 'week') {
    // 1970-01-01 was a Thursday: day n's Monday is n − ((n + 3) mod 7).
    const monday = (n: number) => n - ((((n + 3) % 7) + 7) % 7);
    return (monday(dayNumber(to)) - monday(dayNumber(from))) / 7 + 1;
  }
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: REPORT_MESSAGES.periodInvalid }),
    from: reportDay,
    to: reportDay,
  })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.rangeInverted, path: ['to'] })
  .refine((q) => q.from > q.to || reportBucketCount(q.period, q.from, q.to) <= REPORT_MAX_BUCKETS, {
    message: REPORT_MESSAGES.tooManyBuckets(REPORT_MAX_BUCKETS),
    path: ['from'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Exact money text: «1500.00», «-20.50». */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** One currency's money in a bucket, each figure from the ledger's rows of the bucket (decision 065). */
export const reportMoneySchema = z
  .object({
    currency: z.enum(CURRENCY_CCYS),
    /** Credits of kind `top_up`. */
    topUps: money,
    /** Parcel and cargo payments less the parts below (freight, packaging, the discount on delivery). */
    delivery: money,
    /** The additional services' lines of the paid parcels' prices. */
    services: money,
    /** Buyout lots' payments: the commission's part (the lot's percent). */
    buyoutCommission: money,
    /** Buyout lots' payments: the goods and the seller's delivery, passed on to the sellers. */
    buyoutGoods: money,
    /** Daily storage fees (`storage_fee`) and the storage debts paid with a parcel's price. */
    storage: money,
    /** The insurance lines of the paid parcels' prices. */
    insurance: money,
    /** What went back to balances: parcel, cargo and buyout refunds (`*_refund`, not insurance). */
    refunds: money,
    /** Insurance compensations credited (`insurance_refund`). */
    insurancePayouts: money,
    /** Top-ups returned to the card (kind `refund`, less refunds the acquirer refused). */
    cardRefunds: money,
    /** Everything else: promo codes, referral rewards and their reversals, debts repaid, corrections, conversions. */
    other: money,
    /** The sum of every ledger row of the bucket (the balances' change). */
    net: money,
    /** Customers' balances at the bucket's end: every ledger row up to it. */
    balancesEnd: money,
  })
  .meta({ id: 'ReportMoney' });
export type ReportMoney = z.infer<typeof reportMoneySchema>;

export const reportBucketSchema = z
  .object({
    /** The bucket's first day in Moscow time (a Monday for weeks, the 1st for months). */
    start: z.string(),
    /** Its last day. */
    end: z.string(),
    goodsReceived: z.number().int(),
    parcelsShipped: z.number().int(),
    /** The shipped parcels' measured weight, kg (3 decimals). */
    shippedWeightKg: z.string(),
    /** Distinct flight registries of the shipped parcels (no flights table yet, decision 065). */
    flights: z.number().int(),
    ticketsOpened: z.number().int(),
    /** Tickets whose first staff answer fell in the bucket. */
    ticketsAnswered: z.number().int(),
    /** Of those: minutes from the ticket's opening to the first answer; null with none answered. */
    firstAnswerMedianMinutes: z.number().nullable(),
    firstAnswerAvgMinutes: z.number().nullable(),
    money: z.array(reportMoneySchema),
  })
  .meta({ id: 'ReportBucket' });
export type ReportBucket = z.infer<typeof reportBucketSchema>;

export const reportSchema = z
  .object({
    period: z.enum(REPORT_PERIODS),
    /** The range asked, widened to whole buckets. */
    from: z.string(),
    to: z.string(),
    timeZone: z.literal(REPORT_TIME_ZONE),
    buckets: z.array(reportBucketSchema),
    /** Storage fees owed now (goods' unpaid fees, roubles): the debt has no history, so it is today's figure. */
    storageDebtNow: money,
    /** When the report was read. */
    generatedAt: z.string(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

/** The money columns in the order the page and its export show them, with their Russian titles. */
export const REPORT_MONEY_COLUMNS = [
  ['topUps', 'Пополнения'],
  ['delivery', 'Доставка'],
  ['services', 'Услуги'],
  ['buyoutCommission', 'Комиссия выкупа'],
  ['buyoutGoods', 'Выкуп: товары продавцов'],
  ['storage', 'Хранение'],
  ['insurance', 'Страховка'],
  ['refunds', 'Возвраты на баланс'],
  ['insurancePayouts', 'Страховые выплаты'],
  ['cardRefunds', 'Возвраты на карту'],
  ['other', 'Прочее'],
  ['net', 'Изменение балансов'],
  ['balancesEnd', 'Балансы клиентов на конец'],
] as const satisfies ReadonlyArray<readonly [keyof Omit<ReportMoney, 'currency'>, string]>;
