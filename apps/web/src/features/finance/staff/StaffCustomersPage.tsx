import { clientCodeOf } from '@cargo/domain';
import { Alert, Card, Grid, Pagination, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useStaffCustomers } from '../api/staff/get-staff-customers';
import { StaffCustomerAccounts } from './StaffCustomerAccounts';

const pages = (total: number | undefined) => Math.ceil((total ?? 0) / STAFF_PAGE_SIZE);

/**
 * /staff/finance/customers: find a customer (the desk search: code «K0003», e-mail, phone, name, number), see
 * balances and ledger, make a correction, open the customer's page.
 */
export function StaffCustomersPage() {
  const search = useDeskSearch();
  const [pageOf, setPageOf] = useState({ q: search.q, page: 1 });
  // A new search starts on its first page.
  const page = pageOf.q === search.q ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ q: search.q, page: next });
  const [selected, setSelected] = useState<number | null>(null);
  const customers = useStaffCustomers(search.q, page);
  const { t } = useDeskT('finance');
  const format = useDeskFormat();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('customers.title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <DeskSearch search={search} found={customers.data?.totalElements} label={t('customers.find')} />
            {customers.isError && (
              <Alert color="red">{errorMessage(customers.error, t('somethingWrong'))}</Alert>
            )}
            {customers.data?.data.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('customers.nobody')}
              </Text>
            )}
            <Stack gap={6} role="list" aria-label={t('customers.list')}>
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
                      {t('customers.number', { id: customer.id })} · {clientCodeOf(customer.id)} ·{' '}
                      {[customer.surname, customer.name].filter(Boolean).join(' ') || t('customers.noName')} ·{' '}
                      {customer.accounts
                        .filter((account) => account.balance !== 0)
                        .map((account) => format.money(account.balance, account.currency.ccy))
                        .join(', ') || t('customers.noAccounts')}
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
            <Text c="dimmed">{t('customers.pick')}</Text>
          ) : (
            <StaffCustomerAccounts key={selected} id={selected} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
