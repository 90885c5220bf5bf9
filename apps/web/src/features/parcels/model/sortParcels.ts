import { PARCEL_STATUS, type ParcelListRow } from '@cargo/domain';
import type { ParcelSort } from './sections';

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** Weights compared in whole grams (the answer has at most three decimals); a parcel not weighed yet goes last. */
const grams = (weightKg: number | null) =>
  weightKg === null ? Number.POSITIVE_INFINITY : Math.round(weightKg * 1000);

const compare: Record<ParcelSort, (a: ParcelListRow, b: ParcelListRow) => number> = {
  // Newest first for id and date; names A→Я; the heaviest first.
  date: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  id: (a, b) => b.id - a.id,
  name: (a, b) => collator.compare(a.name, b.name) || b.id - a.id,
  weight: (a, b) => {
    const wa = grams(a.weightKg);
    const wb = grams(b.weightKg);
    if (wa === wb) return b.id - a.id;
    if (wa === Number.POSITIVE_INFINITY) return 1;
    if (wb === Number.POSITIVE_INFINITY) return -1;
    return wb - wa;
  },
};

/** A parcel awaiting payment (33): highlighted and, in the customer's list, always on top (spec sections 2, 9). */
export const isAwaitingPayment = (row: Pick<ParcelListRow, 'statusId'>) =>
  row.statusId === PARCEL_STATUS.AWAITING_PAYMENT;

/** The list in the chosen order, awaiting-payment parcels first whatever the order. */
export function sortParcels(rows: readonly ParcelListRow[], sort: ParcelSort): ParcelListRow[] {
  return [...rows].sort((a, b) => {
    const top = Number(isAwaitingPayment(b)) - Number(isAwaitingPayment(a));
    return top || compare[sort](a, b);
  });
}
