import { type AuditEntry, clientCodeOf } from '@cargo/domain';
import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError } from '../../../shared/ui/notify';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { useExportAudit } from '../api/export-audit';
import { useAuditPage } from '../api/get-audit';
import { AuditFilters } from './AuditFilters';

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <Text size="xs">—</Text>;
  return (
    <Stack gap={0}>
      {entry.changes.map((change) => (
        <Text key={change.field} size="xs">
          {change.field}: {change.before ?? '—'} → {change.after ?? '—'}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /staff/audit (owner, finance): every change made at the desks, by whom and with which roles, the object and its
 * customer, the fields before → after and the reason; filtered, a page at a time, and «Скачать CSV» with the same
 * filters (decision 049).
 */
export function AuditPage() {
  const [query, setQuery] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const trail = useAuditPage(query, page);
  const exportCsv = useExportAudit();
  const { t } = useDeskT('audit');
  const { t: tShell } = useDeskT('shell');
  const format = useDeskFormat();
  const apply = (next: Record<string, string>) => {
    setQuery(next);
    setPage(1);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(query, {
              onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
            })
          }
        >
          {t('exportCsv')}
        </Button>
      </Group>
      <Card withBorder>
        <AuditFilters onApply={apply} />
      </Card>
      {trail.isPending ? (
        <Skeleton height={240} />
      ) : trail.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(trail.error, WEB_MESSAGES.somethingWrong)}
        </Alert>
      ) : trail.data.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('nothing')}
        </Alert>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.at')}</Table.Th>
                  <Table.Th>{t('columns.actor')}</Table.Th>
                  <Table.Th>{t('columns.action')}</Table.Th>
                  <Table.Th>{t('columns.object')}</Table.Th>
                  <Table.Th>{t('columns.changes')}</Table.Th>
                  <Table.Th>{t('columns.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trail.data.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.actor.email}</Text>
                      <Text size="xs" c="dimmed">
                        {entry.actorRoles.map((role) => tShell(`roles.${role}`)).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {t(`actions.${entry.action}` as 'title', { defaultValue: entry.action })}
                    </Table.Td>
                    <Table.Td>
                      {t(`objects.${entry.objectType}` as 'title', { defaultValue: entry.objectType })}{' '}
                      {entry.objectId}
                      {entry.customerId !== null && (
                        <Text size="xs" c="dimmed">
                          {t('customer', { code: clientCodeOf(entry.customerId) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Changes entry={entry} />
                    </Table.Td>
                    <Table.Td>{entry.reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {(trail.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination total={trail.data!.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
