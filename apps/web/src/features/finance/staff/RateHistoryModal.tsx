import { Alert, Modal, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { type RateSubject, useRateHistory } from '../api/staff/rate-history';
import { useFinanceFormat } from './financeFormat';

/** The history's title and its table's name: the margin's or a currency's rate. */
function useHistoryTitle() {
  const { t } = useDeskT('finance');
  return (subject: RateSubject | null) =>
    subject === 'margin' ? t('rates.marginHistory') : t('rates.rateHistory', { currency: subject ?? '' });
}

function History({ subject }: { subject: RateSubject }) {
  const [page, setPage] = useState(1);
  const history = useRateHistory(subject, page);
  const { t } = useDeskT('finance');
  const format = useFinanceFormat();
  const title = useHistoryTitle();
  const value = (n: number | null) =>
    n === null
      ? '—'
      : t(subject === 'margin' ? 'rateHistory.marginValue' : 'rateHistory.rateValue', {
          value: format.decimal(n),
        });
  if (history.isPending) return <Skeleton height={160} />;
  if (history.isError) return <Alert color="red">{errorMessage(history.error, t('somethingWrong'))}</Alert>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label={title(subject)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rateHistory.columns.when')}</Table.Th>
              <Table.Th>{t('rateHistory.columns.change')}</Table.Th>
              <Table.Th>{t('rateHistory.columns.who')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.data.map((change) => (
              <Table.Tr key={change.id}>
                <Table.Td>{format.dateTime(change.changedAt)}</Table.Td>
                <Table.Td>
                  {value(change.previous)} → {value(change.value)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{change.changedBy?.email ?? t('rateHistory.initial')}</Text>
                  {change.requestedBy && (
                    <Text size="xs" c="dimmed">
                      {t('rateHistory.byRequest', { email: change.requestedBy.email })}
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
  const title = useHistoryTitle();
  return (
    <Modal opened={subject !== null} onClose={onClose} size="lg" title={title(subject)}>
      {subject && <History subject={subject} />}
    </Modal>
  );
}
