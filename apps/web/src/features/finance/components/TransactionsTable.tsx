import { LEDGER_KIND_TITLE, type Transaction } from '@cargo/domain';
import { useMediaQuery } from '@mantine/hooks';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatMoney } from '../../../shared/format/formatMoney';
import { formatDateTime, formatSignedMoney } from '../model/format';
import classes from './TransactionsTable.module.css';

/** Row heights: one line on a wide screen, two under 640 px (the columns fold into two lines). */
const ROW_HEIGHT = { wide: 52, narrow: 64 } as const;
/** The rows drawn beyond the visible window on each side, so a fast scroll shows no gap. */
const OVERSCAN = 8;
/** jsdom and the first paint have no layout yet: assume a viewport this size until it is measured. */
const INITIAL_RECT = { width: 960, height: 600 };

export const TRANSACTION_COLUMNS = ['Действие', 'Сумма', 'Баланс', 'Комментарий'] as const;

/**
 * The ledger as a virtualised table (spec section 2 columns: Действие, Сумма, Баланс, Комментарий): only the rows
 * in sight and a few around them are in the document, so 100,000 rows scroll as smoothly as ten.
 */
export function TransactionsTable({ rows }: { rows: readonly Transaction[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery('(max-width: 39.99em)') ?? false;
  const rowHeight = narrow ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    // A viewport not laid out yet (jsdom, a hidden tab) measures 0 high: draw the first screenful anyway.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : INITIAL_RECT)),
    getItemKey: (index) => rows[index]!.id,
  });

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      role="table"
      aria-label="Транзакции"
      aria-rowcount={rows.length + 1}
      tabIndex={0}
    >
      <div role="rowgroup">
        <div role="row" className={classes.header} aria-rowindex={1}>
          {TRANSACTION_COLUMNS.map((title, index) => (
            <div
              key={title}
              role="columnheader"
              className={index === 1 || index === 2 ? classes.number : undefined}
            >
              {title}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const ccy = row.balanceCurrency.ccy;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={classes.row}
              style={{ top: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}
              data-testid="transaction-row"
            >
              <div role="cell" className={classes.action}>
                {LEDGER_KIND_TITLE[row.kind] ?? row.kind}
                <span className={classes.date}>{formatDateTime(row.transDate)}</span>
              </div>
              <div
                role="cell"
                className={`${classes.number} ${classes.amount} ${row.amount < 0 ? classes.debit : classes.credit}`}
              >
                {formatSignedMoney(row.amount, ccy)}
              </div>
              <div role="cell" className={`${classes.number} ${classes.balance}`}>
                {formatMoney(row.balance, ccy)}
              </div>
              <div role="cell" className={classes.comment} title={row.comment}>
                {row.comment || '—'}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
