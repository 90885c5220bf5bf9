import { clientCodeOf, CHINA_WAREHOUSE, warehouseAddressLines, warehouseAddressText } from '@cargo/domain';
import {
  ActionIcon,
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
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMyInfo } from '../../../shared/session/useMyInfo';

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
export function WarehouseAddressCard() {
  const myInfo = useMyInfo();
  if (!myInfo.data) return <Skeleton h={220} radius="md" />;
  const code = clientCodeOf(myInfo.data.id);
  const lines = warehouseAddressLines(code);
  return (
    <Card withBorder radius="md" padding="lg" my="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{CHINA_WAREHOUSE.title}</Text>
            <Text size="sm" c="dimmed">
              {CHINA_WAREHOUSE.regionRu}, {CHINA_WAREHOUSE.streetRu}
            </Text>
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
        <CopyButton value={warehouseAddressText(code)} timeout={2000}>
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
