import { isInsuranceClaimable, type LabelFormat, type StaffOperation } from '@cargo/domain';
import { useDeskCancelWithRefundTexts } from '../../../shared/staff/useSharedDeskTexts';
import { Button, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { CancelWithRefundModal } from '../../../shared/ui/CancelWithRefundModal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions, useStaffMay } from '../../staff';
import { useLabelFormat } from '../../../shared/print/LabelFormatPicker';
import { usePrintParcelLabels } from '../api/print-labels';
import { useAssembleParcel, useCancelParcelWithRefund } from '../api/staff';
import type { DeskParcel } from './deskParcel';
import { InsuranceClaimModal } from './InsuranceClaimModal';
import { PhotoReportsDue } from './PhotoReportsDue';
import { ShipModal } from './ShipModal';
import { WeighModal } from './WeighModal';

type Dialog = 'weigh' | 'ship' | 'refund' | 'claim';

/** The parcel desk's actions for a queue or a parcel's page: one set of dialogs, the member's roles, assembling. */
export interface ParcelDesk {
  may: (operation: StaffOperation) => boolean;
  actions: ReturnType<typeof useStaffActions>;
  assemble: ReturnType<typeof useAssembleParcel>;
  open: (dialog: Dialog, parcel: DeskParcel) => void;
  /** The dialogs, rendered once by the page. */
  dialogs: ReactNode;
  /** The paper of the desk's labels (remembered in this browser) and printing them, one parcel or a batch. */
  labelFormat: LabelFormat;
  setLabelFormat: (format: string) => void;
  printLabels: (ids: number[]) => void;
}

export function useParcelDesk(): ParcelDesk {
  const may = useStaffMay();
  const actions = useStaffActions();
  const assemble = useAssembleParcel();
  const cancelWithRefund = useCancelParcelWithRefund();
  const [shown, setShown] = useState<{ dialog: Dialog; parcel: DeskParcel } | null>(null);
  const [labelFormat, setLabelFormat] = useLabelFormat('parcels', '100x150');
  const print = usePrintParcelLabels();
  const { t } = useDeskT('parcels');
  const refundTexts = useDeskCancelWithRefundTexts();
  const format = useDeskFormat();
  const printLabels = (ids: number[]) =>
    print.mutate(
      { ids, format: labelFormat },
      { onError: (error) => notifyError(errorMessage(error, t('done.printFailed'))) },
    );
  const of = (dialog: Dialog) => (shown?.dialog === dialog ? shown.parcel : null);
  const close = () => setShown(null);
  const refunding = of('refund');
  const dialogs = (
    <>
      <WeighModal key={`weigh-${of('weigh')?.id ?? 'none'}`} parcel={of('weigh')} onClose={close} />
      <ShipModal key={`ship-${of('ship')?.id ?? 'none'}`} parcel={of('ship')} onClose={close} />
      <InsuranceClaimModal key={`claim-${of('claim')?.id ?? 'none'}`} parcel={of('claim')} onClose={close} />
      <CancelWithRefundModal
        texts={refundTexts}
        key={`refund-${refunding?.id ?? 'none'}`}
        target={
          refunding && {
            what: t('refundWhat', { id: refunding.id }),
            amount: refunding.deliveryCost,
            goodsBack: true,
          }
        }
        pending={cancelWithRefund.isPending}
        onClose={close}
        onSubmit={(reason, done) => {
          if (!refunding) return;
          cancelWithRefund.mutate(
            { id: refunding.id, reason },
            {
              onSuccess: () => {
                const amount =
                  refunding.deliveryCost === null ? '' : format.money(refunding.deliveryCost, 'RUB');
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
  return {
    may,
    actions,
    assemble,
    open: (dialog, parcel) => setShown({ dialog, parcel }),
    dialogs,
    labelFormat,
    setLabelFormat,
    printLabels,
  };
}

/**
 * The steps a parcel's status allows the desk that the member's roles may take (`useStaffActions`, decision 048): assemble, weigh (after the paid photo reports), ship, cancel with a refund, and the
 * insurance claim of an insured parcel on its way or delivered — a delivered one is in no queue, only on its page.
 */
export function ParcelActionButtons({ parcel, desk }: { parcel: DeskParcel; desk: ParcelDesk }) {
  const { may, assemble, open } = desk;
  const actions = desk.actions('parcel', parcel.statusId);
  const { t } = useDeskT('parcels');
  const buttons: ReactNode[] = [];
  if (actions.includes('assemble'))
    buttons.push(
      <Button
        key="assemble"
        size="compact-sm"
        loading={assemble.isPending && assemble.variables === parcel.id}
        onClick={() =>
          assemble.mutate(parcel.id, {
            onSuccess: () => notifySuccess(t('done.assembling', { id: parcel.id })),
            onError: (failure) => notifyError(errorMessage(failure, t('done.notAllowed'))),
          })
        }
      >
        {t('actions.assemble')}
      </Button>,
    );
  if (actions.includes('weigh'))
    // A paid photo report is uploaded before weighing (the server refuses otherwise): show why and offer it.
    buttons.push(
      parcel.photoReportsMissing.length > 0 ? (
        <PhotoReportsDue key="photos" parcel={parcel} />
      ) : (
        <Button key="weigh" size="compact-sm" onClick={() => open('weigh', parcel)}>
          {t('actions.weigh')}
        </Button>
      ),
    );
  if (actions.includes('ship'))
    buttons.push(
      <Button key="ship" size="compact-sm" onClick={() => open('ship', parcel)}>
        {t('actions.ship')}
      </Button>,
    );
  if (actions.includes('cancelWithRefund'))
    buttons.push(
      <Button
        key="refund"
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => open('refund', parcel)}
      >
        {t('actions.cancelWithRefund')}
      </Button>,
    );
  if (parcel.insured && isInsuranceClaimable(parcel.statusId))
    buttons.push(
      parcel.insuranceClaimed ? (
        <Text key="claimed" size="sm" c="dimmed">
          {t('actions.claimed')}
        </Text>
      ) : may('POST /api/staff/parcels/{id}/insurance-claim') ? (
        <Button key="claim" size="compact-sm" variant="light" onClick={() => open('claim', parcel)}>
          {t('actions.claim')}
        </Button>
      ) : null,
    );
  if (may('GET /api/staff/parcels/labels'))
    buttons.push(
      <Button
        key="label"
        size="compact-sm"
        variant="default"
        aria-label={t('actions.printLabelOf', { id: parcel.id })}
        onClick={() => desk.printLabels([parcel.id])}
      >
        {t('actions.printLabel')}
      </Button>,
    );
  return <>{buttons}</>;
}
