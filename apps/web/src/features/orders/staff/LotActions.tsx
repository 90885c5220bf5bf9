import { type OrderUnitAction, type StaffLot } from '@cargo/domain';
import { Button } from '@mantine/core';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useTakeLot } from '../api/staff-take-lot';
import { notifyDeskFailure } from './notifyDeskFailure';

/** The desk's dialogs, one per step that asks for figures or a reason. */
export interface LotDialog {
  kind: 'raise' | 'purchase' | 'transfer' | 'cancel';
  lot: StaffLot;
  /** The real figures already typed (a purchase refused for a higher price goes on to «Цена выше» with them). */
  figures?: RealFigures;
}

export interface RealFigures {
  unitPrice: string;
  chinaDelivery: string;
}

interface Props {
  lot: StaffLot;
  /** What the transition table lets the staff do from the lot's status. */
  actions: readonly OrderUnitAction[];
  onOpen: (kind: LotDialog['kind']) => void;
}

/** The buttons of one lot, each shown only when its row of `ORDER_UNIT_TRANSITIONS` allows it. */
export function LotActions({ lot, actions, onOpen }: Props) {
  const take = useTakeLot();
  const { t } = useDeskT('orders');
  return (
    <>
      {actions.includes('take') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={take.isPending}
          onClick={() =>
            take.mutate(lot.id, {
              onSuccess: () => notifySuccess(t('done.taken')),
              onError: (failure) => notifyDeskFailure(failure),
            })
          }
        >
          {t('actions.take')}
        </Button>
      )}
      {actions.includes('raisePrice') && (
        <Button size="compact-sm" variant="light" color="orange" onClick={() => onOpen('raise')}>
          {t('actions.raisePrice')}
        </Button>
      )}
      {actions.includes('purchase') && (
        <Button size="compact-sm" color="teal.9" onClick={() => onOpen('purchase')}>
          {t('actions.purchase')}
        </Button>
      )}
      {actions.includes('transferToGoods') && (
        <Button size="compact-sm" onClick={() => onOpen('transfer')}>
          {t('actions.transfer')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onOpen('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
    </>
  );
}
