import { COMMON_MESSAGES, PARCEL_STATUS, type StaffParcel } from '@cargo/domain';
import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDate } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { useStaffParcels } from '../api/staff';

const EVERY_STATUS = Object.values(PARCEL_STATUS);

/** How many of a customer's parcels their page lists; the parcel desk searched for them has the rest. */
const SHOWN = 20;

/** A customer's desk page «Посылки»: their parcels in any status (the desk search by their code). */
export function StaffCustomerParcels({ code }: { code: string }) {
  const parcels = useStaffParcels(EVERY_STATUS, code, SHOWN);
  if (parcels.isPending) return <Skeleton height={80} aria-label="Загрузка посылок" />;
  if (parcels.isError)
    return <Alert color="red">{errorMessage(parcels.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  const rows = parcels.data.data;
  if (rows.length === 0) return <Text c="dimmed">Посылок нет.</Text>;
  return (
    <>
      <ParcelRows rows={rows} />
      {parcels.data.totalElements > rows.length && (
        <Anchor component={Link} to={`${staffPaths.search('/staff/parcels', code)}&queue=all`} size="sm">
          Все посылки клиента ({parcels.data.totalElements})
        </Anchor>
      )}
    </>
  );
}

function ParcelRows({ rows }: { rows: StaffParcel[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Посылки клиента" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Название</Table.Th>
            <Table.Th>Создана</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((parcel) => (
            <Table.Tr key={parcel.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={staffPaths.parcel(parcel.id)}
                  aria-label={`Посылка ${parcel.id}`}
                >
                  {parcel.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{parcel.name}</Table.Td>
              <Table.Td>{formatDate(parcel.createdAt)}</Table.Td>
              <Table.Td>
                <StatusWithReason title={parcel.status.title} reason={parcel.statusReason} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
