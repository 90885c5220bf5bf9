import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../../shared/staff/i18n';
import { useWaifReceipts } from '../../api/staff/receive-track';
import { PageSwitch } from './PageSwitch';

function WaifTable() {
  const [page, setPage] = useState(1);
  const waifs = useWaifReceipts(page);
  const { t } = useDeskT('goods');
  const format = useDeskFormat();
  if (waifs.isPending) return <Skeleton height={80} />;
  if (waifs.isError) {
    return <Alert color="red">{errorMessage(waifs.error, t('loadFailed'))}</Alert>;
  }
  const { data, totalElements } = waifs.data;
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('waifs.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label={t('waifs.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('waifs.track')}</Table.Th>
              <Table.Th>{t('waifs.received')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((waif) => (
              <Table.Tr key={waif.id}>
                <Table.Td ff="monospace">{waif.trackNumber}</Table.Td>
                <Table.Td>{format.date(waif.receivedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageSwitch total={totalElements} page={page} onChange={setPage} label={t('waifs.pages')} />
    </Stack>
  );
}

/** Tracks the warehouse received and no customer has registered yet. */
export function WaifList() {
  const { t } = useDeskT('goods');
  return (
    <Card component="section" aria-labelledby="waifs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waifs-title">
          {t('waifs.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={-6}>
          {t('waifs.hint')}
        </Text>
        <WaifTable />
      </Stack>
    </Card>
  );
}
