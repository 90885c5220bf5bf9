import { Alert, Badge, Button, Card, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
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
  const total = Math.ceil((codes.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Промокоды
      </Title>
      {may('POST /api/staff/promo-codes') && (
        <Card withBorder>
          <NewPromoCodeForm />
        </Card>
      )}
      <Card withBorder>
        {codes.isError ? (
          <Alert color="red">{errorMessage(codes.error, WEB_MESSAGES.somethingWrong)}</Alert>
        ) : codes.data?.data.length === 0 ? (
          <Text c="dimmed">Промокодов пока нет</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm" aria-label="Промокоды">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Код</Table.Th>
                  <Table.Th>Даёт</Table.Th>
                  <Table.Th>Применён</Table.Th>
                  <Table.Th>Действует до</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data?.data.map((promo) => (
                  <Table.Tr key={promo.id}>
                    <Table.Td ff="monospace">{promo.code}</Table.Td>
                    <Table.Td>
                      {promo.amount !== null && promo.currency
                        ? formatMoney(promo.amount, promo.currency)
                        : `скидка ${promo.discountPercent} %`}
                    </Table.Td>
                    <Table.Td>
                      {promo.usedCount}
                      {promo.maxUses !== null ? ` из ${promo.maxUses}` : ''}
                    </Table.Td>
                    <Table.Td>{promo.expiresAt ? formatDate(promo.expiresAt) : 'бессрочно'}</Table.Td>
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
                              onSuccess: () => notifySuccess(`Промокод ${promo.code} отключён`),
                              onError: (failure) =>
                                notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
                            })
                          }
                        >
                          Отключить
                        </Button>
                      ) : (
                        <Badge color="gray" variant="light">
                          отключён
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
