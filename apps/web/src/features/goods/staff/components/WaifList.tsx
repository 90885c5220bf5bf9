import { COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { formatDate } from '../../../../shared/format/formatDate';
import { useWaifReceipts } from '../../api/staff/receive-track';
import { GOODS_LABELS } from '../../messages';
import { PageSwitch } from './PageSwitch';

function WaifTable() {
  const [page, setPage] = useState(1);
  const waifs = useWaifReceipts(page);
  if (waifs.isPending) return <Skeleton height={80} />;
  if (waifs.isError) {
    return <Alert color="red">{errorMessage(waifs.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  }
  const { data, totalElements } = waifs.data;
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Неопознанных посылок нет.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label="Неопознанные посылки">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{GOODS_LABELS.track}</Table.Th>
              <Table.Th>Принята</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((waif) => (
              <Table.Tr key={waif.id}>
                <Table.Td ff="monospace">{waif.trackNumber}</Table.Td>
                <Table.Td>{formatDate(waif.receivedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageSwitch
        total={totalElements}
        page={page}
        onChange={setPage}
        label="Страницы неопознанных посылок"
      />
    </Stack>
  );
}

/** Tracks the warehouse received and no customer has registered yet. */
export function WaifList() {
  return (
    <Card component="section" aria-labelledby="waifs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waifs-title">
          Неопознанные посылки
        </Title>
        <Text size="sm" c="dimmed" mt={-6}>
          Треки, которые склад получил, а клиенты ещё не зарегистрировали.
        </Text>
        <WaifTable />
      </Stack>
    </Card>
  );
}
