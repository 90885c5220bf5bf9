import { GOOD_STATUS, GOOD_STATUS_TITLE, type Good, goodName as domainGoodName } from '@cargo/domain';
import { formatMoney } from '../../../shared/format/formatMoney';
import { GOODS_LABELS } from '../messages';

/**
 * The name a good is shown and announced by: its own, or the domain's name of a good without one (by its track),
 * as the bell and the letters say it (decision 054).
 */
export function goodName(good: Pick<Good, 'description' | 'incomingDeclaration'>): string {
  return good.description?.trim() || domainGoodName(good);
}

/** "2 × 89,50 ¥" */
export function formatQtyPrice(good: Pick<Good, 'qty' | 'price'>): string {
  return `${good.qty} × ${formatMoney(good.price, 'CNY')}`;
}

export function serviceTypeLabel(serviceType: Good['serviceType']): string {
  return serviceType === 'WITH_CHECK' ? GOODS_LABELS.withCheck : GOODS_LABELS.withoutCheck;
}

/**
 * The status title the customer reads. A one-click good keeps the spec's status 9 («Готов к отправке») until the
 * warehouse receives it, yet it is still on its way to the warehouse: the customer is told that, not that it is
 * ready to leave. The status id (and every rule keyed on it) stays the spec's.
 */
export function customerStatusTitle(good: Pick<Good, 'goodStatus' | 'isReady'>): string {
  const { id, title } = good.goodStatus;
  if (id === GOOD_STATUS.READY_GOODS && good.isReady) {
    return `${GOOD_STATUS_TITLE[GOOD_STATUS.WAITING]} · посылка в один клик`;
  }
  return title || GOOD_STATUS_TITLE[id] || `Статус ${id}`;
}
