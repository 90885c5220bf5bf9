import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FINANCE_MESSAGES, fromMinorUnits } from '@cargo/domain';
import { sandboxCardPayments } from '../../db/schema/sandbox.js';
import { headerValue, type PaymentProvider, type ProviderPayment } from './payment-provider.js';
import { sandboxPageOperations } from './sandbox-card-page.js';
import {
  normalised,
  type SandboxCardOptions,
  type SandboxNotice,
  SANDBOX_SIGNATURE_HEADER,
  signatureMatches,
} from './sandbox-card-shared.js';

export {
  passesLuhn,
  sandboxCardSecret,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
  type SandboxCardOptions,
} from './sandbox-card-shared.js';

export type SandboxCardProvider = PaymentProvider & ReturnType<typeof sandboxPageOperations>;

const REFUND_PREFIX = 'rfd_';
const refundIdOf = (paymentId: string) => `${REFUND_PREFIX}${paymentId}`;

/**
 * The built-in card acquirer: it keeps its books in `sandbox_card_payments`, its payment page is this product's
 * own /reference-pay/card, and when a payment settles it sends the portal a signed notification through the same
 * route and verification a real acquirer's takes.
 */
export function sandboxCardProvider(options: SandboxCardOptions): SandboxCardProvider {
  const { db, secret } = options;

  const read = async (id: string) => {
    const [row] = await db.select().from(sandboxCardPayments).where(eq(sandboxCardPayments.id, id));
    return row ?? null;
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    key: 'sandbox-card',
    builtIn: true,
    async createPayment(payment) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxCardPayments)
        .values({
          id,
          idempotencyKey: payment.idempotencyKey,
          orderId: payment.orderId,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          description: payment.description,
          returnUrl: payment.returnUrl,
          status: 'pending',
        })
        .onConflictDoNothing({ target: sandboxCardPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxCardPayments)
        .where(eq(sandboxCardPayments.idempotencyKey, payment.idempotencyKey));
      const page = new URL('/reference-pay/card', options.publicUrl);
      page.searchParams.set('paymentId', row!.id);
      page.searchParams.set('userId', payment.metadata.userId ?? '');
      page.searchParams.set('amount', fromMinorUnits(BigInt(row!.amountMinor)));
      return {
        providerPaymentId: row!.id,
        status: normalised(row!.status),
        confirmationUrl: page.toString(),
      };
    },
    async getPayment(id): Promise<ProviderPayment | null> {
      const row = await read(id);
      if (!row) return null;
      return {
        providerPaymentId: row.id,
        status: normalised(row.status),
        amountMinor: row.amountMinor,
        currency: row.currency,
        metadata: { orderId: row.orderId },
      };
    },
    async verifyNotification(notification) {
      const signature = headerValue(notification.headers, SANDBOX_SIGNATURE_HEADER);
      if (!signatureMatches(secret, notification.rawBody, signature)) return null;
      let notice: SandboxNotice;
      try {
        notice = JSON.parse(notification.rawBody) as SandboxNotice;
      } catch {
        return null;
      }
      const row = await read(String(notice.object?.id));
      // Signed by us, and our books agree: the payment settled the way the notice says.
      const expected = notice.event === 'payment.succeeded' ? 'succeeded' : 'canceled';
      if (!row || row.status !== expected) return null;
      return {
        providerPaymentId: row.id,
        event: notice.event,
        amountMinor: row.amountMinor,
        currency: row.currency,
        reason: notice.object.reason,
      };
    },
    // The sandbox refunds a payment in full, once: a repeated request for a refunded payment answers that refund
    // (as an acquirer answers a repeated idempotence key), anything else is refused.
    async refund(id, amountMinor) {
      const [row] = await db
        .update(sandboxCardPayments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(
          and(
            eq(sandboxCardPayments.id, id),
            eq(sandboxCardPayments.status, 'succeeded'),
            eq(sandboxCardPayments.amountMinor, amountMinor),
          ),
        )
        .returning({ id: sandboxCardPayments.id });
      if (row) return { refundId: refundIdOf(id), status: 'succeeded' };
      const payment = await read(id);
      if (payment?.status === 'refunded' && payment.amountMinor === amountMinor) {
        return { refundId: refundIdOf(id), status: 'succeeded' };
      }
      return { refundId: null, status: 'canceled', reason: FINANCE_MESSAGES.paymentAlreadyFinished };
    },
    async getRefund(refundId) {
      const payment = refundId.startsWith(REFUND_PREFIX)
        ? await read(refundId.slice(REFUND_PREFIX.length))
        : null;
      return payment?.status === 'refunded' ? { refundId, status: 'succeeded' } : null;
    },
  };
  return Object.assign(provider, sandboxPageOperations(options, read));
}
