import { passportKey } from '@cargo/domain';
import { personalDataCipher } from '../../personal-data/personal-data-keys.js';
import { CIPHERTEXT_PREFIX } from '../../personal-data/field-cipher.js';

/**
 * The one place a recipient's personal data (152-FZ, decision 064) is encrypted and decrypted: every write of these
 * columns goes through `encryptPersonalData`, every read through `decryptPersonalData`, so the table holds
 * ciphertext only and the answers hold the person's data exactly as the customer typed it.
 */
export const PERSONAL_COLUMNS = ['inn', 'idocSeries', 'idocNumber', 'idocOrg', 'idocDate'] as const;
export type PersonalColumn = (typeof PERSONAL_COLUMNS)[number];
type PersonalValues = { [K in PersonalColumn]?: string | null };

/** What binds a value to its column (GCM's additional data): a value copied into another column does not decrypt. */
const contextOf = (column: PersonalColumn) => `recipients.${column}`;

export function isCiphertext(value: string): boolean {
  return value.startsWith(CIPHERTEXT_PREFIX);
}

/** The row's values to store: each personal column present and not null as ciphertext with the current key. */
export function encryptPersonalData<T extends PersonalValues>(values: T): T {
  const cipher = personalDataCipher();
  const stored = { ...values };
  for (const column of PERSONAL_COLUMNS) {
    const value = values[column];
    if (typeof value === 'string')
      (stored as PersonalValues)[column] = cipher.encrypt(value, contextOf(column));
  }
  return stored;
}

/**
 * The row as read with its personal columns in clear. A value written before encryption (a row the start's
 * migration has not reached yet) is read as it is.
 */
export function decryptPersonalData<T extends PersonalValues>(row: T): T {
  const cipher = personalDataCipher();
  const clear = { ...row };
  for (const column of PERSONAL_COLUMNS) {
    const value = row[column];
    if (typeof value === 'string' && isCiphertext(value)) {
      (clear as PersonalValues)[column] = cipher.decrypt(value, contextOf(column));
    }
  }
  return clear;
}

/** One stored value again with the current key (rotation), or null when it already is. */
export function reencrypted(column: PersonalColumn, stored: string): string | null {
  const cipher = personalDataCipher();
  if (isCiphertext(stored) && stored.split(':')[1] === cipher.currentKeyId) return null;
  const clear = isCiphertext(stored) ? cipher.decrypt(stored, contextOf(column)) : stored;
  return cipher.encrypt(clear, contextOf(column));
}

/** What the passport's blind index is bound to (its HMAC key is derived for it alone). */
const PASSPORT_CONTEXT = 'recipients.idoc_key';

/**
 * The blind index of a passport's series and number (decision 071), under the current key; null without a number.
 * Written with the ciphertext by every write of the passport (`dataColumns`) and by the start's and the rotation's
 * batched pass (`reencryptPersonalData`).
 */
export function passportIndexOf(series: string | null | undefined, number: string | null | undefined) {
  const key = passportKey(series, number);
  return key === '' ? null : personalDataCipher().blindIndex(key, PASSPORT_CONTEXT);
}

/** What the desk looks for when a search reads as a passport: its blind index under each key the server reads. */
export function passportIndexesOf(passport: string): string[] {
  return personalDataCipher().blindIndexes(passport, PASSPORT_CONTEXT);
}

/** `••••56`: the last two characters of a value the desk shows masked (passport number, INN). */
export function masked(value: string | null): string | null {
  if (value === null || value === '') return value;
  const visible = value.length > 4 ? 2 : 0;
  return '•'.repeat(Math.max(4, value.length - visible)) + value.slice(value.length - visible);
}
