import { staffCargoCancelSchema, staffCargoShipSchema, type StaffCargo } from '@cargo/domain';
import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { useDeskCancelWithRefundTexts } from '../../../shared/staff/useSharedDeskTexts';
import { CancelWithRefundModal } from '../../../shared/ui/CancelWithRefundModal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions } from '../../staff';
import { useCancelCargoByStaff } from '../api/cancel-cargo-by-staff';
import { useCancelCargoWithRefund } from '../api/cancel-cargo-with-refund';
import { useReceiveCargo } from '../api/receive-cargo';
import { useShipCargo } from '../api/ship-cargo';
import { CargoTextStepModal, type TextStep } from './CargoTextStepModal';
import { WeighCargoModal } from './WeighCargoModal';

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
  const { t } = useDeskT('cargo');
  const format = useDeskFormat();
  const refundTexts = useDeskCancelWithRefundTexts();
  const SHIP: TextStep = {
    title: (id) => t('ship.title', { id }),
    label: t('ship.label'),
    field: staffCargoShipSchema.shape.outgoingDeclaration,
    submitLabel: t('ship.submit'),
  };
  const CANCEL: TextStep = {
    title: (id) => t('cancel.title', { id }),
    label: t('cancel.label'),
    field: staffCargoCancelSchema.shape.reason,
    submitLabel: t('cancel.submit'),
    color: 'red',
  };
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
            { onSuccess: () => succeed(t('done.shipped', { id: cargo.id })), onError: done.onError },
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
            { onSuccess: () => succeed(t('done.canceled', { id: cargo.id })), onError: done.onError },
          )
        }
      />
      <CancelWithRefundModal
        key={`refund-${refunding?.id ?? 0}`}
        target={refunding && { what: t('refundWhat', { id: refunding.id }), amount: refunding.price }}
        pending={cancelWithRefund.isPending}
        texts={refundTexts}
        onClose={close}
        onSubmit={(reason, done) => {
          if (!refunding) return;
          cancelWithRefund.mutate(
            { id: refunding.id, reason },
            {
              onSuccess: () => {
                const amount = refunding.price === null ? '' : format.money(refunding.price, 'RUB');
                notifySuccess(t('done.canceledWithRefund', { id: refunding.id, amount }));
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
  const { t } = useDeskT('cargo');
  return (
    <>
      {actions.includes('receive') && (
        <Button
          size="compact-sm"
          loading={receive.isPending && receive.variables === cargo.id}
          onClick={() =>
            receive.mutate(cargo.id, {
              onSuccess: () => notifySuccess(t('done.received')),
              onError: (failure) => notifyError(errorMessage(failure, t('done.notAllowed'))),
            })
          }
        >
          {t('actions.receive')}
        </Button>
      )}
      {actions.includes('weigh') && (
        <Button size="compact-sm" onClick={() => open('weigh', cargo)}>
          {t('actions.weigh')}
        </Button>
      )}
      {actions.includes('ship') && (
        <Button size="compact-sm" onClick={() => open('ship', cargo)}>
          {t('actions.ship')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => open('cancel', cargo)}>
          {t('actions.cancel')}
        </Button>
      )}
      {actions.includes('cancelWithRefund') && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => open('refund', cargo)}>
          {t('actions.cancelWithRefund')}
        </Button>
      )}
    </>
  );
}
