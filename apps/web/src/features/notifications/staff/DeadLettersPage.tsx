import { NOTIFICATION_CHANNEL_TITLE, NOTIFICATION_KIND_TITLE, NOTIFICATION_MESSAGES } from '@cargo/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDateTime } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { TabCount } from '../../../shared/staff/TabCount';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { type DeadLetter, useDeadLetters } from '../api/staff-dead-letters';
import { useRetryDeadLetter } from '../api/staff-retry-dead-letter';

export const DEAD_LETTERS_TITLE = 'Недоставленные уведомления';

function titleOf(map: Record<string, string>, key: string): string {
  return map[key] ?? key;
}

function DeadLetterRow({ letter }: { letter: DeadLetter }) {
  const retry = useRetryDeadLetter();
  const onRetry = () =>
    retry.mutate(letter.id, {
      onSuccess: (answer) => notifySuccess(answer.message || NOTIFICATION_MESSAGES.deadLetterRetried),
      onError: (error) => notifyError(errorMessage(error, NOTIFICATION_MESSAGES.deliveryNotFound)),
    });
  return (
    <Table.Tr data-testid="dead-letter-row">
      <Table.Td>
        <Anchor component={Link} to={staffPaths.customer(letter.customer.id)} size="sm">
          {letter.customer.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          № {letter.customer.id}
        </Text>
      </Table.Td>
      <Table.Td>{titleOf(NOTIFICATION_CHANNEL_TITLE, letter.channel)}</Table.Td>
      <Table.Td>{titleOf(NOTIFICATION_KIND_TITLE, letter.kind)}</Table.Td>
      <Table.Td ta="center">{letter.attempts}</Table.Td>
      <Table.Td maw={320}>
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {letter.lastError ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(letter.failedAt)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" loading={retry.isPending} onClick={onRetry}>
          Повторить
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /staff/notifications: deliveries (e-mail, Telegram) that failed every attempt, each with «Повторить». */
export function DeadLettersPage() {
  const [page, setPage] = useState(1);
  const list = useDeadLetters(page);
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {DEAD_LETTERS_TITLE}
        </Title>
        <TabCount value={list.data?.totalElements} color="red" />
      </Group>
      <Text size="sm" c="dimmed">
        Доставки, которые не удались после всех попыток. «Повторить» ставит доставку в очередь заново.
      </Text>
      <Card withBorder radius="lg" p="xs">
        {list.isPending ? (
          <Skeleton height={120} />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error, NOTIFICATION_MESSAGES.loadFailed)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Недоставленных уведомлений нет
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" fz="sm" aria-label={DEAD_LETTERS_TITLE}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Клиент</Table.Th>
                  <Table.Th>Канал</Table.Th>
                  <Table.Th>Событие</Table.Th>
                  <Table.Th ta="center">Попыток</Table.Th>
                  <Table.Th>Последняя ошибка</Table.Th>
                  <Table.Th>Не доставлено</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((letter) => (
                  <DeadLetterRow key={letter.id} letter={letter} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {(list.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination total={list.data!.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
