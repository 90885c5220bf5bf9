import { asc, eq, sql } from 'drizzle-orm';
import {
  type CurrencyCcy,
  CURRENCY_CODE,
  type CurrencyRate,
  FINANCE_MESSAGES,
  fromScaled,
  type StaffRates,
  toMicro,
  withMargin,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { currencyRates, financeSettings } from '../../db/schema/finance.js';
import { AppError } from '../../errors.js';
import type { OfficialRates, RateSource } from '../../integrations/rates/rate-source.js';

export const MARGIN_KEY = 'margin_percent';
/** The order GET /api/currency-rate answers in (the spec names EUR, RUB, CNY). */
const PUBLIC_ORDER: CurrencyCcy[] = ['EUR', 'RUB', 'CNY', 'USD'];

/** The service's margin over the official rate, in percent, as exact text ("2.00"). */
export async function marginPercent(db: Executor): Promise<string> {
  const [row] = await db
    .select({ value: financeSettings.value })
    .from(financeSettings)
    .where(eq(financeSettings.key, MARGIN_KEY));
  return row?.value ?? '0';
}

/** Official rates and the margin, read together: what a conversion and the public rate list apply. */
export interface AppliedRates extends OfficialRates {
  marginPercent: string;
  /** Where the official rates came from (a conversion records it). */
  source: RateSource['kind'];
}

export async function appliedRates(db: Executor, source: RateSource): Promise<AppliedRates> {
  const [official, margin] = await Promise.all([
    source.latest().catch(() => {
      throw new AppError(503, 'RATE_UNAVAILABLE', FINANCE_MESSAGES.rateUnavailable);
    }),
    marginPercent(db),
  ]);
  return { ...official, marginPercent: margin, source: source.kind };
}

/**
 * GET /api/currency-rate: `rate` is the official rate plus the margin (what the customer pays in roubles for one
 * unit), rounded to 4 decimals; the rouble is always 1, a margin on it would mean nothing.
 */
export async function publicRates(db: Executor, source: RateSource): Promise<CurrencyRate[]> {
  const applied = await appliedRates(db, source);
  const margin = toMicro(applied.marginPercent);
  return PUBLIC_ORDER.map((ccy) => {
    const official = toMicro(applied.rates[ccy]);
    const rate = ccy === 'RUB' ? official / 100n : withMargin(official, margin, 4);
    return {
      eCurrency: { ccy, code: CURRENCY_CODE[ccy] },
      rate: Number(fromScaled(rate, 4)),
      officialRate: Number(fromScaled(official, 6)),
      date: applied.date,
    };
  });
}

/** Staff: the built-in table (whatever source is configured) and the margin. */
export async function staffRates(db: Executor, sourceKind: 'table' | 'cbr'): Promise<StaffRates> {
  const rows = await db
    .select({
      currency: currencyRates.currency,
      rate: sql<string>`${currencyRates.rate}::text`,
      updatedAt: currencyRates.updatedAt,
    })
    .from(currencyRates)
    .orderBy(asc(currencyRates.currency));
  return {
    source: sourceKind,
    marginPercent: Number(await marginPercent(db)),
    rates: rows.map((row) => ({
      currency: row.currency as CurrencyCcy,
      rate: Number(row.rate),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
