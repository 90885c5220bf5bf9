import { Card, Group, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useMyTopUps } from '../api/top-ups';
import { formatDateTime } from '../model/format';
import { TOP_UP_METHOD_TITLE, TopUpStatusBadge } from './TopUpStatusBadge';

/** The customer's top-ups with their status, newest first. */
export function TopUpsSection() {
  const [page, setPage] = useState(1);
  const topUps = useMyTopUps(page);
  const rows = topUps.data?.data ?? [];
  return (
    <Card component="section" aria-labelledby="top-ups-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="top-ups-title">
          Пополнения
        </Title>
        {topUps.isPending ? (
          <Skeleton height={80} />
        ) : topUps.isError ? (
          <Text size="sm" c="red">
            Не удалось загрузить пополнения
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Пополнений пока не было
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" fz="sm" aria-label="Пополнения">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Способ</Table.Th>
                  <Table.Th ta="right">Сумма</Table.Th>
                  <Table.Th>Статус</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((topUp) => (
                  <Table.Tr key={topUp.id} data-testid="top-up-row">
                    <Table.Td>{formatDateTime(topUp.createdAt)}</Table.Td>
                    <Table.Td>{TOP_UP_METHOD_TITLE[topUp.method]}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(topUp.amount, topUp.currency)}
                      {topUp.receivedAmount !== null && topUp.receivedAmount !== topUp.amount && (
                        <Text size="xs" c="dimmed">
                          зачислено {formatMoney(topUp.receivedAmount, topUp.currency)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <TopUpStatusBadge statusId={topUp.statusId} />
                      {topUp.failureReason && (
                        <Text size="xs" c="dimmed">
                          {topUp.failureReason}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {(topUps.data?.totalPages ?? 0) > 1 && (
          <Group justify="center">
            <Pagination total={topUps.data!.totalPages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
