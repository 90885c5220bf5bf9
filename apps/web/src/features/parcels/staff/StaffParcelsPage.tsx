import {
  COMMON_MESSAGES,
  INSURANCE_MESSAGES,
  isInsuranceClaimable,
  PARCEL_MESSAGES,
  PARCEL_STATUS as P,
  type StaffParcel,
} from '@cargo/domain';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { CancelWithRefundModal } from '../../../shared/ui/CancelWithRefundModal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useAssembleParcel, useCancelParcelWithRefund, useStaffParcels } from '../api/staff';
import { InsuranceClaimModal } from './InsuranceClaimModal';
import { MoveBar } from './MoveBar';
import { PhotoReportsDue } from './PhotoReportsDue';
import { ShipModal } from './ShipModal';
import { StaffParcelsTable } from './StaffParcelsTable';
import { WeighModal } from './WeighModal';
import { useStaffActions, useStaffMay } from '../../staff';

/** The desk's queues, each a set of statuses. */
const QUEUES = {
  queue: { label: 'На комплектацию', statuses: [P.READY_TO_PROCESS] },
  assembly: { label: 'Сборка и взвешивание', statuses: [P.ON_ASSEMBLY, P.ON_WEIGHING] },
  payment: { label: 'Оплата и отправка', statuses: [P.AWAITING_PAYMENT, P.READY_FOR_SENT] },
  transit: {
    label: 'В пути',
    statuses: [
      P.SENT,
      P.FLEW_OUT_FROM_CHINA,
      P.IN_CUSTOMS,
      P.STOPPED_IN_CUSTOMS,
      P.IN_MOSCOW,
      P.PASSED_TO_DELIVERY_IN_RUSSIA,
      P.DELIVERY_NO_CONTACT,
      P.DELIVERY_WRONG_ADDRESS,
      P.DELIVERY_STORAGE_EXPIRING,
    ],
  },
} as const;
type QueueKey = keyof typeof QUEUES;

/** /staff/parcels: the warehouse's parcel desk — assemble, weigh and price, ship, and move whole flights on. */
export function StaffParcelsPage() {
  const [queue, setQueue] = useState<QueueKey>('queue');
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const list = useStaffParcels(QUEUES[queue].statuses);
  const assemble = useAssembleParcel();
  const staffActions = useStaffActions();
  const may = useStaffMay();
  const [weighing, setWeighing] = useState<StaffParcel | null>(null);
  const [shipping, setShipping] = useState<StaffParcel | null>(null);
  const cancelWithRefund = useCancelParcelWithRefund();
  const [refunding, setRefunding] = useState<StaffParcel | null>(null);
  const [claiming, setClaiming] = useState<StaffParcel | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = list.data?.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const rowAction = (parcel: StaffParcel) => {
    const actions = staffActions('parcel', parcel.statusId);
    if (actions.includes('assemble'))
      return (
        <Button
          size="compact-sm"
          loading={assemble.isPending && assemble.variables === parcel.id}
          onClick={() =>
            assemble.mutate(parcel.id, {
              onSuccess: () => notifySuccess(`Посылка ${parcel.id} собирается`),
              onError: (failure) => notifyError(errorMessage(failure, PARCEL_MESSAGES.notAllowed)),
            })
          }
        >
          Собрать
        </Button>
      );
    // A paid photo report is uploaded before weighing (the server refuses otherwise): show why and offer it.
    if (actions.includes('weigh') && parcel.photoReportsMissing.length > 0)
      return <PhotoReportsDue parcel={parcel} />;
    if (actions.includes('weigh'))
      return (
        <Button size="compact-sm" onClick={() => setWeighing(parcel)}>
          Взвесить
        </Button>
      );
    if (actions.includes('ship'))
      return (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" onClick={() => setShipping(parcel)}>
            Отправить
          </Button>
          {actions.includes('cancelWithRefund') && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefunding(parcel)}>
              Отменить с возвратом
            </Button>
          )}
        </Group>
      );
    if (!parcel.insured || !isInsuranceClaimable(parcel.statusId)) return null;
    if (parcel.insuranceClaimed)
      return (
        <Text size="sm" c="dimmed">
          Возмещено
        </Text>
      );
    return may('POST /api/staff/parcels/{id}/insurance-claim') ? (
      <Button size="compact-sm" variant="light" onClick={() => setClaiming(parcel)}>
        {INSURANCE_MESSAGES.claimTitle}
      </Button>
    ) : null;
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Посылки
      </Title>
      <SegmentedControl
        // Four queues do not fit a phone's width side by side.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={queue}
        onChange={(value) => {
          setQueue(value as QueueKey);
          setSelected(new Set());
        }}
        data={(Object.keys(QUEUES) as QueueKey[]).map((key) => ({ value: key, label: QUEUES[key].label }))}
      />
      {queue === 'transit' && <MoveBar parcels={chosen} onDone={() => setSelected(new Set())} />}
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, COMMON_MESSAGES.loadFailed)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">Посылок нет.</Text>
      ) : (
        <StaffParcelsTable
          rows={rows}
          selectable={queue === 'transit'}
          selected={selected}
          onToggle={toggle}
          rowAction={rowAction}
        />
      )}
      <WeighModal
        key={`weigh-${weighing?.id ?? 'none'}`}
        parcel={weighing}
        onClose={() => setWeighing(null)}
      />
      <ShipModal key={`ship-${shipping?.id ?? 'none'}`} parcel={shipping} onClose={() => setShipping(null)} />
      <InsuranceClaimModal
        key={`claim-${claiming?.id ?? 'none'}`}
        parcel={claiming}
        onClose={() => setClaiming(null)}
      />
      <CancelWithRefundModal
        key={`refund-${refunding?.id ?? 'none'}`}
        target={
          refunding && { what: `посылку ${refunding.id}`, amount: refunding.deliveryCost, goodsBack: true }
        }
        pending={cancelWithRefund.isPending}
        onClose={() => setRefunding(null)}
        onSubmit={(reason, done) => {
          if (!refunding) return;
          cancelWithRefund.mutate(
            { id: refunding.id, reason },
            {
              onSuccess: () => {
                const amount =
                  refunding.deliveryCost === null ? '' : formatMoney(refunding.deliveryCost, 'RUB');
                notifySuccess(PARCEL_MESSAGES.canceledWithRefund(refunding.id, amount));
                setRefunding(null);
              },
              onError: done.onError,
            },
          );
        }}
      />
    </Stack>
  );
}
