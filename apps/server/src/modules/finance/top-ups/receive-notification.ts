import { FINANCE_MESSAGES } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import type { IncomingPostback } from '../../../integrations/crypto/crypto-provider.js';
import type { IncomingNotification } from '../../../integrations/payments/payment-provider.js';
import { PaymentProviderError } from '../../../integrations/payments/payment-provider.js';
import { badRequest } from '../../../errors.js';
import { cardVerdict, invoiceVerdict } from './provider-verdicts.js';
import { logPaymentEvent, type Settlement, settleTopUp } from './settle-top-up.js';

/** A provider's id in an unverified body, for the log only. */
function claimedId(rawBody: string): string | null {
  try {
    const body = JSON.parse(rawBody) as { object?: { id?: unknown }; invoice_id?: unknown };
    const id = body?.object?.id ?? body?.invoice_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return new URLSearchParams(rawBody).get('invoice_id');
  }
}

async function verifiedOrNull<T>(
  verify: () => Promise<T | null>,
): Promise<{ value: T | null; detail: string }> {
  try {
    const value = await verify();
    return { value, detail: value ? '' : 'signature or re-read did not confirm it' };
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return { value: null, detail: `provider unreachable: ${error.message}` };
    throw error;
  }
}

/** 200 for a handled or ignored notification (the provider stops retrying), 400 for a rejected one. */
function answer(settlement: Settlement) {
  if (settlement.outcome === 'rejected') {
    throw badRequest('NOTIFICATION_REJECTED', FINANCE_MESSAGES.notificationRejected);
  }
  return { message: FINANCE_MESSAGES.notificationAccepted };
}

/** POST /api/payments/notifications/{provider}: a card acquirer's notification. */
export async function receivePaymentNotification(
  ctx: AppContext,
  providerName: string,
  incoming: IncomingNotification,
) {
  const provider = ctx.payments;
  const event = {
    provider: provider.name === providerName ? provider.key : providerName.slice(0, 40),
    providerPaymentId: claimedId(incoming.rawBody),
    event: 'notification',
    remoteAddress: incoming.remoteAddress,
  };
  if (provider.name !== providerName) {
    const settlement: Settlement = { outcome: 'rejected', detail: 'no such provider configured' };
    await logPaymentEvent(ctx.db, event, settlement);
    return answer(settlement);
  }
  const verified = await verifiedOrNull(() => provider.verifyNotification(incoming));
  if (!verified.value) {
    const settlement: Settlement = { outcome: 'rejected', detail: verified.detail };
    await logPaymentEvent(ctx.db, event, settlement);
    return answer(settlement);
  }
  const v = verified.value;
  const verdict =
    v.event === 'payment.succeeded'
      ? cardVerdict({ status: 'succeeded', amountMinor: v.amountMinor, currency: v.currency })
      : { kind: 'failed' as const, reason: v.reason ?? FINANCE_MESSAGES.paymentCanceled };
  return answer(
    await settleTopUp(ctx.db, { ...event, providerPaymentId: v.providerPaymentId, event: v.event }, verdict),
  );
}

/** POST /api/crypto/postback/{provider}: a crypto processor's postback. */
export async function receiveCryptoPostback(
  ctx: AppContext,
  providerName: string,
  incoming: IncomingPostback,
) {
  const provider = ctx.crypto;
  const event = {
    provider: provider.name === providerName ? provider.key : providerName.slice(0, 40),
    providerPaymentId: claimedId(incoming.rawBody),
    event: 'postback',
    remoteAddress: incoming.remoteAddress,
  };
  if (provider.name !== providerName) {
    const settlement: Settlement = { outcome: 'rejected', detail: 'no such provider configured' };
    await logPaymentEvent(ctx.db, event, settlement);
    return answer(settlement);
  }
  const verified = await verifiedOrNull(() => provider.verifyPostback(incoming));
  if (!verified.value) {
    const settlement: Settlement = { outcome: 'rejected', detail: verified.detail };
    await logPaymentEvent(ctx.db, event, settlement);
    return answer(settlement);
  }
  const invoice = verified.value;
  return answer(
    await settleTopUp(
      ctx.db,
      { ...event, providerPaymentId: invoice.invoiceId, event: `postback.${invoice.status}` },
      invoiceVerdict(invoice),
    ),
  );
}
