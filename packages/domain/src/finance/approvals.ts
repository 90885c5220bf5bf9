import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';
import { pageQuery } from '../shared/fields.js';
import { reasonField } from '../shared/free-text-fields.js';
import { compareMoney, type Decimal, divRound, fromScaled, toMinorUnits, toScaled } from '../shared/money.js';
import type { Transition } from '../shared/transition-types.js';

/**
 * Four-eyes on money (decision 049, banks' maker–checker): a correction, a promo code's amount, a top-up refund or
 * an insurance claim above the threshold in roubles, or a table rate moving more than the percent, is a request
 * that takes effect only when a different finance member (or the owner) approves it.
 */
export const FOUR_EYES_DEFAULTS = { thresholdRub: '10000.00', ratePercent: '5' } as const;
export interface FourEyesSettings {
  /** Roubles at the official rate above which a money move needs a second member. */
  thresholdRub: string;
  /** A table rate moving more than this percent from its value needs a second member. */
  ratePercent: string;
}

export const APPROVAL_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const APPROVAL_STATUS_TITLE: Record<number, string> = {
  [APPROVAL_STATUS.PENDING]: 'Ждёт подтверждения',
  [APPROVAL_STATUS.APPROVED]: 'Подтверждён',
  [APPROVAL_STATUS.REJECTED]: 'Отклонён',
};

const A = APPROVAL_STATUS;
/**
 * A four-eyes request's rows in `TRANSITIONS`: decided once, by a member other than the one who asked (the server
 * checks who); the approval runs the operation in the same transaction.
 */
export const APPROVAL_TRANSITIONS = [
  { action: 'approve', actor: 'staff', from: [A.PENDING], to: A.APPROVED },
  { action: 'reject', actor: 'staff', from: [A.PENDING], to: A.REJECTED },
] as const satisfies readonly Transition[];

export const APPROVAL_KINDS = ['correction', 'promoCode', 'topUpRefund', 'insuranceClaim', 'rate'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_TITLE: Record<ApprovalKind, string> = {
  correction: 'Корректировка баланса',
  promoCode: 'Промокод на сумму',
  topUpRefund: 'Возврат пополнения',
  insuranceClaim: 'Страховой случай',
  rate: 'Курс валюты',
};

export const APPROVAL_MESSAGES = {
  requested: 'Запрос отправлен на подтверждение другому сотруднику финансов',
  approved: 'Запрос подтверждён и исполнен',
  rejected: 'Запрос отклонён, ничего не изменилось',
  ownRequest: 'Собственный запрос подтверждает или отклоняет другой сотрудник финансов',
  notFound: 'Запрос на подтверждение не найден',
  decided: 'Запрос уже рассмотрен',
  pendingExists: 'По этому объекту уже есть запрос, который ждёт подтверждения',
  rejectReason: 'Укажите причину отказа',
} as const;

/** An amount in roubles at `rubPerUnit` (roubles for one unit), to the kopeck, half away from zero. */
export function amountInRoubles(amount: Decimal, rubPerUnit: Decimal): string {
  return fromScaled(divRound(toMinorUnits(amount) * toScaled(rubPerUnit, 6), 1_000_000n), 2);
}

/** True when a money move of `amountRub` needs a second member (strictly above the threshold). */
export function needsSecondMember(
  amountRub: Decimal,
  settings: FourEyesSettings = FOUR_EYES_DEFAULTS,
): boolean {
  const minor = toMinorUnits(amountRub);
  return compareMoney(fromScaled(minor < 0n ? -minor : minor, 2), settings.thresholdRub) > 0;
}

/** How far a rate moves, in percent of its value (0 for a first value), to two decimals. */
export function rateMovePercent(previous: Decimal | null, next: Decimal): string {
  if (previous === null) return '0.00';
  const before = toScaled(previous, 6);
  if (before <= 0n) return '0.00';
  const difference = toScaled(next, 6) - before;
  return fromScaled(divRound((difference < 0n ? -difference : difference) * 10_000n, before), 2);
}

/** True when a rate moving from `previous` to `next` needs a second member (strictly more than the percent). */
export function rateNeedsSecondMember(
  previous: Decimal | null,
  next: Decimal,
  settings: FourEyesSettings = FOUR_EYES_DEFAULTS,
): boolean {
  if (previous === null) return false;
  const before = toScaled(previous, 6);
  const difference = toScaled(next, 6) - before;
  const moved = difference < 0n ? -difference : difference;
  // moved / before × 100 > percent, in integers: percent is kept to two decimals.
  return moved * 10_000n > toScaled(settings.ratePercent, 2) * before;
}

const member = z.object({ id: z.number(), email: z.string() });

export const approvalSchema = z
  .object({
    id: z.number(),
    kind: z.enum(APPROVAL_KINDS),
    statusId: z.number(),
    status: z.string(),
    /** What the request does, in Russian, as the desk lists it. */
    summary: z.string(),
    /** The money it moves in roubles at the official rate; null for a rate or a code without a usage limit. */
    amountRub: z.number().nullable(),
    objectType: z.string(),
    objectId: z.string(),
    customerId: z.number().nullable(),
    reason: z.string().nullable(),
    requestedBy: member,
    requestedAt: z.string(),
    decidedBy: member.nullable(),
    decidedAt: z.string().nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'Approval' });
export type Approval = z.infer<typeof approvalSchema>;

/** The 202 answer of a call whose change waits for a second member. */
export const approvalPendingSchema = z
  .object({ message: z.string(), approval: approvalSchema })
  .meta({ id: 'ApprovalPending' });
export type ApprovalPending = z.infer<typeof approvalPendingSchema>;

export const APPROVALS_PAGE_SIZE = 50;
export const approvalsQuerySchema = pageQuery(APPROVALS_PAGE_SIZE).extend({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => Object.values(APPROVAL_STATUS).includes(id as 1 | 2 | 3))
    .default(APPROVAL_STATUS.PENDING),
});

export const approvalCountsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export const approvalsPageSchema = pageSchema(approvalSchema)
  .extend({ counts: approvalCountsSchema })
  .meta({ id: 'ApprovalsPage' });
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>;

export const approveSchema = z.object({ comment: reasonField().optional() });
export const rejectSchema = z.object({ comment: reasonField(APPROVAL_MESSAGES.rejectReason) });

/** The answer to a decision: what happened and the request as it now stands. */
export const approvalDecisionSchema = z
  .object({ message: z.string(), approval: approvalSchema })
  .meta({ id: 'ApprovalDecision' });

/** True for the 202 answer of a change that waits for a second member (the desk says so instead of «done»). */
export function isAwaitingApproval(answer: unknown): answer is ApprovalPending {
  return typeof answer === 'object' && answer !== null && 'approval' in answer;
}
