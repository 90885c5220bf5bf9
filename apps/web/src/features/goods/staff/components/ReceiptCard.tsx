import type { WarehouseReceipt } from '@cargo/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { BREAK_ANYWHERE } from '../../model/text-wrap';
import { goodsCount, type LoggedReceipt } from '../receipt-log';

/** Whose goods the scanned track holds. */
function ReceiptOwners({ receipt }: { receipt: WarehouseReceipt }) {
  const owners = new Map(receipt.goods.map((good) => [good.client.id, good.client]));
  return (
    <Text size="sm" style={BREAK_ANYWHERE}>
      Клиент:{' '}
      {[...owners.values()]
        .map((client) => (client.name ? `${client.email} (${client.name})` : client.email))
        .join(', ')}
    </Text>
  );
}

/** One scan of the session: goods put on the shelf, goods that were already there, or a waif. */
export function ReceiptCard({ receipt }: { receipt: LoggedReceipt }) {
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
  const count = goodsCount(receipt.goods.length);
  const already = receipt.alreadyReceived;
  return (
    <Alert
      color={already ? 'blue' : 'green'}
      icon={already ? <IconInfoCircle size={18} /> : <IconCheck size={18} />}
      title={`${receipt.trackNumber} — ${already ? 'уже на полке' : 'на полку'}: ${count}`}
      data-already-received={already || undefined}
    >
      <Stack gap={4}>
        {already && <Text size="sm">Посылку уже принимали: её товары на складе, ничего не изменилось.</Text>}
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
