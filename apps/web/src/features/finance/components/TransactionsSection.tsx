import { COMMON_MESSAGES, CURRENCY_SYMBOL } from '@cargo/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useMyTransactions } from '../api/get-transactions';
import {
  arrangeTransactions,
  CURRENCY_FILTERS,
  DEFAULT_TRANSACTION_SORT,
  type CurrencyFilter,
  type TransactionSort,
  type TransactionSortKey,
} from '../model/transactions';
import { TransactionsTable } from './TransactionsTable';

const SORT_OPTIONS: { value: TransactionSortKey; label: string }[] = [
  { value: 'date', label: 'Дата транзакции' },
  { value: 'balance', label: 'Баланс' },
  { value: 'account', label: 'Счёт' },
];

const FILTER_OPTIONS = CURRENCY_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Все' : `${value} ${CURRENCY_SYMBOL[value]}`,
}));

/** The ledger: currency filter and sorting over the whole list, held in memory. */
export function TransactionsSection() {
  const transactions = useMyTransactions();
  const [filter, setFilter] = useState<CurrencyFilter>('all');
  const [sort, setSort] = useState<TransactionSort>(DEFAULT_TRANSACTION_SORT);
  const all = transactions.data?.data;
  const rows = useMemo(() => (all ? arrangeTransactions(all, filter, sort) : []), [all, filter, sort]);

  return (
    <Card component="section" aria-labelledby="transactions-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="flex-end">
          <Title order={2} size="h4" id="transactions-title">
            Транзакции
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Валюта счёта"
              size="xs"
              data={FILTER_OPTIONS}
              value={filter}
              onChange={(value) => setFilter(value as CurrencyFilter)}
            />
            <Group gap={4} wrap="nowrap" align="flex-end">
              <Select
                label="Сортировка"
                size="xs"
                w={170}
                data={SORT_OPTIONS}
                value={sort.key}
                allowDeselect={false}
                onChange={(value) =>
                  value && setSort({ key: value as TransactionSortKey, direction: 'desc' })
                }
              />
              <Tooltip label={sort.direction === 'asc' ? 'По возрастанию' : 'По убыванию'}>
                <ActionIcon
                  variant="default"
                  size={30}
                  aria-label={sort.direction === 'asc' ? 'По возрастанию' : 'По убыванию'}
                  onClick={() =>
                    setSort((previous) => ({
                      ...previous,
                      direction: previous.direction === 'asc' ? 'desc' : 'asc',
                    }))
                  }
                >
                  {sort.direction === 'asc' ? (
                    <IconSortAscending size={16} />
                  ) : (
                    <IconSortDescending size={16} />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Group>
        {transactions.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label="Загрузка транзакций">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : transactions.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Транзакции не загрузились">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(transactions.error, COMMON_MESSAGES.loadFailed)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void transactions.refetch()}>
                Повторить
              </Button>
            </Stack>
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {filter === 'all' ? 'Транзакций пока нет' : `Транзакций по счёту ${filter} пока нет`}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              Всего: {rows.length.toLocaleString('ru-RU')}
            </Text>
            <TransactionsTable rows={rows} />
          </>
        )}
      </Stack>
    </Card>
  );
}
