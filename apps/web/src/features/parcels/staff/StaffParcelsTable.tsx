import { formatMeasureRu, type StaffParcel } from '@cargo/domain';
import { Anchor, Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { formatMoney } from '../../../shared/format/formatMoney';

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
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Посылки склада" striped>
        <Table.Thead>
          <Table.Tr>
            {selectable && <Table.Th />}
            <Table.Th>№</Table.Th>
            <Table.Th>Название</Table.Th>
            <Table.Th>Клиент</Table.Th>
            <Table.Th>Товаров</Table.Th>
            <Table.Th>Вес</Table.Th>
            <Table.Th>Стоимость</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((parcel) => (
            <Table.Tr key={parcel.id} data-testid="staff-parcel">
              {selectable && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Выбрать посылку ${parcel.id}`}
                    checked={selected.has(parcel.id)}
                    onChange={() => onToggle(parcel.id)}
                  />
                </Table.Td>
              )}
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
              <Table.Td>
                <Anchor component={Link} to={staffPaths.customer(parcel.clientId)} size="sm">
                  {parcel.clientEmail}
                </Anchor>
              </Table.Td>
              <Table.Td>{parcel.goodsCount}</Table.Td>
              <Table.Td>{parcel.weightKg === null ? '—' : formatMeasureRu(parcel.weightKg, 'кг')}</Table.Td>
              <Table.Td>
                {parcel.deliveryCost === null ? '—' : formatMoney(parcel.deliveryCost, 'RUB')}
              </Table.Td>
              <Table.Td>
                <StatusWithReason title={parcel.status.title} reason={parcel.statusReason} />
              </Table.Td>
              <Table.Td>{rowAction(parcel)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
