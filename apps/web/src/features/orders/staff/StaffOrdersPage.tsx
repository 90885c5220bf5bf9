import { ORDER_UNIT_STATUS as U } from '@cargo/domain';
import { Alert, Button, Pagination, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { CountedLabel } from '../../../shared/staff/TabCount';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { STAFF_LOTS_PAGE_SIZE, useStaffLots } from '../api/staff-lots';
import { useLotDesk } from './LotDesk';
import { StaffLotCard } from './StaffLotCard';

/** The desk's tabs: what is to be bought first, then what waits for the customer, then the done and the cancelled. */
const TABS = [U.WAITING_PURCHASE, U.PRICE_CONFIRMATION, U.PURCHASED, U.TRANSFERRED_TO_GOODS, U.CANCELED];

/**
 * /staff/orders: the buyer's desk. Lots by status, the longest waiting first, with a search by order number,
 * client code, e-mail or name; each lot offers the steps its status allows and the member's roles permit (`useStaffActions`).
 */
export function StaffOrdersPage() {
  const [params, setParams] = useSearchParams();
  const statusId = TABS.find((id) => String(id) === params.get('statusId')) ?? U.WAITING_PURCHASE;
  const search = useDeskSearch();
  const [pages, setPages] = useState({ q: search.q, page: 1 });
  // A new search starts on its first page.
  const page = pages.q === search.q ? pages.page : 1;
  const setPage = (next: number) => setPages({ q: search.q, page: next });
  const lots = useStaffLots({ statusId, page, search: search.q });
  const narrow = useMediaQuery('(max-width: 1000px)') ?? false;
  const desk = useLotDesk();
  const { t } = useDeskT('orders');
  const statusTitle = useStatusTitle();

  const rows = lots.data?.data ?? [];
  const pageCount = Math.ceil((lots.data?.totalElements ?? 0) / STAFF_LOTS_PAGE_SIZE);

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
      <DeskSearch search={search} found={lots.data?.totalElements} label={t('search')} />
      <SegmentedControl
        aria-label={t('statusFilter')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={String(statusId)}
        onChange={(value) => {
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value === String(U.WAITING_PURCHASE)) next.delete('statusId');
              else next.set('statusId', value);
              return next;
            },
            { replace: true },
          );
          setPage(1);
        }}
        data={TABS.map((id) => ({
          value: String(id),
          label: (
            <CountedLabel
              label={statusTitle('orderUnit', id)}
              count={lots.data && (lots.data.counts[String(id)] ?? 0)}
            />
          ),
        }))}
      />
      {lots.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : lots.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(lots.error, t('loadFailed'))}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void lots.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <DeskEmpty q={search.q} empty={t('none')} onClear={search.clear} />
      ) : (
        <Stack gap="md" style={{ opacity: lots.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((lot) => (
            <StaffLotCard key={lot.id} lot={lot} actions={desk.buttons(lot)} />
          ))}
          {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={setPage} size="sm" />}
        </Stack>
      )}
      {desk.dialogs}
    </Stack>
  );
}
