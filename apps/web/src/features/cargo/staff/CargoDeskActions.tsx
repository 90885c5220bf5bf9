import { CARGO_MESSAGES, staffCargoCancelSchema, staffCargoShipSchema, type StaffCargo } from '@cargo/domain';
import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { CancelWithRefundModal } from '../../../shared/ui/CancelWithRefundModal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions } from '../../staff';
import { useCancelCargoByStaff } from '../api/cancel-cargo-by-staff';
import { useCancelCargoWithRefund } from '../api/cancel-cargo-with-refund';
import { useReceiveCargo } from '../api/receive-cargo';
import { useShipCargo } from '../api/ship-cargo';
import { CargoTextStepModal, type TextStep } from './CargoTextStepModal';
import { WeighCargoModal } from './WeighCargoModal';

const SHIP: TextStep = {
  title: (id) => `Отправка карго ${id}`,
  label: 'Трек отправления',
  field: staffCargoShipSchema.shape.outgoingDeclaration,
  submitLabel: 'Отправить',
};
const CANCEL: TextStep = {
  title: (id) => `Отмена карго ${id}`,
  label: 'Причина (увидит клиент)',
  field: staffCargoCancelSchema.shape.reason,
  submitLabel: 'Отменить карго',
  color: 'red',
};

type Dialog = 'weigh' | 'ship' | 'cancel' | 'refund';

/** The cargo desk's steps for a status list or a cargo's page: one set of dialogs, the member's roles, receiving. */
export interface CargoDesk {
  actions: ReturnType<typeof useStaffActions>;
  receive: ReturnType<typeof useReceiveCargo>;
  open: (dialog: Dialog, cargo: StaffCargo) => void;
  dialogs: ReactNode;
}

export function useCargoDesk(): CargoDesk {
  const actions = useStaffActions();
  const receive = useReceiveCargo();
  const ship = useShipCargo();
  const cancel = useCancelCargoByStaff();
  const cancelWithRefund = useCancelCargoWithRefund();
  const [shown, setShown] = useState<{ dialog: Dialog; cargo: StaffCargo } | null>(null);
  const of = (dialog: Dialog) => (shown?.dialog === dialog ? shown.cargo : null);
  const close = () => setShown(null);
  const succeed = (message: string) => {
    notifySuccess(message);
    close();
  };
  const refunding = of('refund');
  const dialogs = (
    <>
      <WeighCargoModal key={`weigh-${of('weigh')?.id ?? 0}`} cargo={of('weigh')} onClose={close} />
      <CargoTextStepModal
        key={`ship-${of('ship')?.id ?? 0}`}
        step={SHIP}
        cargo={of('ship')}
        pending={ship.isPending}
        onClose={close}
        onSubmit={(cargo, track, done) =>
          ship.mutate(
            { id: cargo.id, input: { outgoingDeclaration: track } },
            { onSuccess: () => succeed(CARGO_MESSAGES.shipped(cargo.id)), onError: done.onError },
          )
        }
      />
      <CargoTextStepModal
        key={`cancel-${of('cancel')?.id ?? 0}`}
        step={CANCEL}
        cargo={of('cancel')}
        pending={cancel.isPending}
        onClose={close}
        onSubmit={(cargo, reason, done) =>
          cancel.mutate(
            { id: cargo.id, reason },
            { onSuccess: () => succeed(CARGO_MESSAGES.canceled(cargo.id)), onError: done.onError },
          )
        }
      />
      <CancelWithRefundModal
        key={`refund-${refunding?.id ?? 0}`}
        target={refunding && { what: `карго ${refunding.id}`, amount: refunding.price }}
        pending={cancelWithRefund.isPending}
        onClose={close}
        onSubmit={(reason, done) => {
          if (!refunding) return;
          cancelWithRefund.mutate(
            { id: refunding.id, reason },
            {
              onSuccess: () => {
                const amount = refunding.price === null ? '' : formatMoney(refunding.price, 'RUB');
                notifySuccess(CARGO_MESSAGES.canceledWithRefund(refunding.id, amount));
                close();
              },
              onError: done.onError,
            },
          );
        }}
      />
    </>
  );
  return { actions, receive, open: (dialog, cargo) => setShown({ dialog, cargo }), dialogs };
}

/** The steps a cargo's status allows the desk that the member's roles may take (decision 048). */
export function CargoActionButtons({ cargo, desk }: { cargo: StaffCargo; desk: CargoDesk }) {
  const actions = desk.actions('cargo', cargo.statusId);
  const { receive, open } = desk;
  return (
    <>
      {actions.includes('receive') && (
        <Button
          size="compact-sm"
          loading={receive.isPending && receive.variables === cargo.id}
          onClick={() =>
            receive.mutate(cargo.id, {
              onSuccess: () => notifySuccess(CARGO_MESSAGES.received),
              onError: (failure) => notifyError(errorMessage(failure, CARGO_MESSAGES.notAllowed)),
            })
          }
        >
          Принять
        </Button>
      )}
      {actions.includes('weigh') && (
        <Button size="compact-sm" onClick={() => open('weigh', cargo)}>
          Взвесить
        </Button>
      )}
      {actions.includes('ship') && (
        <Button size="compact-sm" onClick={() => open('ship', cargo)}>
          Отправить
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => open('cancel', cargo)}>
          Отменить
        </Button>
      )}
      {actions.includes('cancelWithRefund') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => open('refund', cargo)}>
          Отменить с возвратом
        </Button>
      )}
    </>
  );
}
