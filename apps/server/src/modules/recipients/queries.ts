import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, RECIPIENT_STATUS, type RecipientData } from '@cargo/domain';
import type { OwnedText } from '../../db/owned-text.js';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { recipientLinks, recipients } from '../../db/schema/recipients.js';
import { conflict, notFound } from '../../errors.js';
import { decryptPersonalData, encryptPersonalData, passportIndexOf } from './personal-data.js';

export const recipientNotFound = () => notFound(RECIPIENT_MESSAGES.notFound);
export const recipientChanged = () => conflict('STATUS_CONFLICT', RECIPIENT_MESSAGES.changedMeanwhile);

/** The customer's own recipient, or 404: another customer's id looks exactly like a missing one. */
export async function findOwnRecipient(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)));
  if (!row) throw recipientNotFound();
  return row;
}

/**
 * An unfilled link-recipient (status 4) is listed only while its link can still be filled in: once the link
 * has expired, the empty card is of no use to anyone.
 */
export const stillUseful: SQL = or(
  ne(recipients.statusId, RECIPIENT_STATUS.NOT_FILLED),
  sql`exists (select 1 from ${recipientLinks} where ${recipientLinks.recipientId} = ${recipients.id}
    and ${recipientLinks.usedAt} is null and ${recipientLinks.expiresAt} > now())`,
)!;

/**
 * The row is still the version the caller saw (`updatedAt` as the answers carry it, to the millisecond), or no
 * condition when the caller named none.
 */
export function isVersion(seen: string | undefined): SQL | undefined {
  if (seen === undefined) return undefined;
  return sql`date_trunc('milliseconds', ${recipients.updatedAt}) = ${new Date(seen).toISOString()}::timestamptz`;
}

/** The same check on a row already read, to refuse early and clearly. */
export function checkVersion(row: { updatedAt: Date }, seen: string | undefined): void {
  if (seen !== undefined && row.updatedAt.getTime() !== new Date(seen).getTime()) throw recipientChanged();
}

/** The columns a form or a self-fill submission writes, the personal ones encrypted (decision 064). */
export function dataColumns(data: RecipientData) {
  return encryptPersonalData({
    idocKey: passportIndexOf(data.idocSeries, data.idocNumber),
    countryCode: data.countryCode,
    surname: data.surname,
    name: data.name,
    middleName: data.middleName,
    email: data.email,
    phone: data.phone,
    inn: data.inn,
    dateBirthday: data.dateBirthday,
    idocSeries: data.idocSeries,
    idocNumber: data.idocNumber,
    idocOrg: data.idocOrg,
    idocDate: data.idocDate,
  });
}

/** A confirmed, active recipient of this customer, or null: only those can receive parcels. */
export async function findConfirmedRecipient(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(
      and(
        eq(recipients.id, id),
        eq(recipients.userId, userId),
        eq(recipients.statusId, RECIPIENT_STATUS.CONFIRMED),
        isNull(recipients.archivedAt),
      ),
    );
  return row ? decryptPersonalData(row) : null;
}

/**
 * Full names of recipients by id, each with its owner (for parcel lists), in one query for any number of customers:
 * the caller shows a name only beside its owner's parcel (`nameOwnedBy`).
 */
export async function recipientNames(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, OwnedText>();
  const rows = await db
    .select({
      id: recipients.id,
      userId: recipients.userId,
      surname: recipients.surname,
      name: recipients.name,
      middleName: recipients.middleName,
    })
    .from(recipients)
    .where(anyOf(recipients.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { userId: row.userId, text: [row.surname, row.name, row.middleName].filter(Boolean).join(' ') },
    ]),
  );
}
