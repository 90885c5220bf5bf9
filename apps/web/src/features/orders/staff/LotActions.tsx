import { ORDER_MESSAGES, type OrderUnitAction, type StaffLot } from '@cargo/domain';
import { Button } from '@mantine/core';
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
  return (
    <>
      {actions.includes('take') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={take.isPending}
          onClick={() =>
            take.mutate(lot.id, {
              onSuccess: () => notifySuccess(ORDER_MESSAGES.taken),
              onError: (failure) => notifyDeskFailure(failure),
            })
          }
        >
          Взять в работу
        </Button>
      )}
      {actions.includes('raisePrice') && (
        <Button size="compact-sm" variant="light" color="orange" onClick={() => onOpen('raise')}>
          Цена выше
        </Button>
      )}
      {actions.includes('purchase') && (
        <Button size="compact-sm" color="teal.9" onClick={() => onOpen('purchase')}>
          Выкуплен
        </Button>
      )}
      {actions.includes('transferToGoods') && (
        <Button size="compact-sm" onClick={() => onOpen('transfer')}>
          Передать в товары
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onOpen('cancel')}>
          Отменить
        </Button>
      )}
    </>
  );
}
