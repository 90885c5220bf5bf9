import {
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
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { countedOption } from '../../../shared/staff/TabCount';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useRecheckRefund } from '../api/staff/recheck-refund';
import { useRefundTopUp } from '../api/staff/refund-top-up';
import { useStaffTopUpCounters } from '../api/staff/get-staff-top-up-counters';
import { useStaffTopUps } from '../api/staff/get-staff-top-ups';
import { useStaffMay } from '../../staff';
import { TopUpStatusBadge } from '../components/TopUpStatusBadge';

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
  const { t } = useDeskT('finance');
  const statusTitle = useStatusTitle();
  const format = useDeskFormat();
  const statusOptions = Object.keys(TOP_UP_STATUS_TITLE).map((value) => ({
    value,
    label: countedOption(statusTitle('topUp', value), countOf(counters.data, [Number(value)])),
  }));
  const refund = useRefundTopUp();
  const recheck = useRecheckRefund();
  const may = useStaffMay();
  const total = Math.ceil((topUps.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);

  const [confirming, setConfirming] = useState<StaffTopUp | null>(null);
  const confirmRefund = (topUp: StaffTopUp) =>
    refund.mutate(topUp.id, {
      onSuccess: (answer) => {
        if (isAwaitingApproval(answer)) notifyInfo(t('requested'));
        else notifySuccess(answer.message);
        setConfirming(null);
      },
      onError: (failure) => {
        notifyError(errorMessage(failure, t('somethingWrong')));
        setConfirming(null);
      },
    });

  const recheckRefund = (topUp: StaffTopUp) =>
    recheck.mutate(topUp.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('topUps.title')}
      </Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <DeskSearch search={search} found={topUps.data?.totalElements} />
        </div>
        <Select
          label={t('topUps.status')}
          placeholder={countedOption(t('topUps.all'), counters.data?.total)}
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
          <Alert color="red">{errorMessage(topUps.error, t('somethingWrong'))}</Alert>
        ) : topUps.data?.data.length === 0 ? (
          <DeskEmpty q={search.q} empty={t('topUps.none')} onClear={search.clear} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" fz="sm" aria-label={t('topUps.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('topUps.columns.number')}</Table.Th>
                  <Table.Th>{t('topUps.columns.date')}</Table.Th>
                  <Table.Th>{t('topUps.columns.customer')}</Table.Th>
                  <Table.Th>{t('topUps.columns.method')}</Table.Th>
                  <Table.Th ta="right">{t('topUps.columns.amount')}</Table.Th>
                  <Table.Th>{t('topUps.columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topUps.data?.data.map((topUp) => (
                  <Table.Tr key={topUp.id}>
                    <Table.Td>{topUp.id}</Table.Td>
                    <Table.Td>{format.dateTime(topUp.createdAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={staffPaths.customer(topUp.userId)} size="sm">
                        {topUp.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`methods.${topUp.method}`)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.money(topUp.receivedAmount ?? topUp.amount, topUp.currency)}
                    </Table.Td>
                    <Table.Td>
                      <TopUpStatusBadge
                        statusId={topUp.statusId}
                        title={statusTitle('topUp', topUp.statusId)}
                      />
                      {topUp.refund?.status === 'refused' && (
                        <Text size="xs" c="red">
                          {topUp.refund.failureReason
                            ? t('topUps.refundRefusedBecause', { reason: topUp.refund.failureReason })
                            : t('topUps.refundRefused')}
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
                            {t('topUps.recheck')}
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
                            {t('topUps.refund')}
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
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('topUps.confirmTitle')}
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {t('topUps.confirmText', {
                amount: format.money(confirming.receivedAmount ?? confirming.amount, confirming.currency),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
              <Button color="red" loading={refund.isPending} onClick={() => confirmRefund(confirming)}>
                {t('topUps.refund')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
