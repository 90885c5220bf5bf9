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
