import type { Transition } from '../shared/transition-types.js';

/**
 * A notification's delivery on one channel (decision 059): queued when the event's channels are chosen, then sent,
 * skipped (the channel was turned off meanwhile) or, after the queue's last attempt, failed — the staff's dead
 * letters, which a staff member can queue again. Moved only through the guarded update, like every status.
 */
export const DELIVERY_STATUS = { QUEUED: 1, SENT: 2, SKIPPED: 3, FAILED: 4 } as const;
export type DeliveryStatusId = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];

/** The words the logs, the audit rows and the tests use for a delivery's status. */
export const DELIVERY_STATUS_SLUG: Record<number, string> = {
  [DELIVERY_STATUS.QUEUED]: 'queued',
  [DELIVERY_STATUS.SENT]: 'sent',
  [DELIVERY_STATUS.SKIPPED]: 'skipped',
  [DELIVERY_STATUS.FAILED]: 'failed',
};

const D = DELIVERY_STATUS;
/** The deliveries' rows of the transition tables; `system` is the delivery job. */
export const DELIVERY_TRANSITIONS = [
  { action: 'send', actor: 'system', from: [D.QUEUED], to: D.SENT },
  { action: 'skip', actor: 'system', from: [D.QUEUED], to: D.SKIPPED },
  // A failed attempt the queue will retry: the delivery stays queued with its attempt counted.
  { action: 'attemptFailed', actor: 'system', from: [D.QUEUED], to: 'same' },
  { action: 'fail', actor: 'system', from: [D.QUEUED], to: D.FAILED },
  { action: 'retry', actor: 'staff', from: [D.FAILED], to: D.QUEUED },
] as const satisfies readonly Transition[];

/** A delivery starts queued (`notify` job). */
export const DELIVERY_INITIAL_STATUS = { queued: D.QUEUED } as const;
