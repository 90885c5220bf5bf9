import { REFERENCE_MESSAGES } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBarcode, IconCheck, IconPackageImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDate } from '../../../shared/format/formatDate';
import { notifyError } from '../../../shared/ui/notify';
import { useDeskGoods, useReceiveTrack, useWaifReceipts, type Receipt } from '../api';
import { STAFF_MESSAGES } from '../messages';
import { receiveSchema, type ReceiveInput } from '../warehouse';

interface LoggedReceipt extends Receipt {
  key: number;
  at: Date;
}

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** Who the goods of a scanned track belong to (the desk's search knows the customers). */
function ReceiptOwners({ receipt }: { receipt: Receipt }) {
  const goods = useDeskGoods({ track: receipt.trackNumber, statusIds: '' });
  const ids = new Set(receipt.goods.map((good) => good.id));
  const clients = new Map(
    (goods.data ?? []).filter((good) => ids.has(good.id)).map((good) => [good.client.id, good.client]),
  );
  const owners = [...new Set(receipt.goods.map((good) => good.clientId))];
  return (
    <Text size="sm">
      Клиент:{' '}
      {owners
        .map((id) => {
          const client = clients.get(id);
          if (!client) return `№ ${id}`;
          return client.name ? `${client.email} (${client.name})` : client.email;
        })
        .join(', ')}
    </Text>
  );
}

function ReceiptCard({ receipt }: { receipt: LoggedReceipt }) {
  const time = receipt.at.toLocaleTimeString('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  if (receipt.waif) {
    return (
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        title={`${receipt.trackNumber} — неопознанный груз`}
      >
        <Text size="sm">
          Этот трек-номер никто не зарегистрировал: посылка сохранена как неопознанная. Она перейдёт клиенту,
          когда он зарегистрирует трек. {time}
        </Text>
      </Alert>
    );
  }
  const count = receipt.goods.length;
  return (
    <Alert
      color="green"
      icon={<IconCheck size={18} />}
      title={`${receipt.trackNumber} — на полку: ${count} ${plural(count, 'товар', 'товара', 'товаров')}`}
    >
      <Stack gap={4}>
        <ReceiptOwners receipt={receipt} />
        <List size="sm" spacing={2}>
          {receipt.goods.map((good) => (
            <List.Item key={good.id}>
              {good.description} — {good.qty} шт.
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      </Stack>
    </Alert>
  );
}

function WaifList() {
  const waifs = useWaifReceipts();
  let body;
  if (waifs.isPending) body = <Skeleton height={80} />;
  else if (waifs.isError)
    body = <Alert color="red">{errorMessage(waifs.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  else if (waifs.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Неопознанных посылок нет.
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label="Неопознанные посылки">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Трек-номер</Table.Th>
              <Table.Th>Принята</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {waifs.data.map((waif) => (
              <Table.Tr key={waif.id}>
                <Table.Td ff="monospace">{waif.trackNumber}</Table.Td>
                <Table.Td>{formatDate(waif.receivedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Card component="section" aria-labelledby="waifs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waifs-title">
          Неопознанные посылки
        </Title>
        <Text size="sm" c="dimmed" mt={-6}>
          Треки, которые склад получил, а клиенты ещё не зарегистрировали.
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

/**
 * /staff/warehouse: «Приёмка». A scanner types the track and presses Enter; the field clears and keeps the
 * focus for the next parcel. Each scan says whose goods went on the shelf, or that the track is a waif.
 */
export function StaffReceivePage() {
  const receive = useReceiveTrack();
  const [log, setLog] = useState<LoggedReceipt[]>([]);
  const counter = useRef(0);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ReceiveInput>({ resolver: zodResolver(receiveSchema), defaultValues: { trackNumber: '' } });

  const submit = handleSubmit(async ({ trackNumber }) => {
    reset({ trackNumber: '' });
    setFocus('trackNumber');
    try {
      const receipt = await receive.mutateAsync(trackNumber.trim());
      counter.current += 1;
      const entry = { ...receipt, key: counter.current, at: new Date() };
      setLog((entries) => [entry, ...entries].slice(0, 20));
    } catch (error) {
      notifyError(`${trackNumber}: ${errorMessage(error, STAFF_MESSAGES.receiveFailed)}`);
    }
    setFocus('trackNumber');
  });

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          Приёмка посылок
        </Title>
        <Text c="dimmed" mt={4}>
          Отсканируйте или введите трек-номер китайской посылки и нажмите Enter.
        </Text>
      </div>
      <Card component="form" onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Трек-номер"
            placeholder="YT1234567890123"
            autoComplete="off"
            autoFocus
            data-autofocus
            leftSection={<IconBarcode size={16} stroke={1.6} />}
            rightSection={receive.isPending ? <Loader size={14} /> : null}
            error={errors.trackNumber?.message}
            style={{ flex: 1, minWidth: 200 }}
            {...register('trackNumber')}
          />
          {/* Never disabled while a scan is sent: Enter must keep working for the next parcel. */}
          <Button type="submit" mt={25} leftSection={<IconPackageImport size={16} />}>
            Принять
          </Button>
        </Group>
      </Card>
      {log.length > 0 && (
        <Stack gap="sm" role="log" aria-label="Принятые посылки">
          {log.map((receipt) => (
            <ReceiptCard key={receipt.key} receipt={receipt} />
          ))}
        </Stack>
      )}
      <WaifList />
    </Stack>
  );
}
