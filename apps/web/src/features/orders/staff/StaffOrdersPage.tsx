import { ORDER_MESSAGES, ORDER_UNIT_STATUS as U, ORDER_UNIT_STATUS_TITLE } from '@cargo/domain';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { STAFF_LOTS_PAGE_SIZE, useStaffLots } from '../api/staff-lots';
import { CancelLotModal } from './CancelLotModal';
import { LotActions, type LotDialog } from './LotActions';
import { PurchaseLotModal } from './PurchaseLotModal';
import { RaisePriceModal } from './RaisePriceModal';
import { StaffLotCard } from './StaffLotCard';
import { TransferLotModal } from './TransferLotModal';
import { useStaffActions } from '../../staff';

/** The desk's tabs: what is to be bought first, then what waits for the customer, then the done and the cancelled. */
const TABS = [U.WAITING_PURCHASE, U.PRICE_CONFIRMATION, U.PURCHASED, U.TRANSFERRED_TO_GOODS, U.CANCELED];

function TabLabel({ statusId, count }: { statusId: number; count: number | undefined }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <span>{ORDER_UNIT_STATUS_TITLE[statusId]}</span>
      {count !== undefined && (
        <Badge size="sm" variant="light" circle={count < 10}>
          {count}
        </Badge>
      )}
    </Group>
  );
}

/**
 * /staff/orders: the buyer's desk. Lots by status, the longest waiting first, with a search by order number,
 * client code, e-mail or name; each lot offers the steps its status allows and the member's roles permit (`useStaffActions`).
 */
export function StaffOrdersPage() {
  const [params, setParams] = useSearchParams();
  const statusId = TABS.find((id) => String(id) === params.get('statusId')) ?? U.WAITING_PURCHASE;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const lots = useStaffLots({ statusId, page, search: debouncedSearch });
  const narrow = useMediaQuery('(max-width: 1000px)') ?? false;
  const [dialog, setDialog] = useState<LotDialog | null>(null);
  const close = () => setDialog(null);
  const lotFor = (kind: LotDialog['kind']) => (dialog?.kind === kind ? dialog.lot : null);
  const staffActions = useStaffActions();

  const rows = lots.data?.data ?? [];
  const pages = Math.ceil((lots.data?.totalElements ?? 0) / STAFF_LOTS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Выкуп
        </Title>
        <Text c="dimmed" mt={4}>
          Лоты клиентов «Поможем купить»: выкупите в магазине, сообщите о новой цене или передайте в товары.
        </Text>
      </div>
      <TextInput
        aria-label="Поиск лотов"
        placeholder="Номер заказа, код клиента, e-mail или название"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={520}
      />
      <SegmentedControl
        aria-label="Статус лотов"
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={String(statusId)}
        onChange={(value) => {
          setParams(value === String(U.WAITING_PURCHASE) ? {} : { statusId: value }, { replace: true });
          setPage(1);
        }}
        data={TABS.map((id) => ({
          value: String(id),
          label: <TabLabel statusId={id} count={lots.data && (lots.data.counts[String(id)] ?? 0)} />,
        }))}
      />
      {lots.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : lots.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(lots.error, ORDER_MESSAGES.loadFailed500)}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void lots.refetch()}>
            Повторить
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconShoppingCart size={32} stroke={1.5} />}
          variant="light"
          title={debouncedSearch ? 'Ничего не найдено' : 'Лотов в этом статусе нет'}
          py="xl"
        />
      ) : (
        <Stack gap="md" style={{ opacity: lots.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((lot) => (
            <StaffLotCard
              key={lot.id}
              lot={lot}
              actions={
                <LotActions
                  lot={lot}
                  actions={staffActions('orderUnit', lot.statusId)}
                  onOpen={(kind) => setDialog({ kind, lot })}
                />
              }
            />
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </Stack>
      )}
      <RaisePriceModal
        key={`raise-${lotFor('raise')?.id ?? 0}`}
        lot={lotFor('raise')}
        figures={dialog?.figures}
        onClose={close}
      />
      <PurchaseLotModal
        key={`purchase-${lotFor('purchase')?.id ?? 0}`}
        lot={lotFor('purchase')}
        onClose={close}
        onRaisePrice={(lot, figures) => setDialog({ kind: 'raise', lot, figures })}
      />
      <TransferLotModal
        key={`transfer-${lotFor('transfer')?.id ?? 0}`}
        lot={lotFor('transfer')}
        onClose={close}
      />
      <CancelLotModal key={`cancel-${lotFor('cancel')?.id ?? 0}`} lot={lotFor('cancel')} onClose={close} />
    </Stack>
  );
}
