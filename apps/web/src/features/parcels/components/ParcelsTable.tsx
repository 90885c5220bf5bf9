import { CURRENCY_CCYS, type CurrencyCcy, type ParcelListRow } from '@cargo/domain';
import { Anchor, Checkbox } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/formatMoney';
import { VirtualTable } from '../../../shared/ui/VirtualTable';
import { parcelPath } from '../model/sections';
import { parcelGridColumns } from '../model/parcelColumns';
import { isAwaitingPayment } from '../model/sortParcels';
import { ParcelTask } from './ParcelTask';
import classes from './ParcelsTable.module.css';

/** One row of two-line cells at 1001 px and wider; a card of five lines below (spec: layout switch at 1001). */
const ROW_HEIGHT = { wide: 60, narrow: 208 } as const;
const NARROW = '(max-width: 1000px)';

/** Spec section 2, in its order. */
export const PARCEL_COLUMNS = [
  'Название посылки',
  'Трек отслеживания',
  'Получатель',
  'Адрес',
  'Тип доставки',
  'Реестр',
  'Ценность',
  'Стоимость доставки',
  'Статус',
  'Задачи',
] as const;
/** The grid area of each column in the narrow card (ParcelsTable.module.css). */
const AREAS = [
  'name',
  'track',
  'recipient',
  'address',
  'transport',
  'registry',
  'declared',
  'cost',
  'status',
  'tasks',
] as const;
/** Columns whose card cell carries its title (the name, status and tasks speak for themselves). */
const LABELLED = new Set([1, 2, 3, 4, 5, 6, 7]);

const rubles = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, 'RUB'));
const isCcy = (ccy: string): ccy is CurrencyCcy => (CURRENCY_CCYS as readonly string[]).includes(ccy);
const declared = ({ amount, currency }: ParcelListRow['declaredValue']) =>
  isCcy(currency) ? formatMoney(amount, currency) : `${amount} ${currency}`;

export interface ParcelsTableProps {
  rows: readonly ParcelListRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onPay: (row: ParcelListRow) => void;
  payingId: number | null | undefined;
}

/**
 * The parcel list as a virtualised table (shared/ui/VirtualTable): a 1,000-row tab scrolls as smoothly as ten.
 * The ten spec columns fit a 1280 px screen with two-line cells, the columns no row fills narrowed to their
 * titles (`parcelGridColumns`); under 1001 px every row is a card. A parcel
 * awaiting payment (33) is highlighted and carries «Оплатить».
 */
export function ParcelsTable({ rows, selected, onToggle, onToggleAll, onPay, payingId }: ParcelsTableProps) {
  const narrow = useMediaQuery(NARROW) ?? false;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));

  const cell = (column: number, content: ReactNode, title?: string | null) => (
    <div
      role="cell"
      className={`${classes[AREAS[column]!]} ${column === 6 || column === 7 ? classes.number : classes.cell}`}
      title={title ?? undefined}
    >
      {LABELLED.has(column) && <span className={classes.label}>{PARCEL_COLUMNS[column]}</span>}
      <span className={classes.text}>{content}</span>
    </div>
  );

  return (
    // The columns' widths ride on a custom property the grid reads (ParcelsTable.module.css).
    <div style={{ '--parcel-columns': parcelGridColumns(rows) } as CSSProperties}>
      <VirtualTable
        rows={rows}
        label="Посылки"
        rowHeight={narrow ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide}
        getKey={(row) => row.id}
        gridClassName={classes.grid!}
        rowAttributes={(row) => ({
          'data-testid': 'parcel-row',
          'data-highlighted': isAwaitingPayment(row) || undefined,
        })}
        header={
          <>
            <div role="columnheader">
              <Checkbox
                size="xs"
                aria-label="Выбрать все"
                checked={allSelected}
                indeterminate={someSelected}
                onChange={onToggleAll}
              />
            </div>
            {PARCEL_COLUMNS.map((title, index) => (
              <div
                key={title}
                role="columnheader"
                className={index === 6 || index === 7 ? classes.number : undefined}
              >
                {title}
              </div>
            ))}
          </>
        }
        renderRow={(row) => (
          <>
            <div role="cell" className={classes.check}>
              <Checkbox
                size="xs"
                aria-label={`Выбрать посылку ${row.id}`}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
              />
            </div>
            {cell(
              0,
              <Anchor component={Link} to={parcelPath(row.id)} size="sm" fw={500}>
                {row.name || `Посылка ${row.id}`}
              </Anchor>,
            )}
            {cell(1, row.outgoingDeclaration ?? '—')}
            {cell(2, row.recipientName ?? '—', row.recipientName)}
            {cell(3, row.addressText ?? '—', row.addressText)}
            {cell(4, row.deliveryTransport?.title ?? '—')}
            {cell(5, row.registry ?? '—')}
            {cell(6, declared(row.declaredValue))}
            {cell(7, rubles(row.deliveryCost))}
            {cell(8, row.status.title, row.statusReason ?? row.status.title)}
            {cell(9, <ParcelTask row={row} onPay={onPay} paying={payingId === row.id} />)}
          </>
        )}
      />
    </div>
  );
}
