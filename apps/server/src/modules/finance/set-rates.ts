import { eq, sql } from 'drizzle-orm';
import {
  type ApprovalPending,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatDecimalRu,
  rateMovePercent,
  rateNeedsSecondMember,
  toMicro,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { currencyRates, financeSettings, rateChanges } from '../../db/schema/finance.js';
import { fieldError } from '../../errors.js';
import { type ApprovalExecutor, fourEyesSettings, requestApproval } from '../approvals/index.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { MARGIN_KEY } from './rates.js';

/** A rate's or the margin's history subject: the currency, or `margin`. */
export type RateSubject = Exclude<CurrencyCcy, 'RUB'> | 'margin';

/** Roubles per unit of a table currency as stored (six decimals), locked for the change; null before it was set. */
export async function lockedTableRate(tx: Executor, currency: CurrencyCcy): Promise<string | null> {
  const [row] = await tx
    .select({ rate: sql<string>`${currencyRates.rate}::text` })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency))
    .for('update');
  return row?.rate ?? null;
}

/** The margin as stored, locked for the change. */
export async function lockedMargin(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ value: financeSettings.value })
    .from(financeSettings)
    .where(eq(financeSettings.key, MARGIN_KEY))
    .for('update');
  return row?.value ?? null;
}

/** Who set a value: the member, and (approved under four-eyes) the member who asked for it. */
export interface RateSetter {
  actor: StaffActor;
  requestedBy?: number | null;
}

/**
 * A table rate set from the desk, in the caller's transaction: the table's row, a row of its history and the
 * audit row (before → after). The rouble is always 1.
 */
export async function applyTableRate(tx: Executor, by: RateSetter, currency: CurrencyCcy, rate: string) {
  if (currency === 'RUB') throw fieldError('rate', FINANCE_MESSAGES.rubRateFixed);
  const previous = await lockedTableRate(tx, currency);
  const [saved] = await tx
    .insert(currencyRates)
    .values({ currency, rate, updatedBy: by.actor.id })
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { rate, updatedBy: by.actor.id, updatedAt: sql`now()` },
    })
    .returning({ rate: sql<string>`${currencyRates.rate}::text` });
  await recordValueChange(
    tx,
    by,
    { subject: currency, previous, value: saved!.rate },
    {
      action: 'rate.change',
      objectType: 'rate',
      objectId: currency,
      field: 'rate',
    },
  );
}

/** The service's margin set from the desk, with its history row and its audit row in the caller's transaction. */
export async function applyMarginPercent(tx: Executor, by: RateSetter, percent: string) {
  const previous = await lockedMargin(tx);
  await tx
    .insert(financeSettings)
    .values({ key: MARGIN_KEY, value: percent, updatedBy: by.actor.id })
    .onConflictDoUpdate({
      target: financeSettings.key,
      set: { value: percent, updatedBy: by.actor.id, updatedAt: sql`now()` },
    });
  await recordValueChange(
    tx,
    by,
    { subject: 'margin', previous, value: percent },
    {
      action: 'setting.margin',
      objectType: 'setting',
      objectId: 'margin',
      field: 'marginPercent',
    },
  );
}

/** A rate's or the margin's new value: its history row (who set it, who asked) and its audit row, before → after. */
async function recordValueChange(
  tx: Executor,
  by: RateSetter,
  change: { subject: string; previous: string | null; value: string },
  audit: { action: string; objectType: string; objectId: string; field: string },
) {
  await tx.insert(rateChanges).values({
    ...change,
    changedBy: by.actor.id,
    requestedBy: by.requestedBy ?? null,
  });
  await recordStaffAction(tx, by.actor, {
    action: audit.action,
    objectType: audit.objectType,
    objectId: audit.objectId,
    changes: { [audit.field]: [change.previous, change.value] },
  });
}

/**
 * A table rate from the desk. One that moves more than RATE_APPROVAL_PERCENT from the rate it replaces is a request
 * a second finance member approves (decision 049); the table keeps its rate until then.
 */
export function setTableRate(
  ctx: AppContext,
  actor: StaffActor,
  currency: CurrencyCcy,
  rate: string,
): Promise<ApprovalPending | null> {
  if (currency === 'RUB') throw fieldError('rate', FINANCE_MESSAGES.rubRateFixed);
  return ctx.db.transaction(async (tx) => {
    const previous = await lockedTableRate(tx, currency);
    if (!rateNeedsSecondMember(previous, rate, fourEyesSettings(ctx.config))) {
      await applyTableRate(tx, { actor }, currency, rate);
      return null;
    }
    const moved = `${toMicro(rate) > toMicro(previous!) ? '+' : '−'}${formatDecimalRu(rateMovePercent(previous, rate), 2)} %`;
    return requestApproval(tx, actor, {
      kind: 'rate',
      payload: { currency, rate },
      summary: `Курс ${currency}: ${formatDecimalRu(previous!, 4)} → ${formatDecimalRu(rate, 4)} ₽ (${moved})`,
      amountRub: null,
      objectType: 'rate',
      objectId: currency,
    });
  });
}

/** An approved rate, set with the approver as the actor and the maker in its history. */
export const executeApprovedRate: ApprovalExecutor = async (tx, approver, request) => {
  const { currency, rate } = request.payload as { currency: CurrencyCcy; rate: string };
  await applyTableRate(tx, { actor: approver, requestedBy: request.requestedBy }, currency, rate);
};

export function setMarginPercent(db: Executor, actor: StaffActor, percent: string) {
  return db.transaction((tx) => applyMarginPercent(tx, { actor }, percent));
}
