import {
  CARGO_MESSAGES,
  CARGO_STATUS as C,
  CARGO_STATUS_IDS,
  CARGO_STATUS_TITLE,
  COMMON_MESSAGES,
  staffCargoCancelSchema,
  staffCargoShipSchema,
  type StaffCargo,
} from '@cargo/domain';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { formatMoney } from '../../../shared/format/formatMoney';
import { CancelWithRefundModal } from '../../../shared/ui/CancelWithRefundModal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  useCancelCargoByStaff,
  useCancelCargoWithRefund,
  useReceiveCargo,
  useShipCargo,
  useStaffCargo,
} from '../api/staff-cargo';
import { formatMeasures } from '../model/format';
import { CargoTextStepModal, type TextStep } from './CargoTextStepModal';
import { WeighCargoModal } from './WeighCargoModal';
import { useStaffActions } from '../../staff';

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

/**
 * /staff/cargo: the warehouse's cargo desk — receive, weigh and price, ship a paid cargo, call off an unpaid one,
 * cancel a paid one with its refund.
 */
export function StaffCargoPage() {
  const [statusId, setStatusId] = useState<number>(C.REQUEST);
  const list = useStaffCargo(statusId);
  const receive = useReceiveCargo();
  const ship = useShipCargo();
  const cancel = useCancelCargoByStaff();
  const [weighing, setWeighing] = useState<StaffCargo | null>(null);
  const [shipping, setShipping] = useState<StaffCargo | null>(null);
  const [canceling, setCanceling] = useState<StaffCargo | null>(null);
  const cancelWithRefund = useCancelCargoWithRefund();
  const staffActions = useStaffActions();
  const [refunding, setRefunding] = useState<StaffCargo | null>(null);
  const narrow = useMediaQuery('(max-width: 700px)') ?? false;
  const rows = list.data?.content ?? [];

  const rowActions = (cargo: StaffCargo) => {
    const actions = staffActions('cargo', cargo.statusId);
    return (
      <Group gap="xs" wrap="nowrap">
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
          <Button size="compact-sm" onClick={() => setWeighing(cargo)}>
            Взвесить
          </Button>
        )}
        {actions.includes('ship') && (
          <Button size="compact-sm" onClick={() => setShipping(cargo)}>
            Отправить
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setCanceling(cargo)}>
            Отменить
          </Button>
        )}
        {actions.includes('cancelWithRefund') && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefunding(cargo)}>
            Отменить с возвратом
          </Button>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Карго
      </Title>
      <SegmentedControl
        aria-label="Статус карго"
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={String(statusId)}
        onChange={(value) => setStatusId(Number(value))}
        data={CARGO_STATUS_IDS.map((id) => ({ value: String(id), label: CARGO_STATUS_TITLE[id]! }))}
      />
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, COMMON_MESSAGES.loadFailed)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">Карго в этом статусе нет.</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table aria-label="Карго склада" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>№</Table.Th>
                <Table.Th>Название</Table.Th>
                <Table.Th>Клиент</Table.Th>
                <Table.Th>Мест</Table.Th>
                <Table.Th>Трек</Table.Th>
                <Table.Th>Вес и объём</Table.Th>
                <Table.Th>Стоимость</Table.Th>
                <Table.Th>Статус</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cargo) => (
                <Table.Tr key={cargo.id} data-testid="staff-cargo">
                  <Table.Td>{cargo.id}</Table.Td>
                  <Table.Td>{cargo.name}</Table.Td>
                  <Table.Td>{cargo.clientEmail}</Table.Td>
                  <Table.Td>{cargo.placesCount}</Table.Td>
                  <Table.Td>{cargo.outgoingDeclaration ?? cargo.incomingDeclaration ?? '—'}</Table.Td>
                  <Table.Td>{formatMeasures(cargo.weightKg, cargo.volumeM3)}</Table.Td>
                  <Table.Td>{cargo.price === null ? '—' : formatMoney(cargo.price, 'RUB')}</Table.Td>
                  <Table.Td>
                    <StatusWithReason title={cargo.status.title} reason={cargo.statusReason} />
                  </Table.Td>
                  <Table.Td>{rowActions(cargo)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <WeighCargoModal
        key={`weigh-${weighing?.id ?? 0}`}
        cargo={weighing}
        onClose={() => setWeighing(null)}
      />
      <CargoTextStepModal
        key={`ship-${shipping?.id ?? 0}`}
        step={SHIP}
        cargo={shipping}
        pending={ship.isPending}
        onClose={() => setShipping(null)}
        onSubmit={(cargo, track, done) =>
          ship.mutate(
            { id: cargo.id, input: { outgoingDeclaration: track } },
            {
              onSuccess: () => {
                notifySuccess(CARGO_MESSAGES.shipped(cargo.id));
                setShipping(null);
              },
              onError: done.onError,
            },
          )
        }
      />
      <CargoTextStepModal
        key={`cancel-${canceling?.id ?? 0}`}
        step={CANCEL}
        cargo={canceling}
        pending={cancel.isPending}
        onClose={() => setCanceling(null)}
        onSubmit={(cargo, reason, done) =>
          cancel.mutate(
            { id: cargo.id, reason },
            {
              onSuccess: () => {
                notifySuccess(CARGO_MESSAGES.canceled(cargo.id));
                setCanceling(null);
              },
              onError: done.onError,
            },
          )
        }
      />
      <CancelWithRefundModal
        key={`refund-${refunding?.id ?? 0}`}
        target={refunding && { what: `карго ${refunding.id}`, amount: refunding.price }}
        pending={cancelWithRefund.isPending}
        onClose={() => setRefunding(null)}
        onSubmit={(reason, done) => {
          if (!refunding) return;
          cancelWithRefund.mutate(
            { id: refunding.id, reason },
            {
              onSuccess: () => {
                const amount = refunding.price === null ? '' : formatMoney(refunding.price, 'RUB');
                notifySuccess(CARGO_MESSAGES.canceledWithRefund(refunding.id, amount));
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
