import { countOf, RECIPIENT_STATUS, type RecipientStatusId } from '@cargo/domain';
import { Alert, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { TabCount } from '../../../shared/staff/TabCount';
import { type DeskSearchState, useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { STAFF_PAGE_SIZE, useStaffRecipientCounters, useStaffRecipients } from '../api';
import { StaffRecipientCard } from './StaffRecipientCard';
import { useRecipientReview } from './useRecipientReview';

/** The tabs: the queue (named by its status), the confirmed and the cancelled; texts in the `recipients` catalogue. */
const TABS = [
  { status: RECIPIENT_STATUS.UNDER_REVIEW, label: null, empty: 'empty.underReview' },
  { status: RECIPIENT_STATUS.CONFIRMED, label: 'tabs.confirmed', empty: 'empty.confirmed' },
  { status: RECIPIENT_STATUS.CANCELED, label: 'tabs.canceled', empty: 'empty.canceled' },
] as const satisfies ReadonlyArray<{ status: RecipientStatusId; label: string | null; empty: string }>;

function RecipientsTab({
  status,
  empty,
  search,
}: {
  status: RecipientStatusId;
  empty: string;
  search: DeskSearchState;
}) {
  const [pages, setPages] = useState({ q: search.q, page: 1 });
  // A new search starts on its first page.
  const page = pages.q === search.q ? pages.page : 1;
  const setPage = (next: number) => setPages({ q: search.q, page: next });
  const recipients = useStaffRecipients(status, page, search.q);
  const review = useRecipientReview();
  const { t } = useDeskT('recipients');
  const pageCount = Math.ceil((recipients.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);
  if (recipients.data && recipients.data.data.length === 0 && page > 1 && !recipients.isFetching)
    setPage(page - 1);

  if (recipients.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  }
  if (recipients.isError) {
    return <Alert color="red">{errorMessage(recipients.error, t('loadFailed'))}</Alert>;
  }
  if (recipients.data.data.length === 0) {
    return <DeskEmpty q={search.q} empty={empty} onClear={search.clear} />;
  }

  return (
    <Stack gap="md">
      {!search.q && (
        <Text size="sm" c="dimmed">
          {t('total', { count: recipients.data.totalElements })}
        </Text>
      )}
      {recipients.data.data.map((recipient) => (
        <StaffRecipientCard key={recipient.id} recipient={recipient} actions={review.actions(recipient)} />
      ))}
      {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={setPage} size="sm" />}
      {review.dialog}
    </Stack>
  );
}

/**
 * /staff/recipients: the review queue with confirm and cancel, and the confirmed and cancelled lists; the desk
 * search and each tab's count (decision 050).
 */
export function StaffRecipientsPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => String(tab.status) === params.get('status')) ?? TABS[0]!;
  const search = useDeskSearch();
  const counters = useStaffRecipientCounters(search.q);
  const shown = useStaffRecipients(current.status, 1, search.q);
  const { t } = useDeskT('recipients');
  const statusTitle = useStatusTitle();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
      </div>
      <DeskSearch search={search} found={shown.data?.totalElements} />
      <Tabs
        value={String(current.status)}
        onChange={(value) =>
          value &&
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value === String(RECIPIENT_STATUS.UNDER_REVIEW)) next.delete('status');
              else next.set('status', value);
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.status}
              value={String(tab.status)}
              rightSection={<TabCount value={countOf(counters.data, [tab.status])} />}
            >
              {tab.label ? t(tab.label) : statusTitle('recipient', tab.status)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.status} value={String(tab.status)}>
            <RecipientsTab status={tab.status} empty={t(tab.empty)} search={search} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
