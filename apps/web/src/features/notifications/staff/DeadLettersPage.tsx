import { NOTIFICATION_MESSAGES } from '@cargo/domain';
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
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { TabCount } from '../../../shared/staff/TabCount';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { type DeadLetter, useDeadLetters } from '../api/staff-dead-letters';
import { useRetryDeadLetter } from '../api/staff-retry-dead-letter';

function DeadLetterRow({ letter }: { letter: DeadLetter }) {
  const retry = useRetryDeadLetter();
  const { t } = useDeskT('notifications');
  const format = useDeskFormat();
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
          {t('customerNumber', { id: letter.customer.id })}
        </Text>
      </Table.Td>
      <Table.Td>{t(`channels.${letter.channel}`, { defaultValue: letter.channel })}</Table.Td>
      <Table.Td>{t(`kinds.${letter.kind}`, { defaultValue: letter.kind })}</Table.Td>
      <Table.Td ta="center">{letter.attempts}</Table.Td>
      <Table.Td maw={320}>
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {letter.lastError ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(letter.failedAt)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" loading={retry.isPending} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /staff/notifications: deliveries (e-mail, Telegram) that failed every attempt, each with «Повторить». */
export function DeadLettersPage() {
  const [page, setPage] = useState(1);
  const list = useDeadLetters(page);
  const { t } = useDeskT('notifications');
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <TabCount value={list.data?.totalElements} color="red" />
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Card withBorder radius="lg" p="xs">
        {list.isPending ? (
          <Skeleton height={120} />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error, t('loadFailed'))}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" fz="sm" aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.customer')}</Table.Th>
                  <Table.Th>{t('columns.channel')}</Table.Th>
                  <Table.Th>{t('columns.kind')}</Table.Th>
                  <Table.Th ta="center">{t('columns.attempts')}</Table.Th>
                  <Table.Th>{t('columns.lastError')}</Table.Th>
                  <Table.Th>{t('columns.failedAt')}</Table.Th>
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
