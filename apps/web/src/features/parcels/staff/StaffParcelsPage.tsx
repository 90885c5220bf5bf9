import {
  allowedActions,
  COMMON_MESSAGES,
  MOVES_WITH_REASON,
  PARCEL_MESSAGES,
  PARCEL_STATUS as P,
  STAFF_PARCEL_MOVES,
  type StaffParcel,
  type StaffParcelMove,
} from '@cargo/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  useAssembleParcel,
  useMoveParcels,
  useShipParcel,
  useStaffParcels,
  useUploadWeighingPhoto,
  useWeighParcel,
} from '../api/staff';

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

export const MOVE_TITLE: Record<StaffParcelMove, string> = {
  flyOut: 'Вылетела из Китая',
  arriveCustoms: 'Прибыла на таможню',
  stopInCustoms: 'Остановлена на таможне',
  releaseFromCustoms: 'Выпущена таможней',
  arriveMoscow: 'Прибыла в Москву',
  passToDelivery: 'Передана в доставку по России',
  deliveryNoContact: 'Проблема доставки: получатель не отвечает',
  deliveryWrongAddress: 'Проблема доставки: неверный адрес',
  deliveryStorageExpiring: 'Проблема доставки: истекает срок хранения',
  resolveDeliveryProblem: 'Проблема доставки решена',
  deliver: 'Доставлена',
};

function WeighModal({ parcel, onClose }: { parcel: StaffParcel | null; onClose: () => void }) {
  const weigh = useWeighParcel();
  const upload = useUploadWeighingPhoto();
  const [values, setValues] = useState({ weightKg: 0, lengthCm: 0, widthCm: 0, heightCm: 0 });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof values, label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      decimalScale={name === 'weightKg' ? 3 : 1}
      decimalSeparator=","
      value={values[name] || ''}
      onChange={(value) => setValues({ ...values, [name]: Number(value) || 0 })}
    />
  );
  const submit = async () => {
    if (!parcel) return;
    if (!(values.weightKg > 0)) return setError(PARCEL_MESSAGES.weightRequired);
    if (!(values.lengthCm > 0 && values.widthCm > 0 && values.heightCm > 0))
      return setError(PARCEL_MESSAGES.dimensionRequired);
    if (!photo) return setError(PARCEL_MESSAGES.photoRequired);
    setError(null);
    try {
      const stored = await upload.mutateAsync(photo);
      await weigh.mutateAsync({ id: parcel.id, input: { ...values, photo: stored.fileName } });
      notifySuccess(`Посылка ${parcel.id} взвешена, стоимость рассчитана`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, COMMON_MESSAGES.loadFailed));
    }
  };
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={`Взвешивание посылки ${parcel?.id ?? ''}`}>
      <Stack gap="sm">
        {field('weightKg', 'Вес, кг')}
        <Group grow>
          {field('lengthCm', 'Длина, см')}
          {field('widthCm', 'Ширина, см')}
          {field('heightCm', 'Высота, см')}
        </Group>
        <FileInput
          label="Фото упакованной посылки"
          withAsterisk
          accept="image/png,image/jpeg"
          value={photo}
          onChange={setPhoto}
          placeholder="Выберите файл"
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={() => void submit()} loading={weigh.isPending || upload.isPending}>
          Взвесить и рассчитать
        </Button>
      </Stack>
    </Modal>
  );
}

function ShipModal({ parcel, onClose }: { parcel: StaffParcel | null; onClose: () => void }) {
  const ship = useShipParcel();
  const [track, setTrack] = useState('');
  const [registry, setRegistry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!parcel) return;
    if (track.trim().length < 3) return setError(PARCEL_MESSAGES.trackRequired);
    ship.mutate(
      { id: parcel.id, input: { outgoingDeclaration: track.trim(), registry: registry.trim() || undefined } },
      {
        onSuccess: () => {
          notifySuccess(`Посылка ${parcel.id} отправлена`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, COMMON_MESSAGES.loadFailed)),
      },
    );
  };
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={`Отправка посылки ${parcel?.id ?? ''}`}>
      <Stack gap="sm">
        <TextInput
          label="Трек отправления"
          withAsterisk
          value={track}
          onChange={(event) => setTrack(event.currentTarget.value)}
        />
        <TextInput
          label="Реестр (рейс)"
          value={registry}
          onChange={(event) => setRegistry(event.currentTarget.value)}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={submit} loading={ship.isPending}>
          Отправить
        </Button>
      </Stack>
    </Modal>
  );
}

function MoveBar({ parcels, onDone }: { parcels: readonly StaffParcel[]; onDone: () => void }) {
  const move = useMoveParcels();
  const [action, setAction] = useState<StaffParcelMove | null>(null);
  const [place, setPlace] = useState('');
  const [reason, setReason] = useState('');
  // The steps every chosen parcel may take.
  const possible = STAFF_PARCEL_MOVES.filter(
    (step) =>
      parcels.length > 0 &&
      parcels.every((parcel) =>
        (allowedActions('parcel', 'staff', parcel.statusId) as string[]).includes(step),
      ),
  );
  const needsReason = action !== null && MOVES_WITH_REASON.includes(action);
  const submit = () => {
    if (!action) return;
    if (needsReason && !reason.trim()) return notifyError(PARCEL_MESSAGES.reasonRequired);
    move.mutate(
      {
        parcelIds: parcels.map((parcel) => parcel.id),
        action,
        place: place.trim() || undefined,
        reason: reason.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          if (answer.moved.length > 0) notifySuccess(`Перемещено посылок: ${answer.moved.length}`);
          for (const refused of answer.refused) notifyError(`Посылка ${refused.id}: ${refused.message}`);
          setAction(null);
          setReason('');
          onDone();
        },
        onError: (failure) => notifyError(errorMessage(failure, PARCEL_MESSAGES.notAllowed)),
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={`Шаг для выбранных (${parcels.length})`}
        placeholder={parcels.length === 0 ? 'Выберите посылки' : 'Выберите шаг'}
        data={possible.map((step) => ({ value: step, label: MOVE_TITLE[step] }))}
        value={action}
        onChange={(value) => setAction(value as StaffParcelMove | null)}
        disabled={possible.length === 0}
        w={260}
      />
      <TextInput label="Место" value={place} onChange={(event) => setPlace(event.currentTarget.value)} />
      {needsReason && (
        <TextInput
          label="Причина (увидит клиент)"
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Button onClick={submit} disabled={action === null} loading={move.isPending}>
        Применить
      </Button>
    </Group>
  );
}

/** /staff/parcels: the warehouse's parcel desk — assemble, weigh and price, ship, and move whole flights on. */
export function StaffParcelsPage() {
  const [queue, setQueue] = useState<QueueKey>('queue');
  const list = useStaffParcels(QUEUES[queue].statuses);
  const assemble = useAssembleParcel();
  const [weighing, setWeighing] = useState<StaffParcel | null>(null);
  const [shipping, setShipping] = useState<StaffParcel | null>(null);
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
    const actions = allowedActions('parcel', 'staff', parcel.statusId);
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
    if (actions.includes('weigh'))
      return (
        <Button size="compact-sm" onClick={() => setWeighing(parcel)}>
          Взвесить
        </Button>
      );
    if (actions.includes('ship'))
      return (
        <Button size="compact-sm" onClick={() => setShipping(parcel)}>
          Отправить
        </Button>
      );
    return null;
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Посылки
      </Title>
      <SegmentedControl
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
        <Table aria-label="Посылки склада" striped>
          <Table.Thead>
            <Table.Tr>
              {queue === 'transit' && <Table.Th />}
              <Table.Th>№</Table.Th>
              <Table.Th>Название</Table.Th>
              <Table.Th>Клиент</Table.Th>
              <Table.Th>Товаров</Table.Th>
              <Table.Th>Вес</Table.Th>
              <Table.Th>Стоимость</Table.Th>
              <Table.Th>Статус</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((parcel) => (
              <Table.Tr key={parcel.id} data-testid="staff-parcel">
                {queue === 'transit' && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Выбрать посылку ${parcel.id}`}
                      checked={selected.has(parcel.id)}
                      onChange={() => toggle(parcel.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>{parcel.id}</Table.Td>
                <Table.Td>{parcel.name}</Table.Td>
                <Table.Td>{parcel.clientEmail}</Table.Td>
                <Table.Td>{parcel.goodsCount}</Table.Td>
                <Table.Td>{parcel.weightKg === null ? '—' : `${parcel.weightKg} кг`}</Table.Td>
                <Table.Td>
                  {parcel.deliveryCost === null ? '—' : formatMoney(parcel.deliveryCost, 'RUB')}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{parcel.status.title}</Badge>
                  {parcel.statusReason && (
                    <Text size="xs" c="red">
                      {parcel.statusReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{rowAction(parcel)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <WeighModal
        key={`weigh-${weighing?.id ?? 'none'}`}
        parcel={weighing}
        onClose={() => setWeighing(null)}
      />
      <ShipModal key={`ship-${shipping?.id ?? 'none'}`} parcel={shipping} onClose={() => setShipping(null)} />
    </Stack>
  );
}
