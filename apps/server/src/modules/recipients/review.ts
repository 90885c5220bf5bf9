import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, RECIPIENT_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recipients, users } from '../../db/schema/index.js';
import { AppError, conflict } from '../../errors.js';
import { pageOf } from '../../http.js';
import { countryNames } from './service.js';
import { toRecipientView } from './view.js';

/** The staff desk's queue: recipients of every customer in one status, oldest first for review. */
export async function listRecipientsByStatus(db: Executor, statusId: number, page: number, size: number) {
  const where = and(eq(recipients.statusId, statusId), isNull(recipients.archivedAt));
  const [total] = await db.select({ n: count() }).from(recipients).where(where);
  const rows = await db
    .select({ recipient: recipients, client: { id: users.id, email: users.email, name: users.name } })
    .from(recipients)
    .innerJoin(users, eq(users.id, recipients.userId))
    .where(where)
    .orderBy(statusId === RECIPIENT_STATUS.UNDER_REVIEW ? recipients.updatedAt : desc(recipients.updatedAt))
    .limit(size)
    .offset((page - 1) * size);
  const names = await countryNames(db);
  return pageOf(
    rows.map((row) => ({ ...toRecipientView(row.recipient, names), client: row.client })),
    total?.n ?? 0,
    page,
    size,
  );
}

/** Confirms (status 2) or cancels (status 3, with a reason the customer sees) a recipient under review. */
export async function reviewRecipient(
  db: Executor,
  staffId: number,
  id: number,
  decision: { confirm: true } | { confirm: false; reason: string },
) {
  const [current] = await db
    .select({ statusId: recipients.statusId })
    .from(recipients)
    .where(eq(recipients.id, id));
  if (!current) throw new AppError(404, 'NOT_FOUND', RECIPIENT_MESSAGES.notFound);
  const [row] = await db
    .update(recipients)
    .set({
      statusId: decision.confirm ? RECIPIENT_STATUS.CONFIRMED : RECIPIENT_STATUS.CANCELED,
      cancelReason: decision.confirm ? null : decision.reason,
      reviewedBy: staffId,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(recipients.id, id), eq(recipients.statusId, RECIPIENT_STATUS.UNDER_REVIEW)))
    .returning();
  if (!row) throw conflict('STATUS_CONFLICT', 'Получатель уже не на проверке');
  return toRecipientView(row, await countryNames(db));
}
