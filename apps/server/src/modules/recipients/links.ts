import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  isDeliveryCountry,
  RECIPIENT_INITIAL_STATUS,
  RECIPIENT_MESSAGES,
  RECIPIENT_STATUS,
  type RecipientData,
  type RecipientLink,
  type RecipientLinkState,
  type SelfFillResult,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { recipientLinks, recipients } from '../../db/schema/recipients.js';
import { AppError, fieldError, unauthorized } from '../../errors.js';
import { hashToken } from '../../token-signer.js';
import { receiverTokenFor } from './link-token.js';
import { dataColumns } from './queries.js';
import { statusOf } from './view.js';

/** How long a self-fill link works. */
export const RECIPIENT_LINK_TTL_HOURS = 24;
/** A link closer than this to its end is not handed out again: a new one is made instead. */
const REUSE_MIN_REMAINING_MS = 60 * 60 * 1000;
/** Namespace of the advisory lock that keeps two clicks of one customer from making two links. */
const LINK_LOCK = 804_001;

const linkUsed = () => unauthorized(RECIPIENT_MESSAGES.linkOnce, 'LINK_USED');
const linkExpired = () => unauthorized(RECIPIENT_MESSAGES.linkExpired, 'LINK_EXPIRED');

/**
 * The customer's self-fill link. A link that is unused, not about to expire and whose recipient is still
 * waiting (status 4, not archived) is handed out again, same token and recipient; otherwise an empty recipient
 * (status 4, "not yet filled") and a new 24-hour link are made. Whoever holds the link can fill that one
 * recipient once, and nothing else.
 */
export async function createRecipientLink(ctx: AppContext, userId: number): Promise<RecipientLink> {
  const secret = ctx.config.jwtSecret;
  const link = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK}, ${userId})`);
    const [waiting] = await tx
      .select({
        recipientId: recipientLinks.recipientId,
        expiresAt: recipientLinks.expiresAt,
        tokenHash: recipientLinks.tokenHash,
      })
      .from(recipientLinks)
      .innerJoin(recipients, eq(recipients.id, recipientLinks.recipientId))
      .where(
        and(
          eq(recipientLinks.userId, userId),
          isNull(recipientLinks.usedAt),
          gt(recipientLinks.expiresAt, new Date(Date.now() + REUSE_MIN_REMAINING_MS)),
          eq(recipients.statusId, RECIPIENT_STATUS.NOT_FILLED),
          isNull(recipients.archivedAt),
        ),
      )
      .orderBy(desc(recipientLinks.expiresAt))
      .limit(1);
    // Links made before tokens were derived cannot be rebuilt: those are left to expire.
    if (waiting && hashToken(receiverTokenFor(secret, waiting.recipientId)) === waiting.tokenHash) {
      return { recipientId: waiting.recipientId, expiresAt: waiting.expiresAt };
    }
    const expiresAt = new Date(Date.now() + RECIPIENT_LINK_TTL_HOURS * 3600 * 1000);
    const [recipient] = await tx
      .insert(recipients)
      .values({ userId, statusId: RECIPIENT_INITIAL_STATUS.byLink, fromUrl: true })
      .returning({ id: recipients.id });
    const recipientId = recipient!.id;
    await tx.insert(recipientLinks).values({
      userId,
      recipientId,
      tokenHash: hashToken(receiverTokenFor(secret, recipientId)),
      expiresAt,
    });
    return { recipientId, expiresAt };
  });
  const receiverToken = receiverTokenFor(secret, link.recipientId);
  const url = `${ctx.config.publicUrl}/recipients/secondary?receiverToken=${encodeURIComponent(receiverToken)}&recipientId=${link.recipientId}`;
  return { receiverToken, recipientId: link.recipientId, expiresAt: link.expiresAt.toISOString(), url };
}

async function findLink(db: Executor, token: string, lock: boolean) {
  const query = db
    .select()
    .from(recipientLinks)
    .where(eq(recipientLinks.tokenHash, hashToken(token)));
  const [link] = lock ? await query.for('update') : await query;
  return link ?? null;
}

/** What the self-fill page may see: the recipient's state and when the link runs out. No personal data. */
export async function readByLink(
  db: Executor,
  token: string,
  recipientId: number,
): Promise<RecipientLinkState> {
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

/**
 * Fills the link's recipient and sends it to review (RECIPIENT_TRANSITIONS `selfFill`, 4 → 1); the link is spent
 * in the same transaction. Only a recipient in a delivery country (Russia, Belarus) can be filled in this way.
 */
export async function submitByLink(
  db: Executor,
  token: string,
  data: RecipientData,
): Promise<SelfFillResult> {
  if (!isDeliveryCountry(data.countryCode)) {
    throw fieldError('countryCode', RECIPIENT_MESSAGES.countryRequired);
  }
  return db.transaction(async (tx) => {
    const link = await findLink(tx, token, true);
    if (!link) throw linkExpired();
    if (link.usedAt) throw linkUsed();
    if (link.expiresAt.getTime() <= Date.now()) throw linkExpired();
    const now = new Date();
    await tx.update(recipientLinks).set({ usedAt: now }).where(eq(recipientLinks.id, link.id));
    try {
      const row = await updateStatus(tx, {
        table: recipients,
        entity: 'recipient',
        actor: 'customer',
        action: 'selfFill',
        id: link.recipientId,
        ownerId: link.userId,
        set: { ...dataColumns(data), updatedAt: now },
        notFound: linkUsed,
      });
      return { id: row.id, recipientClientDataStatus: statusOf(row.statusId) };
    } catch (error) {
      // The customer filled or removed the recipient meanwhile: the link has nothing left to fill.
      if (error instanceof AppError && error.statusCode === 409) throw linkUsed();
      throw error;
    }
  });
}
