import { countOf } from '@cargo/domain';
import { Alert, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { DeskEmpty } from '../../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../../shared/staff/DeskSearch';
import { useDeskT } from '../../../../shared/staff/i18n';
import { countedOption } from '../../../../shared/staff/TabCount';
import { type DeskSearchState, useDeskSearch } from '../../../../shared/staff/useDeskSearch';
import { useDeskGoodCounters } from '../../api/staff/desk-good';
import { useDeskGoods, type DeskGoodsFilter } from '../../api/staff/desk-goods';
import { DeskGoodCard } from '../components/DeskGoodCard';
import { PageSwitch } from '../components/PageSwitch';
import type { ProblemDraft } from '../components/ProblemModal';
import { useGoodProblem } from '../components/useGoodProblem';
import { STATUS_FILTERS } from '../warehouse';

interface DeskGoodsListProps {
  filter: DeskGoodsFilter;
  search: DeskSearchState;
  page: number;
  onPage: (page: number) => void;
  onProblem: (draft: ProblemDraft) => void;
}

/** One page of the search's goods; the previous answer stays on screen while the next one loads. */
function DeskGoodsList({ filter, search, page, onPage, onProblem }: DeskGoodsListProps) {
  const goods = useDeskGoods(filter, page);
  const { t } = useDeskT('goods');
  if (goods.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (goods.isError) {
    return <Alert color="red">{errorMessage(goods.error, t('loadFailed'))}</Alert>;
  }
  const { data, totalElements } = goods.data;
  if (data.length === 0) {
    return <DeskEmpty q={search.q} empty={t('none')} onClear={search.clear} />;
  }
  return (
    <Stack gap="sm">
      {!search.q && (
        <Text size="sm" c="dimmed">
          {t('total', { count: totalElements })}
        </Text>
      )}
      {data.map((good) => (
        <DeskGoodCard key={good.id} good={good} onProblem={onProblem} />
      ))}
      <PageSwitch total={totalElements} page={page} onChange={onPage} label={t('pages')} />
    </Stack>
  );
}

/**
 * /staff/goods: «Товары». Goods of every customer by the desk search and the status (each group with its count,
 * decision 050); photo reports,
 * problems found on the shelf (with the reason the customer sees) and the steps of a return to the seller.
 */
export function StaffGoodsPage() {
  const search = useDeskSearch();
  const [statusFilter, setStatusFilter] = useState('all');
  const [pages, setPages] = useState({ q: search.q, page: 1 });
  // A new search starts on its first page.
  const page = pages.q === search.q ? pages.page : 1;
  const setPage = (next: number) => setPages({ q: search.q, page: next });
  const filter = { q: search.q, statusIds: statusFilter === 'all' ? '' : statusFilter };
  const goods = useDeskGoods(filter, page);
  const counters = useDeskGoodCounters(search.q);
  const { t } = useDeskT('goods');
  const statusOptions = STATUS_FILTERS.map((option) => ({
    value: option.value,
    label: countedOption(
      t(option.labelKey),
      countOf(counters.data, option.value === 'all' ? undefined : option.value.split(',').map(Number)),
    ),
  }));
  const problem = useGoodProblem();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <DeskSearch search={search} found={goods.data?.totalElements} />
        </div>
        <Select
          label={t('statusFilter.label')}
          description={t('statusFilter.description')}
          data={statusOptions}
          value={statusFilter}
          onChange={(value) => {
            setStatusFilter(value ?? 'all');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <DeskGoodsList filter={filter} search={search} page={page} onPage={setPage} onProblem={problem.open} />
      {problem.dialog}
    </Stack>
  );
}
