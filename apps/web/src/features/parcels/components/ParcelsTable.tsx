import { allowedActions, CURRENCY_CCYS, type CurrencyCcy, type ParcelListRow } from '@cargo/domain';
import { Anchor, Button, Checkbox } from '@mantine/core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/formatMoney';
import { parcelPath } from '../model/sections';
import { isAwaitingPayment } from '../model/sortParcels';
import classes from './ParcelsTable.module.css';

const ROW_HEIGHT = 52;
const OVERSCAN = 8;
const INITIAL_RECT = { width: 1200, height: 640 };

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

const rubles = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, 'RUB'));
const isCcy = (ccy: string): ccy is CurrencyCcy => (CURRENCY_CCYS as readonly string[]).includes(ccy);
const declared = ({ amount, currency }: ParcelListRow['declaredValue']) =>
  isCcy(currency) ? formatMoney(amount, currency) : `${amount} ${currency}`;

export interface ParcelsTableProps {
  rows: readonly ParcelListRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onPay: (id: number) => void;
  payingId: number | null | undefined;
}

/**
 * The parcel list as a virtualised table: only the rows in sight are in the document, so a 1,000-row tab scrolls
 * as smoothly as ten. A parcel awaiting payment (33) is highlighted and carries «Оплатить».
 */
export function ParcelsTable({ rows, selected, onToggle, onToggleAll, onPay, payingId }: ParcelsTableProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : INITIAL_RECT)),
    getItemKey: (index) => rows[index]!.id,
  });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      role="table"
      aria-label="Посылки"
      aria-rowcount={rows.length + 1}
      tabIndex={0}
    >
      <div className={classes.inner}>
        <div role="rowgroup">
          <div role="row" className={classes.header} aria-rowindex={1}>
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
                className={index === 6 || index === 7 ? classes.number : classes.cell}
              >
                {title}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const highlighted = isAwaitingPayment(row);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className={classes.row}
                data-highlighted={highlighted || undefined}
                data-testid="parcel-row"
                style={{ top: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell">
                  <Checkbox
                    size="xs"
                    aria-label={`Выбрать посылку ${row.id}`}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                  />
                </div>
                <div role="cell" className={classes.cell}>
                  <Anchor component={Link} to={parcelPath(row.id)} size="sm">
                    {row.name || `Посылка ${row.id}`}
                  </Anchor>
                </div>
                <div role="cell" className={classes.cell}>
                  {row.outgoingDeclaration ?? '—'}
                </div>
                <div role="cell" className={classes.cell}>
                  {row.recipientName ?? '—'}
                </div>
                <div role="cell" className={classes.cell} title={row.addressText ?? undefined}>
                  {row.addressText ?? '—'}
                </div>
                <div role="cell" className={classes.cell}>
                  {row.deliveryTransport?.title ?? '—'}
                </div>
                <div role="cell" className={classes.cell}>
                  {row.registry ?? '—'}
                </div>
                <div role="cell" className={classes.number}>
                  {declared(row.declaredValue)}
                </div>
                <div role="cell" className={classes.number}>
                  {rubles(row.deliveryCost)}
                </div>
                <div role="cell" className={classes.cell} title={row.statusReason ?? undefined}>
                  {row.status.title}
                </div>
                <div role="cell" className={classes.cell}>
                  {allowedActions('parcel', 'customer', row.statusId).includes('pay') && (
                    <Button
                      size="compact-xs"
                      color="orange"
                      loading={payingId === row.id}
                      onClick={() => onPay(row.id)}
                    >
                      Оплатить
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
