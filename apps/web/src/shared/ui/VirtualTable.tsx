import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './VirtualTable.module.css';

/** The rows drawn beyond the visible window on each side, so a fast scroll shows no gap. */
const OVERSCAN = 8;
/** jsdom and the first paint have no layout yet: assume a viewport this size until it is measured. */
const INITIAL_RECT = { width: 1000, height: 640 };

export interface VirtualTableProps<T> {
  rows: readonly T[];
  /** The table's accessible name. */
  label: string;
  /** Every row is this high (a media query may change it: the rows are measured again). */
  rowHeight: number;
  getKey: (row: T) => number | string;
  /** The header row's cells (`role="columnheader"`); the row has `data-header` for a narrow layout to hide it. */
  header: ReactNode;
  /** A row's cells (`role="cell"`). */
  renderRow: (row: T, index: number) => ReactNode;
  /** The feature's grid: `grid-template-columns` and its narrow-screen layout, for the header and every row. */
  gridClassName: string;
  /** Extra attributes of a row (`data-testid`, `data-highlighted`, …). */
  rowAttributes?: (row: T) => Record<`data-${string}`, string | boolean | undefined>;
}

/**
 * A virtualised ARIA table: only the rows in sight and a few around them are in the document, so 100,000 rows
 * scroll as smoothly as ten. The header stays on top; the feature gives the grid of its columns.
 */
export function VirtualTable<T>({
  rows,
  label,
  rowHeight,
  getKey,
  header,
  renderRow,
  gridClassName,
  rowAttributes,
}: VirtualTableProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    // A viewport not laid out yet (jsdom, a hidden tab) measures 0 high: draw the first screenful anyway.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : INITIAL_RECT)),
    getItemKey: (index) => getKey(rows[index]!),
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      tabIndex={0}
    >
      <div role="rowgroup">
        <div role="row" className={`${classes.header} ${gridClassName}`} aria-rowindex={1} data-header>
          {header}
        </div>
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={`${classes.row} ${gridClassName}`}
              style={{ top: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}
              {...rowAttributes?.(row)}
            >
              {renderRow(row, item.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
