import { STORAGE_DEFAULTS, type StorageSettings } from '@cargo/domain';

/**
 * The storage settings the goods' answers show (free days, daily fee). The view functions are called from many
 * routes and modules without the app's context, so the goods module keeps the configured settings here, set once
 * by its plugin from `config.storageFees` (decision 031). One process serves one configuration; the daily job
 * takes its settings from the context directly.
 */
let current: StorageSettings = STORAGE_DEFAULTS;

export function useStorageSettings(settings: StorageSettings | undefined): void {
  current = settings ?? STORAGE_DEFAULTS;
}

export function storageSettings(): StorageSettings {
  return current;
}
