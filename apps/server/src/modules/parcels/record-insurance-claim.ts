import { eq } from 'drizzle-orm';
import {
  type ApprovalPending,
  claimLimit,
  type FourEyesSettings,
  formatMoneyRu,
  fromMinorUnits,
  INSURANCE_MESSAGES,
  type insuranceClaimSchema,
  isInsuranceClaimable,
  needsSecondMember,
  parcelName,
  toMinorUnits,
} from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { recordEvents } from '../../db/events.js';
import { insuranceClaims } from '../../db/schema/insurance.js';
import { parcels } from '../../db/schema/parcels.js';
import { conflict, fieldError } from '../../errors.js';
import { type ApprovalExecutor, fourEyesSettings, requestApproval } from '../approvals/index.js';
import { recordStaffAction, type StaffActor, withCurrency } from '../audit/index.js';
import { amountPaidFor, credit } from '../finance/index.js';
import { parcelNotFound } from './parcel-row.js';
import { priceOf } from './views.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

type Claim = z.output<typeof insuranceClaimSchema>;

/**
 * `POST /api/staff/parcels/{id}/insurance-claim` (decision 032): the desk records what happened to an insured
 * parcel that was paid and left the warehouse, and refunds up to its insured declared value (in roubles, as priced
 * at weighing) plus what the ledger says was paid for it. In one transaction: the claim row, the credit to the
 * ruble account (kind `insurance_refund`) and the customer's event.
 *
 * The parcel's row is locked first: a concurrent second claim waits, then finds the first and answers 409; the
 * unique index on the claim's parcel is the last word should anything slip past. The status does not change.
 *
 * A claim above the four-eyes threshold is, once checked, a request a second finance member approves (decision
 * 049); approved, it is checked again and paid in the approval's transaction.
 */
export async function recordInsuranceClaim(ctx: AppContext, actor: StaffActor, id: number, input: Claim) {
  return claimed(() =>
    ctx.db.transaction((tx) => claimIn(tx, actor, id, input, fourEyesSettings(ctx.config))),
  );
}

/** An approved claim, paid with the approver as the actor. */
export const executeApprovedInsuranceClaim: ApprovalExecutor = async (tx, approver, request) => {
  const { parcelId, ...input } = request.payload as Claim & { parcelId: number };
  await claimed(() => claimIn(tx, approver, parcelId, input, null));
};

/** A second claim that slipped past the lock hits the unique index: the same 409. */
async function claimed<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('INSURANCE_CLAIMED', INSURANCE_MESSAGES.alreadyClaimed);
    throw error;
  }
}

/** The claim's checks, then its request (`fourEyes` given and the amount above it) or its payment. */
async function claimIn(
  tx: Executor,
  actor: StaffActor,
  id: number,
  input: Claim,
  fourEyes: FourEyesSettings | null,
): Promise<ApprovalPending | { claimId: number; balance: string }> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
  if (!row) throw parcelNotFound();
  const insured = priceOf(row)?.insurance;
  if (!row.insured || !insured) throw conflict('NOT_INSURED', INSURANCE_MESSAGES.notInsured);
  const [existing] = await tx
    .select({ id: insuranceClaims.id })
    .from(insuranceClaims)
    .where(eq(insuranceClaims.parcelId, id));
  if (existing) throw conflict('INSURANCE_CLAIMED', INSURANCE_MESSAGES.alreadyClaimed);
  const paid = await amountPaidFor(tx, {
    userId: row.userId,
    currency: 'RUB',
    reference: { type: 'parcel', id },
  });
  if (!isInsuranceClaimable(row.statusId) || toMinorUnits(paid) <= 0n) {
    throw conflict('STATUS_CONFLICT', INSURANCE_MESSAGES.notClaimable);
  }
  const limit = claimLimit(String(insured.declaredValueRub), paid);
  if (toMinorUnits(input.amount) > limit) {
    throw fieldError(
      'amount',
      INSURANCE_MESSAGES.amountTooLarge(formatMoneyRu(fromMinorUnits(limit), 'RUB')),
    );
  }
  if (fourEyes && needsSecondMember(input.amount, fourEyes)) {
    return requestApproval(tx, actor, {
      kind: 'insuranceClaim',
      payload: { parcelId: id, amount: input.amount, reason: input.reason },
      summary: `Страховой случай по посылке №${id}: ${formatMoneyRu(input.amount, 'RUB')}`,
      amountRub: input.amount,
      objectType: 'parcel',
      objectId: id,
      customerId: row.userId,
      reason: input.reason,
    });
  }
  // Its own reference type: the parcel's payment stays what `amountPaidFor` reads as paid for the parcel.
  const entry = await credit(tx, {
    userId: row.userId,
    currency: 'RUB',
    amount: input.amount,
    kind: 'insurance_refund',
    comment: INSURANCE_MESSAGES.refundComment(parcelName(row)),
    reference: { type: 'parcelInsurance', id },
    createdBy: actor.id,
  });
  const [claim] = await tx
    .insert(insuranceClaims)
    .values({
      parcelId: id,
      userId: row.userId,
      amount: input.amount,
      reason: input.reason,
      transactionId: entry.transactionId,
      createdBy: actor.id,
    })
    .returning();
  await recordStaffAction(tx, actor, {
    action: 'parcel.insurance-claim',
    objectType: 'parcel',
    objectId: id,
    customerId: row.userId,
    changes: { insuranceClaim: [null, withCurrency(claim!.amount, 'RUB')] },
    reason: input.reason,
  });
  await recordEvents(tx, [
    {
      userId: row.userId,
      kind: 'parcel',
      objectId: id,
      statusId: row.statusId,
      action: 'insuranceClaim',
      actor: 'staff',
      data: { name: parcelName(row), amount: input.amount, currency: 'RUB', reason: input.reason },
    },
  ]);
  return { claimId: claim!.id, balance: entry.balance };
}
