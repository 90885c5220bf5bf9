import { PARCEL_STATUS, type StaffParcel } from '@cargo/domain';
import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { useStaffParcels } from '../api/staff';

const EVERY_STATUS = Object.values(PARCEL_STATUS);

/** How many of a customer's parcels their page lists; the parcel desk searched for them has the rest. */
const SHOWN = 20;

/** A customer's desk page «Посылки»: their parcels in any status (the desk search by their code). */
export function StaffCustomerParcels({ code }: { code: string }) {
  const parcels = useStaffParcels(EVERY_STATUS, code, SHOWN);
  const { t } = useDeskT('parcels');
  if (parcels.isPending) return <Skeleton height={80} aria-label={t('customer.loading')} />;
  if (parcels.isError) return <Alert color="red">{errorMessage(parcels.error, t('loadFailed'))}</Alert>;
  const rows = parcels.data.data;
  if (rows.length === 0) return <Text c="dimmed">{t('none')}</Text>;
  return (
    <>
      <ParcelRows rows={rows} />
      {parcels.data.totalElements > rows.length && (
        <Anchor component={Link} to={`${staffPaths.search('/staff/parcels', code)}&queue=all`} size="sm">
          {t('customer.all', { n: parcels.data.totalElements })}
        </Anchor>
      )}
    </>
  );
}

function ParcelRows({ rows }: { rows: StaffParcel[] }) {
  const { t } = useDeskT('parcels');
  const format = useDeskFormat();
  const statusTitle = useStatusTitle();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('customer.table')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((parcel) => (
            <Table.Tr key={parcel.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={staffPaths.parcel(parcel.id)}
                  aria-label={t('link', { id: parcel.id })}
                >
                  {parcel.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{parcel.name}</Table.Td>
              <Table.Td>{format.date(parcel.createdAt)}</Table.Td>
              <Table.Td>
                <StatusWithReason
                  title={statusTitle('parcel', parcel.statusId)}
                  reason={parcel.statusReason}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
