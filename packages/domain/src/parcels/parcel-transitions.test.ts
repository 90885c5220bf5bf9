import { describe, expect, it } from 'vitest';
import { isArchivedByCustomer, PARCEL_STATUS as P, PARCEL_STATUS_GROUPS } from './parcel-statuses.js';
import { parcelStatusCategory } from './parcel-categories.js';
import type { Actor } from '../shared/transition-types.js';
import { PARCEL_TRANSITIONS } from './good-parcel-transitions.js';
import { allowedActions, type ParcelAction, statusAfter } from '../transitions/transitions.js';

/** The parcel life as issue 11 describes it: [actor, action, from, to]. Every other pair must be refused. */
const EXPECTED: Array<[Actor, ParcelAction, number, number]> = [
  ['customer', 'changeGoods', 9, 9],
  ['customer', 'changeGoods', 10, 10],
  ['customer', 'editData', 10, 10],
  ['customer', 'cancel', 10, 100],
  ['customer', 'makeReal', 9, 10],
  ['customer', 'delete', 9, 100],
  ['customer', 'delete', 10, 100],
  ['customer', 'sendOnAssembly', 10, 15],
  ['customer', 'pay', 33, 40],
  ['customer', 'archive', 100, 102],
  ['customer', 'archive', 600, 950],
  ['staff', 'sendOnAssemblyOnReceipt', 10, 15],
  ['staff', 'assemble', 15, 20],
  ['staff', 'startWeighing', 20, 30],
  ['staff', 'weigh', 20, 33],
  ['staff', 'weigh', 30, 33],
  ['staff', 'ship', 40, 50],
  ['staff', 'flyOut', 50, 200],
  ['staff', 'arriveCustoms', 200, 350],
  ['staff', 'stopInCustoms', 350, 450],
  ['staff', 'releaseFromCustoms', 450, 350],
  ['staff', 'arriveMoscow', 350, 400],
  ['staff', 'passToDelivery', 400, 500],
  ['staff', 'deliveryNoContact', 500, 510],
  ['staff', 'deliveryWrongAddress', 500, 520],
  ['staff', 'deliveryStorageExpiring', 500, 530],
  ['staff', 'resolveDeliveryProblem', 510, 500],
  ['staff', 'resolveDeliveryProblem', 520, 500],
  ['staff', 'resolveDeliveryProblem', 530, 500],
  ['staff', 'deliver', 500, 600],
  ['staff', 'cancelWithRefund', 40, 800],
];

const ACTIONS = [...new Set(PARCEL_TRANSITIONS.map((row) => row.action))];
const STATUSES = [
  ...new Set([
    ...Object.values(P),
    ...PARCEL_STATUS_GROUPS.inwork.ids,
    ...PARCEL_STATUS_GROUPS.archive.ids,
    60,
    300,
    599,
    700,
    2000,
    400_000,
  ]),
];

describe('parcel transitions', () => {
  it('allow exactly the steps of the parcel life and refuse every other pair', () => {
    const allowed = new Map(EXPECTED.map(([actor, action, from, to]) => [`${actor} ${action} ${from}`, to]));
    let checked = 0;
    for (const actor of ['customer', 'staff', 'provider'] as Actor[]) {
      for (const action of ACTIONS) {
        for (const status of STATUSES) {
          const key = `${actor} ${action} ${status}`;
          expect(statusAfter('parcel', actor, action, status), key).toBe(allowed.get(key));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Each expected row is in the table (not only refused elsewhere).
    for (const [actor, action, from, to] of EXPECTED)
      expect(statusAfter('parcel', actor, action, from)).toBe(to);
  });

  it('never ship an unpaid parcel: from 33 only pay leads on, and only 40 ships', () => {
    const outOf33 = PARCEL_TRANSITIONS.filter(
      (row) => row.to !== 'same' && (row.from as readonly number[]).includes(P.AWAITING_PAYMENT),
    ).map((row) => [row.action, row.to]);
    expect(outOf33).toEqual([['pay', P.READY_FOR_SENT]]);
    const toSent = PARCEL_TRANSITIONS.filter((row) => row.to === P.SENT);
    expect(toSent.flatMap((row) => row.from)).toEqual([P.READY_FOR_SENT]);
    expect(allowedActions('parcel', 'staff', P.AWAITING_PAYMENT)).toEqual([]);
    expect(allowedActions('parcel', 'customer', P.AWAITING_PAYMENT)).toEqual(['pay']);
  });

  it('land customs stops in category 8 and delivery problems in category 14', () => {
    expect(parcelStatusCategory(statusAfter('parcel', 'staff', 'stopInCustoms', P.IN_CUSTOMS)!)).toBe(8);
    for (const action of ['deliveryNoContact', 'deliveryWrongAddress', 'deliveryStorageExpiring'] as const) {
      expect(
        parcelStatusCategory(statusAfter('parcel', 'staff', action, P.PASSED_TO_DELIVERY_IN_RUSSIA)!),
      ).toBe(14);
    }
  });

  it('call a parcel archived exactly in the statuses the customer archives it to', () => {
    const archivedTo: unknown[] = PARCEL_TRANSITIONS.filter((row) => row.action === 'archive').map(
      (row) => row.to,
    );
    expect(archivedTo).toEqual([P.CANCELED_ARCHIVED, P.ARCHIVE]);
    for (const status of STATUSES)
      expect(isArchivedByCustomer(status), `${status}`).toBe(archivedTo.includes(status));
  });
});
