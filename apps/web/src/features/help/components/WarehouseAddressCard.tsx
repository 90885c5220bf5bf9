import { DEMO_WAREHOUSE_WARNING, type WarehouseAnswer } from '@cargo/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useWarehouse } from '../api/get-warehouse';

function CopyIcon({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Скопировано' : label} withArrow position="left">
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The warehouse's address with the signed-in customer's code, line by line and as a whole, each with a copy button. */
export function WarehouseAddressCard({ address }: { address?: WarehouseAnswer }) {
  // The dashboard hands in the address its one call brought; the help page asks GET /api/warehouse.
  const fetched = useWarehouse(address === undefined);
  const warehouse = address ? { data: address, isError: false } : fetched;
  if (warehouse.isError) {
    return (
      <Alert color="red" my="lg" title="Не удалось загрузить адрес склада">
        Обновите страницу или напишите в поддержку.
      </Alert>
    );
  }
  if (!warehouse.data) return <Skeleton h={220} radius="md" my="lg" aria-label="Загрузка адреса склада" />;
  const { clientCode: code, lines, text, title, addressRu, demo } = warehouse.data;
  return (
    <Card withBorder radius="md" padding="lg" my="lg">
      <Stack gap="sm">
        {demo && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Пробный запуск">
            {DEMO_WAREHOUSE_WARNING}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{title}</Text>
            {addressRu && (
              <Text size="sm" c="dimmed">
                {addressRu}
              </Text>
            )}
          </div>
          <Text size="sm">
            Ваш код клиента:{' '}
            <Text span fw={700} data-testid="client-code">
              {code}
            </Text>
          </Text>
        </Group>
        <Table aria-label="Адрес склада" verticalSpacing="xs">
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.labelCn}>
                <Table.Td w="30%">
                  <Text size="sm">{line.labelCn}</Text>
                  <Text size="xs" c="dimmed">
                    {line.labelRu}
                  </Text>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{line.value}</Table.Td>
                <Table.Td w={40}>
                  <CopyIcon value={line.value} label={`Скопировать: ${line.labelRu}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? 'Адрес скопирован' : 'Скопировать адрес целиком'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Card>
  );
}
