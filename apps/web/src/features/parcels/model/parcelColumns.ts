import { allowedActions, type ParcelListRow } from '@cargo/domain';

/**
 * The parcel table's column widths at 1001 px and wider, from the rows it shows: a column no row fills (no track
 * before shipping, no registry, no task in the archive) keeps only the room of its title, and the names and
 * addresses take the rest. Every row is a grid of its own, so the widths are fixed shares, never `min-content`.
 */
const FILLED = ['1.5fr', '1.1fr', '1.1fr', '1.9fr', '0.9fr', '0.7fr', '0.9fr', '0.9fr', '1fr'] as const;
/** The titles' longest words at the table's 12 px: «отслеживания», «Реестр», «Задачи». */
const EMPTY_WIDTH: Partial<Record<number, string>> = { 1: '88px', 5: '56px', 9: '56px' };

const hasTask = (row: ParcelListRow) => {
  const actions = allowedActions('parcel', 'customer', row.statusId);
  return actions.includes('pay') || actions.includes('sendOnAssembly');
};

/** Which of the collapsible columns (track 1, registry 5, tasks 9) some row fills. */
export function filledColumns(rows: readonly ParcelListRow[]): Record<1 | 5 | 9, boolean> {
  return {
    1: rows.some((row) => Boolean(row.outgoingDeclaration)),
    5: rows.some((row) => Boolean(row.registry)),
    9: rows.some(hasTask),
  };
}

/** `grid-template-columns` of the header and every row: the checkbox, the ten spec columns. */
export function parcelGridColumns(rows: readonly ParcelListRow[]): string {
  const filled = filledColumns(rows);
  const columns = FILLED.map((share, index) => {
    const empty = EMPTY_WIDTH[index];
    return empty && !filled[index as 1 | 5] ? empty : `minmax(0, ${share})`;
  });
  return ['24px', ...columns, filled[9] ? '100px' : EMPTY_WIDTH[9]!].join(' ');
}
