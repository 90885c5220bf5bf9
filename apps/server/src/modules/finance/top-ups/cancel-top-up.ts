import { FINANCE_MESSAGES, type TopUp } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { expireStaleTopUps } from './expire-top-ups.js';
import { topUpNotFound, viewTopUp } from './top-up-view.js';

/**
 * POST /api/client/top-ups/{id}/cancel: the customer gives up a top-up still waiting for payment (1, 2 → 8). Nothing
 * is asked of the provider: its page expires by itself, and money paid there after all is still credited
 * (docs/decisions/025). 409 when the top-up no longer waits (paid, failed, expired meanwhile); 404 for anyone else's.
 */
export async function cancelTopUp(ctx: AppContext, userId: number, id: number): Promise<TopUp> {
  await expireStaleTopUps(ctx.db, { userId, id });
  const row = await updateStatus(ctx.db, {
    table: topUps,
    entity: 'topUp',
    actor: 'customer',
    action: 'cancel',
    id,
    ownerId: userId,
    set: { failureReason: FINANCE_MESSAGES.topUpCanceledByCustomer, updatedAt: new Date() },
    notFound: topUpNotFound,
    refusal: FINANCE_MESSAGES.topUpNotOpen,
  });
  return viewTopUp(row);
}
