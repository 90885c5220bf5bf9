import { COMMON_MESSAGES } from '@cargo/domain';
import {
  Alert,
  EmptyState,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackages, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useDeskGoods, type DeskGoodsFilter } from '../../api/staff/desk-goods';
import { useSetGoodStatus } from '../../api/staff/set-good-status';
import { GOODS_LABELS } from '../../messages';
import { DeskGoodCard } from '../components/DeskGoodCard';
import { PageSwitch } from '../components/PageSwitch';
import { ProblemModal, type ProblemDraft } from '../components/ProblemModal';
import { DESK_MESSAGES } from '../messages';
import { STATUS_FILTERS } from '../warehouse';

interface DeskGoodsListProps {
  filter: DeskGoodsFilter;
  page: number;
  onPage: (page: number) => void;
  onProblem: (draft: ProblemDraft) => void;
}

/** One page of the search's goods; the previous answer stays on screen while the next one loads. */
function DeskGoodsList({ filter, page, onPage, onProblem }: DeskGoodsListProps) {
  const goods = useDeskGoods(filter, page);
  if (goods.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={GOODS_LABELS.loading}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (goods.isError) {
    return <Alert color="red">{errorMessage(goods.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  }
  const { data, totalElements } = goods.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<IconPackages size={32} stroke={1.5} />}
        variant="light"
        title="Ничего не найдено"
        description="Проверьте начало трек-номера или выберите другой статус."
        py="xl"
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Найдено: {totalElements}
      </Text>
      {data.map((good) => (
        <DeskGoodCard key={good.id} good={good} onProblem={onProblem} />
      ))}
      <PageSwitch total={totalElements} page={page} onChange={onPage} label="Страницы товаров" />
    </Stack>
  );
}

/**
 * /staff/goods: «Товары». Goods of every customer by the start of the track and the status; photo reports,
 * problems found on the shelf (with the reason the customer sees) and the steps of a return to the seller.
 */
export function StaffGoodsPage() {
  const [track, setTrack] = useState('');
  const [statusFilter, setStatusFilter] = useState('all');
  // A new search starts on its first page.
  const [page, setPage] = useState(1);
  const [debouncedTrack] = useDebouncedValue(track.trim(), 300);
  const filter = { track: debouncedTrack, statusIds: statusFilter === 'all' ? '' : statusFilter };
  const setStatus = useSetGoodStatus();
  const [problem, setProblem] = useState<ProblemDraft | null>(null);

  const recordProblem = (reason: string) => {
    if (!problem) return;
    setStatus.mutate(
      { goodId: problem.good.id, statusId: problem.step.statusId, reason },
      {
        onSuccess: (answer) => {
          notifySuccess(DESK_MESSAGES.goodStatusChanged(answer.goodStatus.title));
          setProblem(null);
        },
        onError: (error) => notifyError(errorMessage(error, DESK_MESSAGES.goodStatusFailed)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Товары клиентов
        </Title>
        <Text c="dimmed" mt={4}>
          Фотоотчёты, проблемы с товаром и возвраты отправителю.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
        <TextInput
          label={GOODS_LABELS.track}
          description="Начало номера"
          placeholder="YT12"
          leftSection={<IconSearch size={16} />}
          value={track}
          onChange={(event) => {
            setTrack(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Статус"
          description="Группа статусов"
          data={STATUS_FILTERS}
          value={statusFilter}
          onChange={(value) => {
            setStatusFilter(value ?? 'all');
            setPage(1);
          }}
          allowDeselect={false}
        />
      </SimpleGrid>
      <DeskGoodsList filter={filter} page={page} onPage={setPage} onProblem={setProblem} />
      <ProblemModal
        key={problem ? `${problem.good.id}-${problem.step.statusId}` : 'closed'}
        draft={problem}
        submitting={setStatus.isPending}
        onClose={() => setProblem(null)}
        onSubmit={recordProblem}
      />
    </Stack>
  );
}
