import { toMinorUnits } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import type { ProviderRefund } from '../../../integrations/payments/payment-provider.js';
import { creditedAmount, type TopUpRow } from './top-up-view.js';

/**
 * Asks the acquirer for the refund with this request's idempotence key. Any failure to get an answer (a timeout,
 * a network error, a 5xx, a bug of the adapter) is `null`: the refund may have gone through, so nothing is
 * given back until the acquirer says so.
 */
export async function askRefund(ctx: AppContext, row: TopUpRow): Promise<ProviderRefund | null> {
  try {
    const amountMinor = Number(toMinorUnits(creditedAmount(row)));
    return await ctx.payments.refund(row.providerPaymentId!, amountMinor, row.refundKey!);
  } catch (error) {
    ctx.log?.warn(
      { err: error, topUpId: row.id },
      'no answer from the acquirer to a refund: it stays in processing',
    );
    return null;
  }
}
