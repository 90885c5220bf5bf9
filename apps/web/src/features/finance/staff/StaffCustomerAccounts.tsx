import { clientCodeOf, CURRENCY_CCYS } from '@cargo/domain';
import { Alert, Anchor, Card, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { useStaffMay } from '../../staff';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useStaffCustomer } from '../api/staff/get-staff-customer';
import { useStaffLedger } from '../api/staff/get-staff-ledger';
import { CorrectionForm } from './CorrectionForm';
import { useFinanceFormat } from './financeFormat';

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
  const { t } = useDeskT('finance');
  const format = useFinanceFormat();
  if (customer.isError) return <Alert color="red">{errorMessage(customer.error, t('somethingWrong'))}</Alert>;
  const data = customer.data;
  return (
    <Card withBorder>
      <Stack gap="md">
        {header && (
          <div>
            <Title order={2} size="h4">
              {data
                ? [data.surname, data.name].filter(Boolean).join(' ') || data.email
                : t('accounts.customer')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('customers.number', { id })} · {clientCodeOf(id)}
              {data ? ` · ${data.email}${data.phone ? ` · ${data.phone}` : ''}` : ''}
            </Text>
            <Anchor component={Link} to={staffPaths.customer(id)} size="sm">
              {t('accounts.customerPage')}
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
                <Text fw={700}>{format.money(account?.balance ?? 0, ccy)}</Text>
              </Card>
            );
          })}
        </SimpleGrid>
        {data && data.debts.length > 0 && (
          <Alert color="red" title={t('accounts.debts')}>
            {data.debts.map((debt) => (
              <Text key={debt.id} size="sm">
                {t('accounts.debt', {
                  date: format.dateTime(debt.createdAt),
                  comment: debt.comment,
                  amount: format.money(debt.outstanding, debt.currency),
                })}
              </Text>
            ))}
          </Alert>
        )}
        {may('POST /api/staff/customers/{customerId}/corrections') && <CorrectionForm customerId={id} />}
        <Title order={3} size="h5">
          {t('accounts.ledger')}
        </Title>
        {ledger.data?.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('accounts.noLedger')}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={560}
            // A phone scrolls the ledger sideways: the keyboard must reach it too (it holds no link).
            scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          >
            <Table fz="sm" verticalSpacing={6} aria-label={t('accounts.ledgerTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounts.columns.action')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.columns.amount')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.columns.balance')}</Table.Th>
                  <Table.Th>{t('accounts.columns.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.data?.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {t(`ledgerKinds.${row.kind}`)}
                      <Text size="xs" c="dimmed">
                        {format.dateTime(row.transDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c={row.amount < 0 ? 'red.9' : 'teal.9'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {format.signedMoney(row.amount, row.balanceCurrency.ccy)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.money(row.balance, row.balanceCurrency.ccy)}
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
