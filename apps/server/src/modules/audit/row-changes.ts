import type { AuditChanges } from '../../db/schema/audit.js';
import { changedFields } from './record-staff-action.js';

/** An amount as the trail shows it: with its currency, so a row read alone says what money moved ("3912.00 RUB"). */
export function withCurrency(amount: string | null | undefined, currency: string): string | null {
  return amount === null || amount === undefined ? null : `${amount} ${currency}`;
}

/**
 * Before → after of the named columns of a row a staff change wrote (a status step's row as read and as written):
 * the fields that differ, a column named in `money` with its currency. `before` null: the row is new.
 */
export function rowChanges<Row extends object>(
  before: Row | null,
  after: Row,
  fields: ReadonlyArray<keyof Row & string>,
  money: Partial<Record<keyof Row & string, string>> = {},
): AuditChanges {
  const pick = (row: Row | null) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = row ? (row as Record<string, unknown>)[field] : null;
        const currency = money[field];
        return [field, currency ? withCurrency(value as string | null, currency) : value];
      }),
    );
  return changedFields(pick(before), pick(after));
}
