import { statusAfter, TICKET_STATUS } from '@cargo/domain';

/** The desk's names of the statuses (the customer's «Ожидает вашего ответа» is the desk's «Ждёт клиента»). */
export const STAFF_TICKET_STATUS_TITLE: Record<number, string> = {
  [TICKET_STATUS.NEW]: 'Новые',
  [TICKET_STATUS.OPEN]: 'В работе',
  [TICKET_STATUS.WAITING_CUSTOMER]: 'Ждут клиента',
  [TICKET_STATUS.CLOSED]: 'Закрытые',
};

/** The queue's tabs, in the order a ticket moves. */
export const STAFF_QUEUE_STATUSES = [
  TICKET_STATUS.NEW,
  TICKET_STATUS.OPEN,
  TICKET_STATUS.WAITING_CUSTOMER,
  TICKET_STATUS.CLOSED,
] as const;

const STAFF_STATUS_ACTIONS = ['open', 'wait', 'close'] as const;

/** The statuses staff may move a ticket to from `statusId` by hand (the transition table's staff rows). */
export function staffStatusTargets(statusId: number): number[] {
  const targets = STAFF_STATUS_ACTIONS.map((action) => statusAfter('ticket', 'staff', action, statusId));
  return targets.filter((target): target is number => target !== undefined && target !== statusId);
}
