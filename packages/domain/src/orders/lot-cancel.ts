import { formatMoneyRu } from '../shared/money-format.js';
import { addMoney, compareMoney } from '../shared/money.js';
import { ORDER_UNIT_STATUS } from './orders.js';

/**
 * What cancelling a lot does to the customer's yuan, said before («Отменить» asks first) and after («Отменённые
 * лоты»). Decision 027: a cancel refunds exactly what the lot holds (`paid`), and a lot holds money only from its
 * send to buyout (`sentToBuyoutAt`) on; a lot cancelled while new was never charged.
 */
interface LotMoney {
  statusId: number;
  paid: number;
  sentToBuyoutAt: string | null;
  pricing: { total: number };
}

/** The yuan cancelling these lots gives back now ("0.00" when nothing is held). */
export function refundOnCancel(lots: readonly Pick<LotMoney, 'paid'>[]): string {
  return addMoney('0', ...lots.map((lot) => lot.paid));
}

/**
 * What a cancelled lot gave back: its total when it had been sent to buyout (it was charged then, and a cancel at
 * 50 or 20 refunds what was held, which is the lot's own total: a raised price is only the buyer's proposal until
 * confirmed), or null when it was never paid.
 */
export function refundedOfCanceledLot(lot: LotMoney): number | null {
  if (lot.statusId !== ORDER_UNIT_STATUS.CANCELED || lot.sentToBuyoutAt === null) return null;
  return lot.pricing.total;
}

/** What is cancelled: one lot, or an order (all the lots it still had to cancel). */
export type CancelKind = 'lot' | 'order';

export const LOT_CANCEL_MESSAGES = {
  confirmTitle: (kind: CancelKind) => (kind === 'lot' ? 'Отменить лот?' : 'Отменить заказ?'),
  confirmButton: (kind: CancelKind) => (kind === 'lot' ? 'Отменить лот' : 'Отменить заказ'),
  keep: 'Не отменять',
  /** The dialog's text: what is given back, or that nothing was paid. */
  confirmText: (kind: CancelKind, lots: number, refund: string) => {
    const what =
      kind === 'lot'
        ? 'Лот будет отменён'
        : lots === 1
          ? 'Заказ будет отменён'
          : `Заказ будет отменён, лотов: ${lots}`;
    return compareMoney(refund, '0') > 0
      ? `${what}. Оплаченные ${formatMoneyRu(refund, 'CNY', { noBreak: true })} вернутся на юаневый счёт сразу.`
      : `${what}. Вы за ${lots === 1 ? 'него' : 'них'} ещё ничего не платили — списаний и возврата не будет.`;
  },
  refunded: (amount: number) =>
    `Оплата ${formatMoneyRu(amount, 'CNY', { noBreak: true })} возвращена на юаневый счёт`,
  neverPaid: 'Лот не оплачивался — возвращать было нечего',
  canceledLead:
    'Лоты, отменённые вами или службой выкупа. У каждого сказано, вернулась ли оплата на юаневый счёт.',
} as const;
