import type { StaffParcel } from '@cargo/domain';
import { Anchor, Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { useDeskKg } from './useDeskKg';

export interface StaffParcelsTableProps {
  rows: readonly StaffParcel[];
  /** The transit queue: parcels are chosen for a flight move. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  rowAction: (parcel: StaffParcel) => ReactNode;
}

/** One queue of the desk; on a narrow screen the table scrolls inside its own box. */
export function StaffParcelsTable({
  rows,
  selectable,
  selected,
  onToggle,
  rowAction,
}: StaffParcelsTableProps) {
  const { t } = useDeskT('parcels');
  const format = useDeskFormat();
  const kg = useDeskKg();
  const statusTitle = useStatusTitle();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={t('table')} striped>
        <Table.Thead>
          <Table.Tr>
            {selectable && <Table.Th />}
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.goods')}</Table.Th>
            <Table.Th>{t('columns.weight')}</Table.Th>
            <Table.Th>{t('columns.price')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((parcel) => (
            <Table.Tr key={parcel.id} data-testid="staff-parcel">
              {selectable && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('select', { id: parcel.id })}
                    checked={selected.has(parcel.id)}
                    onChange={() => onToggle(parcel.id)}
                  />
                </Table.Td>
              )}
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
              <Table.Td>
                <Anchor component={Link} to={staffPaths.customer(parcel.clientId)} size="sm">
                  {parcel.clientEmail}
                </Anchor>
              </Table.Td>
              <Table.Td>{parcel.goodsCount}</Table.Td>
              <Table.Td>{parcel.weightKg === null ? '—' : kg(parcel.weightKg)}</Table.Td>
              <Table.Td>
                {parcel.deliveryCost === null ? '—' : format.money(parcel.deliveryCost, 'RUB')}
              </Table.Td>
              <Table.Td>
                <StatusWithReason
                  title={statusTitle('parcel', parcel.statusId)}
                  reason={parcel.statusReason}
                />
              </Table.Td>
              <Table.Td>{rowAction(parcel)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
