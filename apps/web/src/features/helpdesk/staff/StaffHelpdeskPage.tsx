import { TICKET_STATUS } from '@cargo/domain';
import { Alert, Badge, Group, Pagination, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskT } from '../../../shared/staff/i18n';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { useStaffTicketQueue } from '../api/staff-get-queue';
import { STAFF_QUEUE_STATUSES } from '../model/staff-status';
import { StaffTicketRow } from './StaffTicketRow';

function statusFrom(params: URLSearchParams): number {
  const statusId = Number(params.get('status'));
  return (STAFF_QUEUE_STATUSES as readonly number[]).includes(statusId) ? statusId : TICKET_STATUS.NEW;
}

/** /staff/helpdesk: the customers' tickets by status, the longest waiting first, with the counts on the tabs. */
export function StaffHelpdeskPage() {
  const [params, setParams] = useSearchParams();
  const statusId = statusFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDeskSearch();
  const queue = useStaffTicketQueue(statusId, page, search.q);
  const counts = queue.data?.counts ?? {};
  const now = Date.now();
  const rows = queue.data?.data ?? [];
  const { t } = useDeskT('helpdesk');
  const shell = useDeskT('shell');

  const select = (value: string | null) =>
    value &&
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('status', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DeskSearch search={search} found={queue.data?.totalElements} />
      <Tabs value={String(statusId)} onChange={select}>
        <Tabs.List>
          {STAFF_QUEUE_STATUSES.map((status) => (
            <Tabs.Tab
              key={status}
              value={String(status)}
              rightSection={
                counts[String(status)] ? (
                  <Badge size="sm" variant="light" color={status === TICKET_STATUS.NEW ? 'red' : 'gray'}>
                    {counts[String(status)]}
                  </Badge>
                ) : null
              }
            >
              {t(`queueTabs.${status}`, { defaultValue: String(status) })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {queue.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={shell.t('loading')}>
          <Skeleton height={88} />
          <Skeleton height={88} />
        </Stack>
      ) : queue.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(queue.error, t('loadFailed'))}
        </Alert>
      ) : rows.length === 0 ? (
        <DeskEmpty q={search.q} empty={t('empty')} onClear={search.clear} />
      ) : (
        <Stack gap="xs" role="list" aria-label={t('queue')}>
          {rows.map((ticket) => (
            <StaffTicketRow key={ticket.id} ticket={ticket} now={now} />
          ))}
        </Stack>
      )}
      {(queue.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination
            total={queue.data!.totalPages}
            value={page}
            onChange={(next) =>
              setParams((previous) => {
                const params = new URLSearchParams(previous);
                params.set('status', String(statusId));
                params.set('page', String(next));
                return params;
              })
            }
            size="sm"
          />
        </Group>
      )}
    </Stack>
  );
}
