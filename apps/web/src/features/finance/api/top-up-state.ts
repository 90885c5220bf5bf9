import { FINANCE_MESSAGES, TOP_UP_OPEN_STATUSES, TOP_UP_STATUS, type TopUp } from '@cargo/domain';

/** Whether a top-up is no longer open (`TOP_UP_OPEN_STATUSES`): its progress stops being asked. */
export function isTopUpFinished(topUp: Pick<TopUp, 'statusId'>): boolean {
  return !(TOP_UP_OPEN_STATUSES as readonly number[]).includes(topUp.statusId);
}

/**
 * A top-up the customer gave up (on the provider's page or in the cabinet): not a failure, and not said in red.
 * The provider's cancellation carries «Платёж отменён»; a declined card its own reason.
 */
export function isTopUpCancelled(topUp: Pick<TopUp, 'statusId' | 'failureReason'>): boolean {
  return (
    topUp.statusId === TOP_UP_STATUS.CANCELED ||
    topUp.failureReason === FINANCE_MESSAGES.paymentCanceled ||
    topUp.failureReason === FINANCE_MESSAGES.topUpCanceledByCustomer
  );
}
