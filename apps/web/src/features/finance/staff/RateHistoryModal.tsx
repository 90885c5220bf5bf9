import { Alert, Modal, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { type RateSubject, useRateHistory } from '../api/staff/rate-history';
import { formatDateTime } from '../model/format';

const value = (n: number | null, subject: RateSubject) =>
  n === null ? '—' : `${String(n).replace('.', ',')}${subject === 'margin' ? ' %' : ' ₽'}`;

function History({ subject }: { subject: RateSubject }) {
  const [page, setPage] = useState(1);
  const history = useRateHistory(subject, page);
  if (history.isPending) return <Skeleton height={160} />;
  if (history.isError)
    return <Alert color="red">{errorMessage(history.error, WEB_MESSAGES.somethingWrong)}</Alert>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table
          verticalSpacing="xs"
          aria-label={subject === 'margin' ? 'История наценки' : `История курса ${subject}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Когда</Table.Th>
              <Table.Th>Было → стало</Table.Th>
              <Table.Th>Кто</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.data.map((change) => (
              <Table.Tr key={change.id}>
                <Table.Td>{formatDateTime(change.changedAt)}</Table.Td>
                <Table.Td>
                  {value(change.previous, subject)} → {value(change.value, subject)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{change.changedBy?.email ?? 'Начальное значение'}</Text>
                  {change.requestedBy && (
                    <Text size="xs" c="dimmed">
                      по запросу {change.requestedBy.email}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {history.data.totalPages > 1 && (
        <Pagination total={history.data.totalPages} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}

/** Every value a rate or the margin took, who set it and who asked for it (decision 049). */
export function RateHistoryModal({ subject, onClose }: { subject: RateSubject | null; onClose: () => void }) {
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      size="lg"
      title={subject === 'margin' ? 'История наценки' : `История курса ${subject ?? ''}`}
    >
      {subject && <History subject={subject} />}
    </Modal>
  );
}
