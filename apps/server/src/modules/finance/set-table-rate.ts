import {
  type ApprovalPending,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatDecimalRu,
  rateMovePercent,
  rateNeedsSecondMember,
  toMicro,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../errors.js';
import { fourEyesSettings, requestApproval } from '../approvals/index.js';
import type { StaffActor } from '../audit/index.js';
import { applyTableRate } from './apply-table-rate.js';
import { lockedTableRate } from './locked-rates.js';

/**
 * A table rate from the desk. One that moves more than RATE_APPROVAL_PERCENT from the rate it replaces is a request
 * a second finance member approves (decision 049); the table keeps its rate until then.
 */
export function setTableRate(
  ctx: AppContext,
  actor: StaffActor,
  currency: CurrencyCcy,
  rate: string,
): Promise<ApprovalPending | null> {
  if (currency === 'RUB') throw fieldError('rate', FINANCE_MESSAGES.rubRateFixed);
  return ctx.db.transaction(async (tx) => {
    const previous = await lockedTableRate(tx, currency);
    if (!rateNeedsSecondMember(previous, rate, fourEyesSettings(ctx.config))) {
      await applyTableRate(tx, { actor }, currency, rate);
      return null;
    }
    const moved = `${toMicro(rate) > toMicro(previous!) ? '+' : '−'}${formatDecimalRu(rateMovePercent(previous, rate), 2)} %`;
    return requestApproval(tx, actor, {
      kind: 'rate',
      payload: { currency, rate },
      summary: `Курс ${currency}: ${formatDecimalRu(previous!, 4)} → ${formatDecimalRu(rate, 4)} ₽ (${moved})`,
      amountRub: null,
      objectType: 'rate',
      objectId: currency,
    });
  });
}
