import { CARGO_STATUS as C, CARGO_STATUS_IDS, countOf } from '@cargo/domain';
import { Alert, Anchor, Group, SegmentedControl, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { CountedLabel } from '../../../shared/staff/TabCount';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { useStaffCargo } from '../api/get-staff-cargo';
import { useStaffCargoCounters } from '../api/get-staff-cargo-counters';
import { formatMeasures } from '../model/format';
import { CargoActionButtons, useCargoDesk } from './CargoDeskActions';

/**
 * /staff/cargo: the warehouse's cargo desk — receive, weigh and price, ship a paid cargo, call off an unpaid one,
 * cancel a paid one with its refund; the desk search and each status's count (decision 050).
 */
export function StaffCargoPage() {
  const [params, setParams] = useSearchParams();
  const fromAddress = Number(params.get('status'));
  const statusId = CARGO_STATUS_IDS.includes(fromAddress) ? fromAddress : C.REQUEST;
  const search = useDeskSearch();
  const list = useStaffCargo(statusId, search.q);
  const counters = useStaffCargoCounters(search.q);
  const desk = useCargoDesk();
  const narrow = useMediaQuery('(max-width: 900px)') ?? false;
  const rows = list.data?.content ?? [];
  const { t } = useDeskT('cargo');
  const statusTitle = useStatusTitle();
  const format = useDeskFormat();
  const select = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('status', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DeskSearch search={search} found={list.data?.totalElements} />
      <SegmentedControl
        aria-label={t('statusFilter')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={String(statusId)}
        onChange={select}
        data={CARGO_STATUS_IDS.map((id) => ({
          value: String(id),
          label: <CountedLabel label={statusTitle('cargo', id)} count={countOf(counters.data, [id])} />,
        }))}
      />
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, t('loadFailed'))}</Alert>
      ) : rows.length === 0 ? (
        <DeskEmpty q={search.q} empty={t('none')} onClear={search.clear} />
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table aria-label={t('table')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.customer')}</Table.Th>
                <Table.Th>{t('columns.places')}</Table.Th>
                <Table.Th>{t('columns.track')}</Table.Th>
                <Table.Th>{t('columns.measures')}</Table.Th>
                <Table.Th>{t('columns.price')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cargo) => (
                <Table.Tr key={cargo.id} data-testid="staff-cargo">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={staffPaths.cargo(cargo.id)}
                      aria-label={t('link', { id: cargo.id })}
                    >
                      {cargo.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{cargo.name}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={staffPaths.customer(cargo.clientId)} size="sm">
                      {cargo.clientEmail}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{cargo.placesCount}</Table.Td>
                  <Table.Td>{cargo.outgoingDeclaration ?? cargo.incomingDeclaration ?? '—'}</Table.Td>
                  <Table.Td>{formatMeasures(cargo.weightKg, cargo.volumeM3)}</Table.Td>
                  <Table.Td>{cargo.price === null ? '—' : format.money(cargo.price, 'RUB')}</Table.Td>
                  <Table.Td>
                    <StatusWithReason
                      title={statusTitle('cargo', cargo.statusId)}
                      reason={cargo.statusReason}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <CargoActionButtons cargo={cargo} desk={desk} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {desk.dialogs}
    </Stack>
  );
}
