import { and, eq, lte } from 'drizzle-orm';
import { FINANCE_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../../db/client.js';
import { updateStatuses } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';

/**
 * Expires the open top-ups (1, 2) whose provider's lifetime has passed: one guarded UPDATE moves them along the
 * `expire` row to 7 «Срок оплаты истёк». Every read of top-ups runs it first (the customer's list and one top-up,
 * resume and cancel, the desk's list), so no pending top-up outlives its provider's page, on any instance and with
 * no job to schedule. The UPDATE names the source statuses in its WHERE: of two instances sweeping at once, or a
 * sweep and a notification crediting the same row, each row moves once. A payment that still arrives later is
 * credited (docs/decisions/025).
 */
export async function expireStaleTopUps(
  db: Executor,
  scope: { userId?: number; id?: number; now?: Date } = {},
): Promise<number> {
  const now = scope.now ?? new Date();
  const moved = await updateStatuses(db, {
    table: topUps,
    entity: 'topUp',
    actor: 'provider',
    action: 'expire',
    where: and(
      lte(topUps.expiresAt, now),
      scope.userId === undefined ? undefined : eq(topUps.userId, scope.userId),
      scope.id === undefined ? undefined : eq(topUps.id, scope.id),
    )!,
    set: { failureReason: FINANCE_MESSAGES.topUpExpired, updatedAt: now },
  });
  return moved.length;
}
