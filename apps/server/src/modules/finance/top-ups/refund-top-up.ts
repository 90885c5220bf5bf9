import { eq } from 'drizzle-orm';
import {
  type ApprovalPending,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyRu,
  needsSecondMember,
  type StaffRefundAnswer,
  TOP_UP_STATUS,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError } from '../../../errors.js';
import { fourEyesSettings, requestApproval } from '../../approvals/index.js';
import type { StaffActor } from '../../audit/index.js';
import { inRoubles } from '../in-roubles.js';
import { askRefund } from './ask-refund.js';
import { refundAnswer } from './refund-answer.js';
import { settleRefund } from './settle-refund.js';
import { lockRefundable, takeRefund } from './take-refund.js';
import { creditedAmount, topUpNotFound } from './top-up-view.js';

/**
 * POST /api/staff/top-ups/{id}/refund: a credited card top-up goes back to the card. First the credit is taken back
 * (`takeRefund`, one transaction); then the acquirer is asked, outside the transaction. Its answer is applied by
 * `settleRefund`: done (→ 5), refused (→ 3 and the credit given back: 502 with the spec's words), or no answer at
 * all (a timeout, a 5xx): the refund stays in processing, the debit stays, and the next read or «Проверить
 * возврат» asks again with the same key. A refund above the four-eyes threshold (roubles at the official rate) is a
 * request a second finance member approves (decision 049): nothing is taken back until then.
 */
export async function refundTopUp(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
): Promise<StaffRefundAnswer | ApprovalPending> {
  const [seen] = await ctx.db.select().from(topUps).where(eq(topUps.id, id));
  if (!seen) throw topUpNotFound();
  const amount = creditedAmount(seen);
  const currency = seen.currency as CurrencyCcy;
  const amountRub = await inRoubles(ctx.rates, currency, amount);
  if (needsSecondMember(amountRub, fourEyesSettings(ctx.config))) {
    return ctx.db.transaction(async (tx) => {
      const row = await lockRefundable(tx, ctx, id);
      return requestApproval(tx, actor, {
        kind: 'topUpRefund',
        payload: { topUpId: id },
        summary: `Возврат пополнения №${id} на карту: ${formatMoneyRu(amount, currency)}`,
        amountRub,
        objectType: 'top-up',
        objectId: id,
        customerId: row.userId,
      });
    });
  }
  const taken = await ctx.db.transaction((tx) => takeRefund(tx, ctx, actor, id));
  const settled = await settleRefund(ctx.db, taken, await askRefund(ctx, taken));
  if (settled.statusId === TOP_UP_STATUS.SUCCEEDED) {
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', FINANCE_MESSAGES.refundRefused);
  }
  return refundAnswer(ctx, settled);
}
