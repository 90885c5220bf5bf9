import { TOP_UP_FOCUS_PARAM, type TopUp } from '@cargo/domain';
import { Card, Group, Pagination, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/format/formatMoney';
import { ObjectEvents } from '../../notifications';
import { AskQuestionButton } from '../../helpdesk';
import { useMyTopUps } from '../api/get-my-top-ups';
import { creditedLine, formatDateTime } from '../model/format';
import { TopUpRowActions } from './TopUpRowActions';
import { TOP_UP_METHOD_TITLE, TopUpStatusBadge } from './TopUpStatusBadge';
import classes from './TopUpsTable.module.css';

function TopUpRow({ topUp, focused }: { topUp: TopUp; focused: boolean }) {
  const credited = creditedLine(topUp);
  const ref = useRef<HTMLTableRowElement>(null);
  // A link to this top-up (an event's, `/finance?topUp=<id>`) brings it into view, highlighted.
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  // Explicit roles: under 640 px the rows are laid out as cards, and the table must stay a table to assistive tech.
  return (
    <Table.Tr
      ref={ref}
      role="row"
      data-testid="top-up-row"
      data-focused={focused || undefined}
      aria-current={focused || undefined}
      bg={focused ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Table.Td role="cell" className={classes.date}>
        {formatDateTime(topUp.createdAt)}
      </Table.Td>
      <Table.Td role="cell" className={classes.method}>
        {TOP_UP_METHOD_TITLE[topUp.method]}
      </Table.Td>
      <Table.Td role="cell" ta="right" className={classes.amount}>
        <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(topUp.amount, topUp.currency)}</span>
        {credited && (
          <Text size="xs" c="dimmed" fw={400}>
            {credited}
          </Text>
        )}
      </Table.Td>
      <Table.Td role="cell" className={classes.status}>
        <TopUpStatusBadge statusId={topUp.statusId} />
        {topUp.failureReason && (
          <Text size="xs" c="dimmed">
            {topUp.failureReason}
          </Text>
        )}
      </Table.Td>
      <Table.Td role="cell" className={classes.actions}>
        <Group gap={4} wrap="wrap" className={classes.actionButtons}>
          <TopUpRowActions topUp={topUp} />
          <ObjectEvents objectType="topUp" objectId={topUp.id} variant="button" />
          <AskQuestionButton objectType="topUp" objectId={topUp.id} variant="subtle" size="compact-sm" />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The customer's top-ups with their status, newest first; a waiting one can be paid on or cancelled. */
export function TopUpsSection() {
  const [page, setPage] = useState(1);
  const topUps = useMyTopUps(page);
  const [search] = useSearchParams();
  const focusedId = Number(search.get(TOP_UP_FOCUS_PARAM));
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
          <Table verticalSpacing="xs" fz="sm" aria-label="Пополнения" role="table" className={classes.table}>
            <Table.Thead role="rowgroup">
              <Table.Tr role="row">
                <Table.Th role="columnheader">Дата</Table.Th>
                <Table.Th role="columnheader">Способ</Table.Th>
                <Table.Th role="columnheader" ta="right">
                  Сумма
                </Table.Th>
                <Table.Th role="columnheader">Статус</Table.Th>
                <Table.Th role="columnheader">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody role="rowgroup">
              {rows.map((topUp) => (
                <TopUpRow key={topUp.id} topUp={topUp} focused={topUp.id === focusedId} />
              ))}
            </Table.Tbody>
          </Table>
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
