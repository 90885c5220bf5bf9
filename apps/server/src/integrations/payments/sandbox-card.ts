import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  fromMinorUnits,
  moneyToJson,
  SANDBOX_CARDS,
  SANDBOX_CONFIRMATION_CODE,
  type SandboxActionAnswer,
  type SandboxCardPayment,
} from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { sandboxCardPayments } from '../../db/schema/sandbox.js';
import { AppError, conflict, fieldError } from '../../errors.js';
import {
  headerValue,
  type NotificationDelivery,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from './payment-provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const NOTIFICATION_PATH = '/api/payments/notifications/sandbox';
/** Wrong confirmation codes allowed before the payment is canceled. */
const CODE_ATTEMPTS = 3;
/**
 * The sandbox's own statuses. A payment waiting for its code counts wrong codes in the status itself
 * (`waiting_for_confirmation:1`, `:2`), so the count survives restarts and is shared by every instance, and each
 * attempt moves it with a conditional UPDATE, like any status here.
 */
const WAITING = 'waiting_for_confirmation';

/** The notifications' key: derived from JWT_SECRET, so nothing else has to be configured for the sandbox. */
export function sandboxCardSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('sandbox-card-notifications').digest('hex');
}

export function signSandboxBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signSandboxBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

function normalised(status: string): PaymentStatus {
  if (status.startsWith(WAITING)) return 'pending';
  return status as PaymentStatus;
}

/** Luhn's check digit rule, which every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const plain = (card: string) => card.replace(/\s+/g, '');

interface SandboxNotice {
  event: 'payment.succeeded' | 'payment.canceled';
  object: { id: string; status: PaymentStatus; amountMinor: number; currency: string; reason?: string };
}

export interface SandboxCardOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  deliver: NotificationDelivery;
}

export type SandboxCardProvider = PaymentProvider & ReturnType<typeof sandboxPageOperations>;

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
      if (!row) throw conflict('PAYMENT_FINISHED', FINANCE_MESSAGES.paymentAlreadyFinished);
      return { refundId: `rfd_${id}` };
    },
  };
  return Object.assign(provider, sandboxPageOperations(options, read));
}

/** What the sandbox payment page (/reference-pay/card) can do: its public API. */
function sandboxPageOperations(
  options: SandboxCardOptions,
  read: (id: string) => Promise<typeof sandboxCardPayments.$inferSelect | null>,
) {
  const { db, secret, deliver } = options;
  const notFound = () => new AppError(404, 'NOT_FOUND', FINANCE_MESSAGES.topUpNotFound);
  const finished = () => conflict('PAYMENT_FINISHED', FINANCE_MESSAGES.paymentAlreadyFinished);

  /** Moves the payment from one of `from` to `to`; false when it was no longer in one of them. */
  const move = async (id: string, from: string[], to: string) => {
    const rows = await db
      .update(sandboxCardPayments)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(sandboxCardPayments.id, id), inArray(sandboxCardPayments.status, from)))
      .returning({ id: sandboxCardPayments.id });
    return rows.length > 0;
  };

  /** Tells the portal, as an acquirer would: a signed JSON body POSTed to its notification route. */
  const notify = async (id: string, event: SandboxNotice['event'], reason?: string) => {
    const row = (await read(id))!;
    const body = JSON.stringify({
      event,
      object: {
        id: row.id,
        status: normalised(row.status),
        amountMinor: row.amountMinor,
        currency: row.currency,
        orderId: row.orderId,
        ...(reason ? { reason } : {}),
      },
    });
    await deliver(NOTIFICATION_PATH, body, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
    });
  };

  const succeed = async (id: string, from: string[]): Promise<SandboxActionAnswer> => {
    if (!(await move(id, from, 'succeeded'))) throw finished();
    await notify(id, 'payment.succeeded');
    return { status: 'succeeded', message: FINANCE_MESSAGES.topUpSucceeded };
  };
  const cancel = async (id: string, from: string[], message: string): Promise<SandboxActionAnswer> => {
    if (!(await move(id, from, 'canceled'))) throw finished();
    await notify(id, 'payment.canceled', message);
    return { status: 'canceled', message };
  };
  const waitingStatuses = Array.from({ length: CODE_ATTEMPTS }, (_, i) =>
    i === 0 ? WAITING : `${WAITING}:${i}`,
  );

  return {
    async viewPayment(id: string): Promise<SandboxCardPayment> {
      const row = await read(id);
      if (!row) throw notFound();
      return {
        paymentId: row.id,
        amount: moneyToJson(fromMinorUnits(BigInt(row.amountMinor))),
        currency: row.currency as SandboxCardPayment['currency'],
        description: row.description,
        status: (row.status.startsWith(WAITING) ? WAITING : row.status) as SandboxCardPayment['status'],
        returnUrl: row.returnUrl,
      };
    },

    /** The card form: test cards decide the outcome, any other valid number pays. */
    async pay(id: string, card: { cardNumber: string; expiry: string }): Promise<SandboxActionAnswer> {
      const row = await read(id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw finished();
      const number = plain(card.cardNumber);
      const [month, year] = card.expiry.split('/').map(Number) as [number, number];
      const now = new Date();
      const expiresAfter = (2000 + year) * 12 + month - 1;
      if (expiresAfter < now.getUTCFullYear() * 12 + now.getUTCMonth()) {
        throw fieldError('expiry', FINANCE_MESSAGES.cardExpiryInvalid);
      }
      if (number === plain(SANDBOX_CARDS.declined)) {
        return cancel(id, ['pending'], FINANCE_MESSAGES.cardDeclined);
      }
      if (number === plain(SANDBOX_CARDS.needsConfirmation)) {
        if (!(await move(id, ['pending'], WAITING))) throw finished();
        return { status: WAITING, message: FINANCE_MESSAGES.confirmationNeeded };
      }
      if (number !== plain(SANDBOX_CARDS.succeeds) && !passesLuhn(number)) {
        throw fieldError('cardNumber', FINANCE_MESSAGES.cardNumberInvalid);
      }
      return succeed(id, ['pending']);
    },

    /** The confirmation step; the third wrong code cancels the payment. */
    async confirm(id: string, code: string): Promise<SandboxActionAnswer> {
      const row = await read(id);
      if (!row) throw notFound();
      const attempt = waitingStatuses.indexOf(row.status);
      if (attempt < 0) throw finished();
      if (code === SANDBOX_CONFIRMATION_CODE) return succeed(id, [row.status]);
      if (attempt + 1 >= CODE_ATTEMPTS) {
        return cancel(id, [row.status], FINANCE_MESSAGES.confirmationAttemptsExhausted);
      }
      if (!(await move(id, [row.status], waitingStatuses[attempt + 1]!))) throw finished();
      return { status: WAITING, message: FINANCE_MESSAGES.confirmationCodeWrong };
    },

    /** The customer closed the page or pressed «Отменить». */
    async cancelPayment(id: string): Promise<SandboxActionAnswer> {
      const row = await read(id);
      if (!row) throw notFound();
      return cancel(id, ['pending', ...waitingStatuses], FINANCE_MESSAGES.paymentCanceled);
    },
  };
}
