import {
  type ApprovalPending,
  clientCodeOf,
  type CorrectionAnswer,
  type CorrectionInput,
  type correctionSchema,
  FINANCE_MESSAGES,
  formatMoneyRu,
  fromMinorUnits,
  moneyToJson,
  needsSecondMember,
  subtractMoney,
  toMinorUnits,
} from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { type ApprovalExecutor, fourEyesSettings, requestApproval } from '../approvals/index.js';
import { recordStaffAction, type StaffActor, withCurrency } from '../audit/index.js';
import { credit, debit } from './credit-debit.js';
import { requireCustomer } from './desk-customers.js';
import { inRoubles } from './in-roubles.js';
import { listAccounts } from './ledger.js';

type Correction = z.output<typeof correctionSchema> | CorrectionInput;

/**
 * A staff correction: one ledger row of kind `correction` (never an edit of a row), signed, with the staff
 * member's id in `created_by` and the reason as its comment. A negative correction past the balance answers 402.
 * Above the four-eyes threshold (its size in roubles at the official rate, either sign) it is a request a second
 * finance member approves (decision 049), and nothing moves yet.
 */
export async function correctBalance(
  ctx: AppContext,
  actor: StaffActor,
  customerId: number,
  input: Correction,
): Promise<CorrectionAnswer | ApprovalPending> {
  await requireCustomer(ctx.db, customerId);
  const amount = fromMinorUnits(toMinorUnits(input.amount));
  const amountRub = await inRoubles(ctx.rates, input.currency, amount.replace('-', ''));
  if (needsSecondMember(amountRub, fourEyesSettings(ctx.config))) {
    return ctx.db.transaction((tx) =>
      requestApproval(tx, actor, {
        kind: 'correction',
        payload: { customerId, currency: input.currency, amount, reason: input.reason },
        summary: `Корректировка ${formatMoneyRu(amount, input.currency)} клиенту ${clientCodeOf(customerId)}`,
        amountRub,
        objectType: 'customer',
        objectId: customerId,
        customerId,
        reason: input.reason,
      }),
    );
  }
  return ctx.db.transaction((tx) => applyCorrection(tx, actor, customerId, input));
}

/** An approved correction, run with the approver as the actor. */
export const executeApprovedCorrection: ApprovalExecutor = async (tx, approver, request) => {
  const payload = request.payload as { customerId: number } & Correction;
  await applyCorrection(tx, approver, payload.customerId, payload);
};

/** The correction's ledger row and its audit row, in the caller's transaction. */
export async function applyCorrection(
  tx: Executor,
  actor: StaffActor,
  customerId: number,
  input: Correction,
): Promise<CorrectionAnswer> {
  const minor = toMinorUnits(input.amount);
  const amount = fromMinorUnits(minor);
  const comment = `Корректировка ${formatMoneyRu(amount, input.currency)}: ${input.reason}`;
  // A positive correction is a credit, a negative one a debit of its size (402 past the balance).
  const move = {
    userId: customerId,
    currency: input.currency,
    amount: fromMinorUnits(minor < 0n ? -minor : minor),
    kind: 'correction' as const,
    comment,
    createdBy: actor.id,
  };
  const entry = minor < 0n ? await debit(tx, move) : await credit(tx, move);
  await recordStaffAction(tx, actor, {
    action: 'customer.correction',
    objectType: 'account',
    objectId: entry.accountId,
    customerId,
    changes: {
      balance: [
        withCurrency(subtractMoney(entry.balance, amount), input.currency),
        withCurrency(entry.balance, input.currency),
      ],
      amount: [null, withCurrency(amount, input.currency)],
    },
    reason: input.reason,
  });
  const accounts = await listAccounts(tx, customerId);
  const account = accounts.find((a) => a.id === entry.accountId)!;
  return {
    message: FINANCE_MESSAGES.correctionDone,
    transaction: {
      id: entry.transactionId,
      transDate: entry.createdAt.toISOString(),
      amount: moneyToJson(amount),
      balance: account.balance,
      balanceCurrency: account.currency,
      comment,
      kind: 'correction',
    },
    accounts,
  };
}
