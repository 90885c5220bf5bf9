import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, RECIPIENT_STATUS, type RecipientData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recipients } from '../../db/schema/index.js';
import { countryNames } from '../reference/index.js';
import { AppError, conflict } from '../../errors.js';
import { pageOf } from '../../http.js';
import { toRecipientView } from './view.js';

export { countryNames };

const notFound = () => new AppError(404, 'NOT_FOUND', RECIPIENT_MESSAGES.notFound);

/** The customer's own recipient, or 404: another customer's id looks exactly like a missing one. */
export async function findOwnRecipient(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function listRecipients(
  db: Executor,
  userId: number,
  options: { archived: boolean; verifiedOnly?: boolean; page: number; size: number },
) {
  const conditions: SQL[] = [
    eq(recipients.userId, userId),
    options.archived ? isNotNull(recipients.archivedAt) : isNull(recipients.archivedAt),
  ];
  if (options.verifiedOnly) conditions.push(eq(recipients.statusId, RECIPIENT_STATUS.CONFIRMED));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(recipients).where(where);
  const rows = await db
    .select()
    .from(recipients)
    .where(where)
    .orderBy(desc(recipients.createdAt), desc(recipients.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const names = await countryNames(db);
  return pageOf(
    rows.map((row) => toRecipientView(row, names)),
    total?.n ?? 0,
    options.page,
    options.size,
  );
}

export async function getRecipient(db: Executor, userId: number, id: number) {
  return toRecipientView(await findOwnRecipient(db, userId, id), await countryNames(db));
}

function dataColumns(data: RecipientData) {
  return {
    countryCode: data.countryCode,
    surname: data.surname,
    name: data.name,
    middleName: data.middleName,
    nickName: data.nickName,
    email: data.email,
    phone: data.phone,
    inn: data.inn,
    dateBirthday: data.dateBirthday,
    idocSeries: data.idocSeries,
    idocNumber: data.idocNumber,
    idocOrg: data.idocOrg,
    idocDate: data.idocDate,
  };
}

/** A new recipient goes to review (status 1). */
export async function createRecipient(db: Executor, userId: number, data: RecipientData) {
  const [row] = await db
    .insert(recipients)
    .values({ userId, ...dataColumns(data), statusId: RECIPIENT_STATUS.UNDER_REVIEW })
    .returning();
  return toRecipientView(row!, await countryNames(db));
}

/** Edited data is checked again: the recipient goes back to review and an old refusal reason is dropped. */
export async function updateRecipient(db: Executor, userId: number, id: number, data: RecipientData) {
  const current = await findOwnRecipient(db, userId, id);
  if (current.archivedAt) throw conflict('RECIPIENT_ARCHIVED', RECIPIENT_MESSAGES.cannotEditArchived);
  const [row] = await db
    .update(recipients)
    .set({
      ...dataColumns(data),
      statusId: RECIPIENT_STATUS.UNDER_REVIEW,
      cancelReason: null,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
    .returning();
  return toRecipientView(row!, await countryNames(db));
}

export async function setRecipientArchived(db: Executor, userId: number, id: number, archived: boolean) {
  await findOwnRecipient(db, userId, id);
  const [row] = await db
    .update(recipients)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
    .returning();
  return toRecipientView(row!, await countryNames(db));
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
  return row ?? null;
}
