import { FINANCE_MESSAGES, type StaffRefundAnswer, TOP_UP_STATUS } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { emailsOf } from '../../auth/index.js';
import { type TopUpRow, viewStaffTopUp } from './top-up-view.js';

/** The desk's answer: the top-up as it now stands and what happened to the refund. */
export async function refundAnswer(ctx: AppContext, row: TopUpRow): Promise<StaffRefundAnswer> {
  const email = (await emailsOf(ctx.db, [row.userId])).get(row.userId) ?? '';
  const message =
    row.statusId === TOP_UP_STATUS.REFUNDED
      ? FINANCE_MESSAGES.refundDone
      : row.statusId === TOP_UP_STATUS.REFUND_PENDING
        ? FINANCE_MESSAGES.refundPending
        : FINANCE_MESSAGES.refundRefused;
  return { message, topUp: viewStaffTopUp(row, email) };
}
