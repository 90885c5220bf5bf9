import {
  APPROVAL_MESSAGES,
  countOf,
  isAwaitingApproval,
  type StaffTopUp,
  TOP_UP_STATUS,
  TOP_UP_STATUS_TITLE,
} from '@cargo/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatMoney } from '../../../shared/format/formatMoney';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { staffPaths } from '../../../shared/staff/paths';
import { countedOption } from '../../../shared/staff/TabCount';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useRecheckRefund } from '../api/staff/recheck-refund';
import { useRefundTopUp } from '../api/staff/refund-top-up';
import { useStaffTopUpCounters } from '../api/staff/get-staff-top-up-counters';
import { useStaffTopUps } from '../api/staff/get-staff-top-ups';
import { TOP_UP_METHOD_TITLE, TopUpStatusBadge } from '../components/TopUpStatusBadge';
import { formatDateTime } from '../model/format';
import { useStaffMay } from '../../staff';

/**
 * /staff/finance/top-ups: every customer's top-ups; a succeeded one can be refunded, and a refund the acquirer has
 * not answered for sure («Возврат в обработке») can be checked again. The desk search finds a customer's or one
 * top-up by its number; the status filter counts what it finds (decision 050).
 */
export function StaffTopUpsPage() {
  const [statusId, setStatusId] = useState<number | null>(null);
  const search = useDeskSearch();
  const [pages, setPages] = useState({ q: search.q, page: 1 });
  // A new search starts on its first page.
  const page = pages.q === search.q ? pages.page : 1;
  const setPage = (next: number) => setPages({ q: search.q, page: next });
  const topUps = useStaffTopUps(statusId, page, search.q);
  const counters = useStaffTopUpCounters(search.q);
  const statusOptions = Object.entries(TOP_UP_STATUS_TITLE).map(([value, label]) => ({
    value,
    label: countedOption(label, countOf(counters.data, [Number(value)])),
  }));
  const refund = useRefundTopUp();
  const recheck = useRecheckRefund();
  const may = useStaffMay();
  const total = Math.ceil((topUps.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);

  const [confirming, setConfirming] = useState<StaffTopUp | null>(null);
  const confirmRefund = (topUp: StaffTopUp) =>
    refund.mutate(topUp.id, {
      onSuccess: (answer) => {
        if (isAwaitingApproval(answer)) notifyInfo(APPROVAL_MESSAGES.requested);
        else notifySuccess(answer.message);
        setConfirming(null);
      },
      onError: (failure) => {
        notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong));
        setConfirming(null);
      },
    });

  const recheckRefund = (topUp: StaffTopUp) =>
    recheck.mutate(topUp.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Пополнения
      </Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <DeskSearch search={search} found={topUps.data?.totalElements} />
        </div>
        <Select
          label="Статус"
          placeholder={countedOption('Все', counters.data?.total)}
          clearable
          w={{ base: '100%', xs: 260 }}
          data={statusOptions}
          value={statusId === null ? null : String(statusId)}
          onChange={(value) => {
            setStatusId(value === null ? null : Number(value));
            setPage(1);
          }}
        />
      </Group>
      <Card withBorder>
        {topUps.isError ? (
          <Alert color="red">{errorMessage(topUps.error, WEB_MESSAGES.somethingWrong)}</Alert>
        ) : topUps.data?.data.length === 0 ? (
          <DeskEmpty q={search.q} empty="Пополнений нет" onClear={search.clear} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" fz="sm" aria-label="Пополнения клиентов">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>№</Table.Th>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Клиент</Table.Th>
                  <Table.Th>Способ</Table.Th>
                  <Table.Th ta="right">Сумма</Table.Th>
                  <Table.Th>Статус</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topUps.data?.data.map((topUp) => (
                  <Table.Tr key={topUp.id}>
                    <Table.Td>{topUp.id}</Table.Td>
                    <Table.Td>{formatDateTime(topUp.createdAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={staffPaths.customer(topUp.userId)} size="sm">
                        {topUp.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{TOP_UP_METHOD_TITLE[topUp.method]}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(topUp.receivedAmount ?? topUp.amount, topUp.currency)}
                    </Table.Td>
                    <Table.Td>
                      <TopUpStatusBadge statusId={topUp.statusId} />
                      {topUp.refund?.status === 'refused' && (
                        <Text size="xs" c="red">
                          Возврат отклонён эквайрингом
                          {topUp.refund.failureReason ? `: ${topUp.refund.failureReason}` : ''}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {topUp.statusId === TOP_UP_STATUS.REFUND_PENDING &&
                        may('POST /api/staff/top-ups/{id}/refund/recheck') && (
                          <Button
                            size="xs"
                            variant="light"
                            color="orange"
                            loading={recheck.isPending && recheck.variables === topUp.id}
                            onClick={() => recheckRefund(topUp)}
                          >
                            Проверить возврат
                          </Button>
                        )}
                      {topUp.statusId === TOP_UP_STATUS.SUCCEEDED &&
                        may('POST /api/staff/top-ups/{id}/refund') && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            loading={refund.isPending && refund.variables === topUp.id}
                            onClick={() => setConfirming(topUp)}
                          >
                            Вернуть
                          </Button>
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
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Вернуть пополнение?">
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {formatMoney(confirming.receivedAmount ?? confirming.amount, confirming.currency)} вернутся
              плательщику, а со счёта клиента спишутся. Если клиент уже потратил эти деньги, возврат не
              пройдёт.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Отмена
              </Button>
              <Button color="red" loading={refund.isPending} onClick={() => confirmRefund(confirming)}>
                Вернуть
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
