import { FINANCE_MESSAGES, type ResumeTopUpAnswer } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { conflict } from '../../../errors.js';
import { expireStaleTopUps } from './expire-top-ups.js';
import { topUpNotFound, viewTopUp } from './top-up-view.js';

/**
 * POST /api/client/top-ups/{id}/resume: back to the provider's page of a top-up still waiting for payment (the card
 * popup closed too early, the invoice tab was lost). The payment is the same one, so it can never be paid twice;
 * 409 once the top-up no longer waits (its lifetime passed, it was paid or cancelled), 404 for anyone else's.
 */
export async function resumeTopUp(ctx: AppContext, userId: number, id: number): Promise<ResumeTopUpAnswer> {
  await expireStaleTopUps(ctx.db, { userId, id });
  const row = await updateStatus(ctx.db, {
    table: topUps,
    entity: 'topUp',
    actor: 'customer',
    action: 'resume',
    id,
    ownerId: userId,
    set: { updatedAt: new Date() },
    notFound: topUpNotFound,
    refusal: FINANCE_MESSAGES.topUpNotOpen,
  });
  if (!row.confirmationUrl) throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.topUpNotOpen);
  return { topUp: viewTopUp(row), url: row.confirmationUrl };
}
