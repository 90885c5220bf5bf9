import { FINANCE_MESSAGES, toMinorUnits } from '@cargo/domain';
import type { ProviderInvoice } from '../../../integrations/crypto/crypto-provider.js';
import { receivedShareMinor } from '../../../integrations/crypto/crypto-provider.js';
import type { ProviderPayment } from '../../../integrations/payments/payment-provider.js';
import { cardCredit, type Verdict } from './settle-top-up.js';
import type { TopUpRow } from './top-up-view.js';

/** What a card payment, as the acquirer answers it, means for its top-up. */
export function cardVerdict(payment: Pick<ProviderPayment, 'status' | 'amountMinor' | 'currency'>): Verdict {
  if (payment.status === 'succeeded') return { kind: 'succeeded', credit: cardCredit(payment) };
  if (payment.status === 'canceled') return { kind: 'failed', reason: FINANCE_MESSAGES.paymentCanceled };
  return { kind: 'pending' };
}

/**
 * What a crypto invoice, as the processor answers it, means for its top-up: paid credits what was asked; underpaid
 * (and overpaid) credit what arrived by the processor's own ratio; expired or canceled fails it.
 */
export function invoiceVerdict(invoice: ProviderInvoice): Verdict {
  const sameOrder = (row: TopUpRow) => invoice.orderId === null || invoice.orderId === String(row.id);
  switch (invoice.status) {
    case 'paid':
      return {
        kind: 'succeeded',
        credit: (row) => (sameOrder(row) ? toMinorUnits(row.amount) : 'wrong_amount'),
      };
    case 'partial':
    case 'overpaid':
      return {
        kind: 'succeeded',
        credit: (row) =>
          sameOrder(row) ? receivedShareMinor(toMinorUnits(row.amount), invoice) : 'wrong_amount',
      };
    case 'canceled':
      return { kind: 'failed', reason: FINANCE_MESSAGES.invoiceExpired };
    default:
      return { kind: 'pending' };
  }
}
