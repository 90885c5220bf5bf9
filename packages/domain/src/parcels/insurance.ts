import { z } from 'zod';
import { eurosToRoubles } from './customs.js';
import { moneyField } from '../shared/fields.js';
import { formatMoneyWithSign } from '../shared/money-format.js';
import { reasonField } from '../shared/free-text-fields.js';
import { type Decimal, moneyToJson, toMinorUnits } from '../shared/money.js';
import type { InsuranceLine } from './parcel-insurance-line.js';
import { PARCEL_STATUS } from './parcel-statuses.js';

/**
 * Optional parcel insurance (issue 20): a percent of the declared value with a minimum, priced by `priceParcel`
 * (parcel-pricing.ts `insuranceLine`). The server's configuration sets both (INSURANCE_PERCENT,
 * INSURANCE_MINIMUM_RUB); these are the defaults (docs/decisions/032-parcel-insurance.md).
 */
export interface InsuranceSettings {
  /** Percent of the declared value, exact text with at most two decimals. */
  percent: string;
  /** The least an insured parcel pays, roubles as exact text. */
  minimumRub: string;
}

export const INSURANCE_DEFAULTS: InsuranceSettings = { percent: '3', minimumRub: '100.00' };

export const INSURANCE_MESSAGES = {
  title: 'Страховка',
  checkbox: 'Страховка посылки',
  hint: (percent: string, minimum: string) =>
    `${percent.replace('.', ',')} % от объявленной стоимости товаров, не меньше ${minimum}. При утрате или повреждении вернём стоимость товаров и оплату доставки`,
  claimTitle: 'Страховой случай',
  claimAmountRequired: 'Введите сумму возмещения',
  claimAmountPositive: 'Сумма возмещения должна быть больше нуля',
  claimReasonRequired: 'Опишите, что случилось с посылкой',
  notInsured: 'Посылка не застрахована: страховой случай оформить нельзя',
  notClaimable: 'Страховой случай можно оформить только по оплаченной отправленной посылке',
  alreadyClaimed: 'По этой посылке страховой случай уже оформлен',
  amountTooLarge: (limit: string) =>
    `Возмещение не может быть больше объявленной стоимости и оплаты доставки: ${limit}`,
  claimed: (amount: string) => `Страховой случай оформлен, ${amount} зачислены на баланс клиента`,
  /** `parcel`: the parcel's one name (object-names.ts, decision 054). */
  refundComment: (parcel: string) =>
    `Страховое возмещение: ${parcel.charAt(0).toLowerCase()}${parcel.slice(1)}`,
  noRate: 'Нет курса валюты объявленной стоимости: страховку сейчас не рассчитать',
} as const;

/**
 * Statuses a claim may be recorded in: the parcel was paid and left the warehouse (shipped, on its way, in
 * customs, in delivery with or without a problem, delivered, archived after delivery). A paid parcel still at the
 * warehouse is cancelled with a refund instead (40 → 800); cancelled ones were refunded already.
 */
export function isInsuranceClaimable(statusId: number): boolean {
  const refused: number[] = [
    PARCEL_STATUS.CANCELED,
    PARCEL_STATUS.CANCELED_ARCHIVED,
    PARCEL_STATUS.CANCELED_REFUNDED,
  ];
  return statusId >= PARCEL_STATUS.SENT && !refused.includes(statusId);
}

/**
 * The declared value in roubles at `rubPerUnit` (an official rate: roubles per one unit of `currency`), rounded
 * half up to the kopeck; roubles stay as they are. Null when the currency has no rate.
 */
export function declaredValueInRoubles(
  value: Decimal,
  currency: string,
  rubPerUnit: Readonly<Record<string, string>> | null,
): string | null {
  if (currency === 'RUB') return eurosToRoubles(value, '1');
  const rate = rubPerUnit?.[currency];
  return rate ? eurosToRoubles(value, rate) : null;
}

/** `priceParcel`'s insurance input for an insured parcel: the value in roubles with the settings. */
export function insuranceInput(declaredValueRub: Decimal, settings: InsuranceSettings = INSURANCE_DEFAULTS) {
  return { declaredValueRub, percent: settings.percent, minimumRub: settings.minimumRub };
}

/** `GET /api/parcel/insurance-terms`: the percent and minimum the parcel form's hint shows. */
export const insuranceTermsSchema = z
  .object({ percent: z.number(), minimumRub: z.number(), currency: z.literal('RUB') })
  .meta({ id: 'InsuranceTerms' });
export type InsuranceTerms = z.infer<typeof insuranceTermsSchema>;

/** The insurance line of a priced parcel (after weighing, in the calculator). */
export const insurancePriceSchema = z
  .object({
    /** The declared value in roubles the percent was taken of. */
    declaredValueRub: z.number(),
    percent: z.number(),
    minimumRub: z.number(),
    amount: z.number(),
    minimumApplied: z.boolean(),
  })
  .meta({ id: 'InsurancePrice' });
export type InsurancePrice = z.infer<typeof insurancePriceSchema>;

/** `POST /api/staff/parcels/{id}/insurance-claim`: the refund in roubles and what happened. */
export const insuranceClaimSchema = z.object({
  amount: moneyField({
    min: '0.01',
    minMessage: INSURANCE_MESSAGES.claimAmountPositive,
    requiredMessage: INSURANCE_MESSAGES.claimAmountRequired,
  }),
  reason: reasonField(INSURANCE_MESSAGES.claimReasonRequired),
});
export type InsuranceClaimInput = z.input<typeof insuranceClaimSchema>;

/** A recorded claim, as the parcel's page (customer and desk) shows it. */
export const insuranceClaimAnswerSchema = z
  .object({
    id: z.number(),
    amount: z.number(),
    currency: z.literal('RUB'),
    reason: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'InsuranceClaim' });
export type InsuranceClaimAnswer = z.infer<typeof insuranceClaimAnswerSchema>;

/** The most a claim may refund: the insured declared value plus what was paid for the parcel (decision 032). */
export function claimLimit(declaredValueRub: Decimal, paidRub: Decimal): bigint {
  return toMinorUnits(declaredValueRub) + toMinorUnits(paidRub);
}

/** `priceParcel`'s insurance line as the JSON numbers of the answers (null when not insured). */
export function insurancePriceOf(line: InsuranceLine | null): InsurancePrice | null {
  if (!line) return null;
  return {
    declaredValueRub: moneyToJson(line.declaredValueRub),
    percent: Number(line.percent),
    minimumRub: moneyToJson(line.minimumRub),
    amount: moneyToJson(line.amount),
    minimumApplied: line.minimumApplied,
  };
}

/**
 * The basis of an insurance amount (decision 032), shown wherever the amount is: «3 % от объявленной стоимости
 * 12 345 ₽ (по официальному курсу), не меньше 100 ₽ — применён минимум».
 */
export function insuranceBasisText(line: {
  declaredValueRub: Decimal;
  percent: Decimal;
  minimumRub: Decimal;
  minimumApplied: boolean;
}): string {
  const rub = (amount: Decimal) => formatMoneyWithSign(amount, 'RUB', { noBreak: true });
  const percent = String(line.percent).replace('.', ',');
  return (
    `${percent} % от объявленной стоимости ${rub(line.declaredValueRub)} (по официальному курсу), ` +
    `не меньше ${rub(line.minimumRub)}${line.minimumApplied ? ' — применён минимум' : ''}`
  );
}
