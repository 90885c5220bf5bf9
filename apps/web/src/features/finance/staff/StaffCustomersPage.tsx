import { CURRENCY_CCYS, LEDGER_KIND_TITLE } from '@cargo/domain';
import {
  Alert,
  Card,
  Grid,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatMoney } from '../../../shared/format/formatMoney';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useStaffCustomer, useStaffCustomers, useStaffLedger } from '../api/staff/desk';
import { formatDateTime, formatSignedMoney } from '../model/format';
import { CorrectionForm } from './CorrectionForm';
import { useStaffMay } from '../../staff';

function pages(total: number | undefined): number {
  return Math.ceil((total ?? 0) / STAFF_PAGE_SIZE);
}

function CustomerDetails({ id }: { id: number }) {
  const customer = useStaffCustomer(id);
  const [page, setPage] = useState(1);
  const ledger = useStaffLedger(id, page);
  const may = useStaffMay();
  if (customer.isError)
    return <Alert color="red">{errorMessage(customer.error, WEB_MESSAGES.somethingWrong)}</Alert>;
  const data = customer.data;
  return (
    <Card withBorder>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {data ? [data.surname, data.name].filter(Boolean).join(' ') || data.email : 'Клиент'}
          </Title>
          <Text size="sm" c="dimmed">
            № {id}
            {data ? ` · ${data.email}${data.phone ? ` · ${data.phone}` : ''}` : ''}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {CURRENCY_CCYS.map((ccy) => {
            const account = data?.accounts.find((item) => item.currency.ccy === ccy);
            return (
              <Card key={ccy} withBorder p="xs" data-testid={`staff-balance-${ccy}`}>
                <Text size="xs" c="dimmed">
                  {ccy}
                </Text>
                <Text fw={700}>{formatMoney(account?.balance ?? 0, ccy)}</Text>
              </Card>
            );
          })}
        </SimpleGrid>
        {data && data.debts.length > 0 && (
          <Alert color="red" title="Долги клиента">
            {data.debts.map((debt) => (
              <Text key={debt.id} size="sm">
                {formatDateTime(debt.createdAt)}: {debt.comment}. Осталось{' '}
                {formatMoney(debt.outstanding, debt.currency)} — удержим из следующих поступлений на счёт.
              </Text>
            ))}
          </Alert>
        )}
        {may('POST /api/staff/customers/{customerId}/corrections') && <CorrectionForm customerId={id} />}
        <Title order={3} size="h5">
          Операции
        </Title>
        {ledger.data?.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Операций нет
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={6} aria-label="Операции клиента">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Действие</Table.Th>
                  <Table.Th ta="right">Сумма</Table.Th>
                  <Table.Th ta="right">Баланс</Table.Th>
                  <Table.Th>Комментарий</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.data?.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {LEDGER_KIND_TITLE[row.kind]}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(row.transDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c={row.amount < 0 ? 'red.8' : 'green.8'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {formatSignedMoney(row.amount, row.balanceCurrency.ccy)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.balance, row.balanceCurrency.ccy)}
                    </Table.Td>
                    <Table.Td>{row.comment}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages(ledger.data?.totalElements) > 1 && (
          <Pagination total={pages(ledger.data?.totalElements)} value={page} onChange={setPage} size="sm" />
        )}
      </Stack>
    </Card>
  );
}

/** /staff/finance/customers: find a customer, see balances and ledger, make a correction. */
export function StaffCustomersPage() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const customers = useStaffCustomers(query, page);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Счета клиентов
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <TextInput
              label="Найти клиента"
              placeholder="Почта, имя, телефон или номер"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setPage(1);
              }}
            />
            {customers.isError && (
              <Alert color="red">{errorMessage(customers.error, WEB_MESSAGES.somethingWrong)}</Alert>
            )}
            {customers.data?.data.length === 0 && (
              <Text size="sm" c="dimmed">
                Никого не нашли
              </Text>
            )}
            <Stack gap={6} role="list" aria-label="Клиенты">
              {customers.data?.data.map((customer) => (
                <UnstyledButton
                  key={customer.id}
                  role="listitem"
                  onClick={() => setSelected(customer.id)}
                  aria-current={selected === customer.id}
                >
                  <Card withBorder p="xs" bg={selected === customer.id ? 'blue.0' : undefined}>
                    <Text size="sm" fw={600}>
                      {customer.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      № {customer.id} ·{' '}
                      {[customer.surname, customer.name].filter(Boolean).join(' ') || 'без имени'} ·{' '}
                      {customer.accounts
                        .filter((account) => account.balance !== 0)
                        .map((account) => formatMoney(account.balance, account.currency.ccy))
                        .join(', ') || 'счета пусты'}
                    </Text>
                  </Card>
                </UnstyledButton>
              ))}
            </Stack>
            {pages(customers.data?.totalElements) > 1 && (
              <Pagination
                total={pages(customers.data?.totalElements)}
                value={page}
                onChange={setPage}
                size="sm"
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {selected === null ? (
            <Text c="dimmed">Выберите клиента слева, чтобы увидеть его счета и операции.</Text>
          ) : (
            <CustomerDetails key={selected} id={selected} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
