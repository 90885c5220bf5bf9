import { z } from 'zod';
import { GOOD_STATUS } from './good-statuses.js';
import { formatMoneyWithSign } from '../shared/money-format.js';
import { inSentence } from '../shared/name-text.js';

/**
 * Storage at the warehouse in China (issue 20): a good is kept free for `freeDays` days from its receipt, then
 * costs `dailyFeeRub` a day, charged once a day through the ledger (docs/decisions/031-storage-days-and-fees.md).
 * The server's configuration sets both (STORAGE_FREE_DAYS, STORAGE_DAILY_FEE_RUB); these are the defaults.
 */
export interface StorageSettings {
  /** Days from receipt a good is kept free of charge. */
  freeDays: number;
  /** The fee per good per day after the free days, roubles as exact text. */
  dailyFeeRub: string;
}

export const STORAGE_DEFAULTS: StorageSettings = { freeDays: 30, dailyFeeRub: '10.00' };

/** The customer is reminded this many days before a good's fees start. */
export const STORAGE_REMINDER_DAYS_BEFORE = 3;

/**
 * Statuses of a good the warehouse holds for the customer and charges storage for (decision 031): received,
 * flagged, on the shelf, on its way back to the sender but still here, picked for a parcel, uncertain. A good
 * packed in a weighed parcel (130) no longer accrues: its parcel's price holds what it owed at weighing.
 */
export const STORAGE_ACCRUING_GOOD_STATUSES: readonly number[] = [
  GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS,
  GOOD_STATUS.RECEIVED,
  GOOD_STATUS.ON_STORE,
  GOOD_STATUS.RETURN_TO_SENDER,
  GOOD_STATUS.AWAITING_RETURN,
  GOOD_STATUS.RETURN_IS_OVERDUE,
  GOOD_STATUS.CANCELLATION_OF_RETURN,
  GOOD_STATUS.CHANGE_DATA,
  GOOD_STATUS.ON_PICKING,
  GOOD_STATUS.UNCERTAIN_PRODUCT,
];

const DAY_MS = 86_400_000;

/** The warehouse's calendar day (UTC) of an instant, as YYYY-MM-DD. */
export function storageDay(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days, YYYY-MM-DD. */
export function addStorageDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first day a good pays for: the day of its receipt counts as its first free day, so a good received on
 * 1 November with 30 free days is free through 30 November and pays from 1 December.
 */
export function storageFirstFeeDay(receivedAt: Date | string, freeDays: number): string {
  return addStorageDays(storageDay(receivedAt), freeDays);
}

/** Free days left on `today` (YYYY-MM-DD or an instant): 30 on the day of receipt, 0 once fees apply. */
export function storageDaysLeft(receivedAt: Date | string, today: Date | string, freeDays: number): number {
  const day = typeof today === 'string' && today.length === 10 ? today : storageDay(today);
  return Math.max(0, daysBetween(day, storageFirstFeeDay(receivedAt, freeDays)));
}

/** True on the days the reminder is due: fees start in at most STORAGE_REMINDER_DAYS_BEFORE days, not yet. */
export function storageReminderDue(receivedAt: Date | string, today: string, freeDays: number): boolean {
  const left = storageDaysLeft(receivedAt, today, freeDays);
  return left > 0 && left <= STORAGE_REMINDER_DAYS_BEFORE;
}

/** What a good's or a parcel's page shows of its storage (the answers' `storage`). */
export interface StorageInfo {
  /** Free days left (0 once the daily fee applies). */
  daysLeft: number;
  /** The first day the good pays for, YYYY-MM-DD. */
  feesFrom: string;
  /** The daily fee per good, roubles. */
  dailyFeeRub: number;
  /** Fees charged and not paid yet (owed), roubles. */
  dueRub: number;
  /** True while the warehouse keeps the good and charges for it (false once it is packed or gone). */
  accruing: boolean;
}

/** «Бесплатное хранение: осталось 12 дн.» or «Платное хранение: 10 ₽ в день, долг 30 ₽». */
export function storageText(
  info: Pick<StorageInfo, 'daysLeft' | 'dailyFeeRub' | 'dueRub' | 'accruing'>,
): string {
  const due = info.dueRub > 0 ? `долг ${formatMoneyWithSign(String(info.dueRub), 'RUB')}` : '';
  if (!info.accruing) return due ? `Хранение: ${due}` : '';
  if (info.daysLeft > 0) {
    return `Бесплатное хранение: осталось ${info.daysLeft} дн.${due ? ` (${due})` : ''}`;
  }
  const fee = `Платное хранение: ${formatMoneyWithSign(String(info.dailyFeeRub), 'RUB')} в день`;
  return due ? `${fee}, ${due}` : fee;
}

/** How many goods a multi-good storage comment names before «и ещё N». */
const STORAGE_COMMENT_NAMES = 3;

/** «товар», «товара», «товаров» for a count (1, 2–4, 5–20, 21…, the Russian rule). */
function goodsWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'товаров';
  if (ones === 1) return 'товар';
  return ones >= 2 && ones <= 4 ? 'товара' : 'товаров';
}

/** Russian texts of storage: the ledger comment, the reminder and the desk's refusal. */
export const STORAGE_MESSAGES = {
  /** `good`: the good's one name (object-names.ts, decision 054). */
  ledgerComment: (good: string, day: string) =>
    `Хранение за ${day.split('-').reverse().join('.')}: ${inSentence(good)}`,
  /**
   * One day's storage of several goods in one ledger row (the daily job writes one row per customer and day,
   * decision 068): how many, the fee each, and the first goods' names; every good's own charge is on its page.
   */
  ledgerCommentMany: (goods: readonly string[], day: string, fee: string) => {
    const shown = goods.slice(0, STORAGE_COMMENT_NAMES).map(inSentence).join(', ');
    const more = goods.length > STORAGE_COMMENT_NAMES ? ` и ещё ${goods.length - STORAGE_COMMENT_NAMES}` : '';
    return (
      `Хранение за ${day.split('-').reverse().join('.')}: ${goods.length} ${goodsWord(goods.length)} ` +
      `по ${formatMoneyWithSign(fee, 'RUB')} — ${shown}${more}`
    );
  },
  reminderSubject: (good: string) => `${good}: скоро платное хранение`,
  reminderText: (good: string, feesFrom: string, dailyFee: string) =>
    `${good}: бесплатное хранение заканчивается, с ${feesFrom.split('-').reverse().join('.')} ` +
    `хранение стоит ${formatMoneyWithSign(dailyFee, 'RUB')} в день. Отправьте товар в посылке, чтобы не платить.`,
  feesOwed: 'За хранение товаров посылки есть неоплаченный долг: отправка невозможна, пока он не оплачен',
} as const;

/** `GET /api/storage-terms` (public): the server's storage settings, published wherever a customer decides. */
export const storageTermsSchema = z
  .object({ freeDays: z.number(), dailyFeeRub: z.number(), currency: z.literal('RUB') })
  .meta({ id: 'StorageTerms' });
export type StorageTerms = z.infer<typeof storageTermsSchema>;

/**
 * The storage terms as a customer reads them before anything is charged (decision 052): «Хранение на складе:
 * первые 30 дней со дня приёма товара — бесплатно, затем 10 ₽ в день за каждый товар».
 */
export function storageTermsText(terms: Pick<StorageTerms, 'freeDays' | 'dailyFeeRub'>): string {
  const fee = formatMoneyWithSign(String(terms.dailyFeeRub), 'RUB', { noBreak: true });
  return (
    `Хранение на складе: первые ${terms.freeDays} дн. со дня приёма товара — бесплатно, ` +
    `затем ${fee} в день за каждый товар`
  );
}
