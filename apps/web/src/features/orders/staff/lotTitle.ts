import { orderNumberOf, type StaffLot } from '@cargo/domain';
import { useCallback } from 'react';
import { useDeskT } from '../../../shared/staff/i18n';

/**
 * «Лот «Кроссовки» заказа Z12»: the desk names a lot in its dialogs as the customer's lists, letters and ledger do
 * (decision 054, the domain's `lotName`), so both sides of a call speak of the same thing; in the desk's language.
 */
export function useLotTitle(): (lot: StaffLot) => string {
  const { t } = useDeskT('orders');
  return useCallback(
    (lot: StaffLot) => {
      const name = lot.orderName?.trim() ?? '';
      const order = orderNumberOf(lot.orderId);
      return name ? t('lotName', { name, order }) : t('lotNameBare', { order });
    },
    [t],
  );
}
