import { and, eq } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, RECIPIENT_STATUS, type RecipientData } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { recipientLinks, recipients } from '../../db/schema/index.js';
import { unauthorized } from '../../errors.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { statusOf } from './view.js';

/** How long a self-fill link works. */
export const RECIPIENT_LINK_TTL_HOURS = 24;
export const RECEIVER_TOKEN_PREFIX = 'rcv';

export function isReceiverToken(token: string): boolean {
  return token.startsWith(`${RECEIVER_TOKEN_PREFIX}_`);
}

/**
 * Makes a self-fill link: an empty recipient (status 4, "not yet filled") and a token bound to this customer and
 * that recipient. Whoever holds the link can fill that one recipient once within 24 hours, and nothing else.
 */
export async function createRecipientLink(ctx: AppContext, userId: number) {
  const receiverToken = newOpaqueToken(RECEIVER_TOKEN_PREFIX);
  const expiresAt = new Date(Date.now() + RECIPIENT_LINK_TTL_HOURS * 3600 * 1000);
  const recipientId = await ctx.db.transaction(async (tx) => {
    const [recipient] = await tx
      .insert(recipients)
      .values({ userId, statusId: RECIPIENT_STATUS.NOT_FILLED, fromUrl: true })
      .returning({ id: recipients.id });
    await tx.insert(recipientLinks).values({
      userId,
      recipientId: recipient!.id,
      tokenHash: hashToken(receiverToken),
      expiresAt,
    });
    return recipient!.id;
  });
  const url = `${ctx.config.publicUrl}/recipients/secondary?receiverToken=${encodeURIComponent(receiverToken)}&recipientId=${recipientId}`;
  return { receiverToken, recipientId, expiresAt: expiresAt.toISOString(), url };
}

const linkUsed = () => unauthorized(RECIPIENT_MESSAGES.linkOnce, 'LINK_USED');
const linkExpired = () => unauthorized(RECIPIENT_MESSAGES.linkExpired, 'LINK_EXPIRED');

async function findLink(db: Executor, token: string, lock: boolean) {
  const query = db
    .select()
    .from(recipientLinks)
    .where(eq(recipientLinks.tokenHash, hashToken(token)));
  const [link] = lock ? await query.for('update') : await query;
  return link ?? null;
}

/** What the self-fill page may see: the recipient's state and when the link runs out. No personal data. */
export async function readByLink(db: Executor, token: string, recipientId: number) {
  const link = await findLink(db, token, false);
  if (!link || link.recipientId !== recipientId || link.expiresAt.getTime() <= Date.now())
    throw linkExpired();
  if (link.usedAt) throw linkUsed();
  const [row] = await db
    .select({ statusId: recipients.statusId })
    .from(recipients)
    .where(eq(recipients.id, recipientId));
  if (!row) throw linkExpired();
  return {
    id: recipientId,
    recipientClientDataStatus: statusOf(row.statusId),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Fills the link's recipient and sends it to review; the link is spent in the same transaction. */
export async function submitByLink(db: Executor, token: string, data: RecipientData) {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, token, true);
    if (!link) throw linkExpired();
    if (link.usedAt) throw linkUsed();
    if (link.expiresAt.getTime() <= Date.now()) throw linkExpired();
    const now = new Date();
    await tx.update(recipientLinks).set({ usedAt: now }).where(eq(recipientLinks.id, link.id));
    const [row] = await tx
      .update(recipients)
      .set({
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
        statusId: RECIPIENT_STATUS.UNDER_REVIEW,
        updatedAt: now,
      })
      .where(
        and(
          eq(recipients.id, link.recipientId),
          eq(recipients.userId, link.userId),
          eq(recipients.statusId, RECIPIENT_STATUS.NOT_FILLED),
        ),
      )
      .returning({ id: recipients.id, statusId: recipients.statusId });
    // The customer filled or removed the recipient meanwhile: the link has nothing left to fill.
    if (!row) throw linkUsed();
    return { id: row.id, recipientClientDataStatus: statusOf(row.statusId) };
  });
}
