import { STORAGE_DEFAULTS, type StorageSettings } from '@cargo/domain';
import type { AppConfig } from '../../config.js';

/**
 * The storage settings the goods' answers show and the daily job charges by (free days, daily fee): the app's
 * configuration (`STORAGE_FREE_DAYS`, `STORAGE_DAILY_FEE_RUB`, decision 031), the domain's defaults when left out
 * (tests). Read from the app's context where a view is made, never kept in the module.
 */
export function storageSettingsOf(config: Pick<AppConfig, 'storageFees'>): StorageSettings {
  return config.storageFees ?? STORAGE_DEFAULTS;
}
