import { randomUUID } from 'node:crypto';
import {
  type CardTopUpAnswer,
  type CryptoTopUpAnswer,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  TOP_UP_LIMITS,
  TOP_UP_INITIAL_STATUS,
  type TopUpMethod,
  toMinorUnits,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError, badRequest } from '../../../errors.js';
import { emailsOf } from '../../auth/index.js';
import { topUpLifetimeMs } from '../../../integrations/payments/provider-lifetimes.js';
import { topUpNotFound, type TopUpRow, viewTopUp } from './top-up-view.js';

/** The limits of one top-up (inclusive), with the amounts written as the customer reads them: «100 ₽». */
export function checkTopUpLimits(amount: string, currency: CurrencyCcy): void {
  const { min, max } = TOP_UP_LIMITS[currency];
  const minor = toMinorUnits(amount);
  if (minor < BigInt(min) * 100n) {
    throw badRequest('TOP_UP_LIMIT', FINANCE_MESSAGES.topUpTooSmall(formatMoneyWithSign(min, currency)), {
      amount: FINANCE_MESSAGES.topUpTooSmall(formatMoneyWithSign(min, currency)),
    });
  }
  if (minor > BigInt(max) * 100n) {
    throw badRequest('TOP_UP_LIMIT', FINANCE_MESSAGES.topUpTooLarge(formatMoneyWithSign(max, currency)), {
      amount: FINANCE_MESSAGES.topUpTooLarge(formatMoneyWithSign(max, currency)),
    });
  }
}

async function insertTopUp(
  ctx: AppContext,
  row: { userId: number; method: TopUpMethod; provider: string; amount: string; currency: CurrencyCcy },
): Promise<TopUpRow> {
  const [created] = await ctx.db
    .insert(topUps)
    .values({
      ...row,
      statusId: TOP_UP_INITIAL_STATUS.created,
      idempotencyKey: randomUUID(),
      expiresAt: new Date(Date.now() + topUpLifetimeMs(ctx.config, row.method)),
    })
    .returning();
  return created!;
}

/** The provider accepted the payment: the customer is on its page now (1 → 2), with its id recorded. */
function openTopUp(ctx: AppContext, row: TopUpRow, providerPaymentId: string, confirmationUrl: string) {
  return updateStatus(ctx.db, {
    table: topUps,
    entity: 'topUp',
    actor: 'provider',
    action: 'open',
    id: row.id,
    set: { providerPaymentId, confirmationUrl, updatedAt: new Date() },
    notFound: topUpNotFound,
  });
}

/** The provider could not be asked: the top-up fails (1 → 4) and the customer reads the spec's toast. */
async function providerFailed(ctx: AppContext, row: TopUpRow, error: unknown): Promise<never> {
  ctx.log?.warn({ err: error, topUpId: row.id }, 'payment provider refused a new payment');
  await updateStatus(ctx.db, {
    table: topUps,
    entity: 'topUp',
    actor: 'provider',
    action: 'fail',
    id: row.id,
    set: { failureReason: FINANCE_MESSAGES.topUpFailed, updatedAt: new Date() },
    notFound: topUpNotFound,
  });
  throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', FINANCE_MESSAGES.topUpFailed);
}

/** POST /api/client/top-ups: a card payment of the amount; the answer's page opens in a popup. */
export async function createCardTopUp(
  ctx: AppContext,
  userId: number,
  input: { amount: string; currency: CurrencyCcy },
): Promise<CardTopUpAnswer> {
  checkTopUpLimits(input.amount, input.currency);
  const provider = ctx.payments;
  const row = await insertTopUp(ctx, { userId, method: 'card', provider: provider.key, ...input });
  let payment;
  try {
    payment = await provider.createPayment({
      orderId: String(row.id),
      amountMinor: Number(toMinorUnits(input.amount)),
      currency: input.currency,
      description: `Пополнение счёта №${row.id}`,
      returnUrl: `${ctx.config.publicUrl}/finance?topUpId=${row.id}`,
      idempotencyKey: row.idempotencyKey,
      metadata: { topUpId: String(row.id), userId: String(userId) },
    });
  } catch (error) {
    return providerFailed(ctx, row, error);
  }
  const opened = await openTopUp(ctx, row, payment.providerPaymentId, payment.confirmationUrl);
  return { topUp: viewTopUp(opened), confirmationUrl: payment.confirmationUrl };
}

/** POST /api/crypto: an invoice of the amount; the answer's link is the processor's page. */
export async function createCryptoTopUp(
  ctx: AppContext,
  userId: number,
  input: { amount: string; currency: CurrencyCcy },
): Promise<CryptoTopUpAnswer> {
  checkTopUpLimits(input.amount, input.currency);
  const provider = ctx.crypto;
  const email = (await emailsOf(ctx.db, [userId])).get(userId) ?? '';
  const row = await insertTopUp(ctx, { userId, method: 'crypto', provider: provider.key, ...input });
  let invoice;
  try {
    invoice = await provider.createInvoice({
      orderId: String(row.id),
      amount: input.amount,
      currency: input.currency,
      email,
    });
  } catch (error) {
    return providerFailed(ctx, row, error);
  }
  const opened = await openTopUp(ctx, row, invoice.invoiceId, invoice.link);
  return { topUp: viewTopUp(opened), link: invoice.link };
}
