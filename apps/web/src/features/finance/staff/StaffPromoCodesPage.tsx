import { Alert, Badge, Button, Card, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useDeactivatePromoCode } from '../api/staff/deactivate-promo-code';
import { useStaffPromoCodes } from '../api/staff/get-staff-promo-codes';

import { NewPromoCodeForm } from './NewPromoCodeForm';
import { useStaffMay } from '../../staff';

/** /staff/finance/promo-codes: create codes (an amount or a discount tier) and deactivate them. */
export function StaffPromoCodesPage() {
  const [page, setPage] = useState(1);
  const codes = useStaffPromoCodes(page);
  const deactivate = useDeactivatePromoCode();
  const may = useStaffMay();
  const { t } = useDeskT('finance');
  const format = useDeskFormat();
  const total = Math.ceil((codes.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('promoCodes.title')}
      </Title>
      {may('POST /api/staff/promo-codes') && (
        <Card withBorder>
          <NewPromoCodeForm />
        </Card>
      )}
      <Card withBorder>
        {codes.isError ? (
          <Alert color="red">{errorMessage(codes.error, t('somethingWrong'))}</Alert>
        ) : codes.data?.data.length === 0 ? (
          <Text c="dimmed">{t('promoCodes.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm" aria-label={t('promoCodes.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('promoCodes.columns.code')}</Table.Th>
                  <Table.Th>{t('promoCodes.columns.gives')}</Table.Th>
                  <Table.Th>{t('promoCodes.columns.used')}</Table.Th>
                  <Table.Th>{t('promoCodes.columns.expires')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data?.data.map((promo) => (
                  <Table.Tr key={promo.id}>
                    <Table.Td ff="monospace">{promo.code}</Table.Td>
                    <Table.Td>
                      {promo.amount !== null && promo.currency
                        ? format.money(promo.amount, promo.currency)
                        : t('promoCodes.discount', { percent: promo.discountPercent })}
                    </Table.Td>
                    <Table.Td>
                      {promo.maxUses === null
                        ? promo.usedCount
                        : t('promoCodes.usedOf', { used: promo.usedCount, max: promo.maxUses })}
                    </Table.Td>
                    <Table.Td>
                      {promo.expiresAt ? format.date(promo.expiresAt) : t('promoCodes.forever')}
                    </Table.Td>
                    <Table.Td ta="right">
                      {promo.active &&
                      !may('PUT /api/staff/promo-codes/{id}/deactivate') ? null : promo.active ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={deactivate.isPending && deactivate.variables === promo.id}
                          onClick={() =>
                            deactivate.mutate(promo.id, {
                              onSuccess: () =>
                                notifySuccess(t('promoCodes.deactivatedDone', { code: promo.code })),
                              onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
                            })
                          }
                        >
                          {t('promoCodes.deactivate')}
                        </Button>
                      ) : (
                        <Badge color="gray" variant="light">
                          {t('promoCodes.deactivated')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > 1 && <Pagination mt="sm" total={total} value={page} onChange={setPage} size="sm" />}
      </Card>
    </Stack>
  );
}
