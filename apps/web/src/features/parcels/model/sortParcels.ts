import { PARCEL_STATUS } from '@cargo/domain';
import type { ParcelSort } from './sections';
import type { ParcelRow } from './types';

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** Weight is exact decimal text from the server: compare it as a number of grams, missing weights last. */
function grams(weight: string | null): number {
  if (weight === null || weight === '') return Number.POSITIVE_INFINITY;
  const [whole = '0', fraction = ''] = weight.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

const compare: Record<ParcelSort, (a: ParcelRow, b: ParcelRow) => number> = {
  // Newest first for id and date; names A→Я; the heaviest first.
  date: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  id: (a, b) => b.id - a.id,
  name: (a, b) => collator.compare(a.name, b.name) || b.id - a.id,
  weight: (a, b) => {
    const wa = grams(a.weight);
    const wb = grams(b.weight);
    if (wa === wb) return b.id - a.id;
    if (wa === Number.POSITIVE_INFINITY) return 1;
    if (wb === Number.POSITIVE_INFINITY) return -1;
    return wb - wa;
  },
};

/** A parcel awaiting payment (33): highlighted and, in the customer's list, always on top (spec sections 2, 9). */
export const isAwaitingPayment = (row: Pick<ParcelRow, 'statusId'>) =>
  row.statusId === PARCEL_STATUS.AWAITING_PAYMENT;

/** The list in the chosen order, awaiting-payment parcels first whatever the order. */
export function sortParcels(rows: readonly ParcelRow[], sort: ParcelSort): ParcelRow[] {
  return [...rows].sort((a, b) => {
    const top = Number(isAwaitingPayment(b)) - Number(isAwaitingPayment(a));
    return top || compare[sort](a, b);
  });
}
