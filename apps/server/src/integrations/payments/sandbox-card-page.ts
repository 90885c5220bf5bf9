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
import { sandboxCardPayments } from '../../db/schema/sandbox.js';
import { AppError, conflict, fieldError } from '../../errors.js';
import {
  CODE_ATTEMPTS,
  normalised,
  NOTIFICATION_PATH,
  passesLuhn,
  plain,
  type SandboxCardOptions,
  type SandboxNotice,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
  WAITING,
} from './sandbox-card-shared.js';

/** What the sandbox payment page (/reference-pay/card) can do: its public API. */
export function sandboxPageOperations(
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
