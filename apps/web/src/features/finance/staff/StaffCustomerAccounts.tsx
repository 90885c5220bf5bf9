import { clientCodeOf, CURRENCY_CCYS, LEDGER_KIND_TITLE } from '@cargo/domain';
import { Alert, Anchor, Card, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatMoney } from '../../../shared/format/formatMoney';
import { staffPaths } from '../../../shared/staff/paths';
import { useStaffMay } from '../../staff';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useStaffCustomer } from '../api/staff/get-staff-customer';
import { useStaffLedger } from '../api/staff/get-staff-ledger';
import { formatDateTime, formatSignedMoney } from '../model/format';
import { CorrectionForm } from './CorrectionForm';

const pages = (total: number | undefined) => Math.ceil((total ?? 0) / STAFF_PAGE_SIZE);

/**
 * A customer's money on the finance desk: the four balances, a correction with its reason (finance), the ledger a
 * page at a time. The customers' list and the customer's desk page show it.
 */
export function StaffCustomerAccounts({ id, header = true }: { id: number; header?: boolean }) {
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
        {header && (
          <div>
            <Title order={2} size="h4">
              {data ? [data.surname, data.name].filter(Boolean).join(' ') || data.email : 'Клиент'}
            </Title>
            <Text size="sm" c="dimmed">
              № {id} · {clientCodeOf(id)}
              {data ? ` · ${data.email}${data.phone ? ` · ${data.phone}` : ''}` : ''}
            </Text>
            <Anchor component={Link} to={staffPaths.customer(id)} size="sm">
              Страница клиента: товары, посылки, обращения
            </Anchor>
          </div>
        )}
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
          <Table.ScrollContainer
            minWidth={560}
            // A phone scrolls the ledger sideways: the keyboard must reach it too (it holds no link).
            scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          >
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
                      c={row.amount < 0 ? 'red.9' : 'teal.9'}
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
