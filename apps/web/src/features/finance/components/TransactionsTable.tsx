import { LEDGER_KIND_TITLE, type Transaction } from '@cargo/domain';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney } from '../../../shared/format/formatMoney';
import { VirtualTable } from '../../../shared/ui/VirtualTable';
import { formatDateTime, formatSignedMoney } from '../model/format';
import { TransactionComment } from './TransactionComment';
import classes from './TransactionsTable.module.css';

/** Row heights: one line on a wide screen, two under 640 px (the columns fold into two lines). */
const ROW_HEIGHT = { wide: 52, narrow: 64 } as const;

export const TRANSACTION_COLUMNS = ['Действие', 'Сумма', 'Баланс', 'Комментарий'] as const;

/**
 * The ledger as a virtualised table (spec section 2 columns: Действие, Сумма, Баланс, Комментарий): only the rows
 * in sight and a few around them are in the document, so 100,000 rows scroll as smoothly as ten.
 */
export function TransactionsTable({ rows }: { rows: readonly Transaction[] }) {
  const narrow = useMediaQuery('(max-width: 39.99em)') ?? false;
  return (
    <VirtualTable
      rows={rows}
      label="Транзакции"
      rowHeight={narrow ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide}
      getKey={(row) => row.id}
      gridClassName={classes.grid!}
      rowAttributes={() => ({ 'data-testid': 'transaction-row' })}
      header={TRANSACTION_COLUMNS.map((title, index) => (
        <div
          key={title}
          role="columnheader"
          className={index === 1 || index === 2 ? classes.number : undefined}
        >
          {title}
        </div>
      ))}
      renderRow={(row) => {
        const ccy = row.balanceCurrency.ccy;
        return (
          <>
            <div role="cell" className={classes.action}>
              <span className={classes.kind} title={LEDGER_KIND_TITLE[row.kind] ?? row.kind}>
                {LEDGER_KIND_TITLE[row.kind] ?? row.kind}
              </span>
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
            <div role="cell" className={classes.comment}>
              <TransactionComment comment={row.comment} />
            </div>
          </>
        );
      }}
    />
  );
}
