import { describe, expect, it } from 'vitest';
import { GOOD_STATUS as S } from '../goods/good-statuses.js';
import { TOP_UP_STATUS } from '../finance/finance.js';
import { RECIPIENT_STATUS as R } from '../recipients/recipients.js';
import { CARGO_STATUS } from '../cargo/cargo.js';
import { GOOD_TRANSITIONS, PARCEL_TRANSITIONS } from '../parcels/good-parcel-transitions.js';
import { TICKET_INITIAL_STATUS } from '../helpdesk/ticket-transitions.js';
import { DELIVERY_INITIAL_STATUS } from '../notifications/delivery-transitions.js';
import {
  allowedActions,
  canDo,
  CARGO_INITIAL_STATUS,
  GOOD_INITIAL_STATUS,
  GOODS_FOLLOW_PARCEL,
  goodsFollow,
  PARCEL_INITIAL_STATUS,
  RECIPIENT_INITIAL_STATUS,
  TOP_UP_INITIAL_STATUS,
  RECIPIENT_TRANSITIONS,
  STAFF_GOOD_TRANSITIONS,
  staffGoodActionTo,
  statusAfter,
  statusesAllowing,
  type TransitionEntity,
} from './transitions.js';

describe('transition tables', () => {
  it('let a customer return a good from every status the server accepts, 12 and 113 included', () => {
    for (const status of [
      S.DOES_NOT_MEET_REQUIREMENTS,
      S.ON_STORE,
      S.RECEIVED,
      S.UNCERTAIN_PRODUCT,
      S.CANCELLATION_OF_RETURN,
    ]) {
      expect(allowedActions('good', 'customer', status)).toContain('return');
    }
    expect(canDo('good', 'customer', 'return', S.WAITING)).toBe(false);
    expect(statusAfter('good', 'customer', 'return', S.RECEIVED)).toBe(S.RETURN_TO_SENDER);
  });

  it('make an edited waif an ordinary expected good and keep other statuses', () => {
    expect(statusAfter('good', 'customer', 'edit', S.WAIF)).toBe(S.WAITING);
    expect(statusAfter('good', 'customer', 'edit', S.ON_STORE)).toBe(S.ON_STORE);
    expect(statusAfter('good', 'customer', 'edit', S.SENT)).toBeUndefined();
  });

  it('separate what customers and staff may do', () => {
    expect(canDo('good', 'customer', 'receive', S.WAITING)).toBe(false);
    expect(canDo('good', 'staff', 'receive', S.WAITING)).toBe(true);
    expect(allowedActions('recipient', 'customer', R.UNDER_REVIEW)).toEqual(['edit']);
    expect(allowedActions('recipient', 'staff', R.UNDER_REVIEW)).toEqual(['confirm', 'cancel']);
    expect(allowedActions('recipient', 'staff', R.CONFIRMED)).toEqual([]);
  });

  it('list the statuses from which a good may go into a parcel', () => {
    expect(statusesAllowing('good', 'customer', 'addToParcel').sort((a, b) => a - b)).toEqual([
      9, 10, 12, 20,
    ]);
  });

  it('derive the warehouse status menu from the table (the return chain and the problems)', () => {
    expect(STAFF_GOOD_TRANSITIONS[S.AWAITING_RETURN]).toEqual(
      expect.arrayContaining([
        S.HANDED_OVER_TO_THE_COURIER,
        S.RETURN_IS_OVERDUE,
        S.CANCELLATION_OF_RETURN,
        S.CHANGE_DATA,
      ]),
    );
    expect(STAFF_GOOD_TRANSITIONS[S.HANDED_OVER_TO_THE_COURIER]).toEqual([S.RETURNED_TO_SENDER]);
    expect(STAFF_GOOD_TRANSITIONS[S.WAITING]).toBeUndefined();
    expect(staffGoodActionTo(S.ON_STORE, S.NO_GOODS)).toBe('flagMissing');
    expect(staffGoodActionTo(S.WAITING, S.ON_STORE)).toBeUndefined();
  });

  it('move goods along with their parcel: picked, packed, sent, delivered — never from the status menu', () => {
    const walk: Array<[keyof typeof GOODS_FOLLOW_PARCEL, number, number]> = [
      ['assemble', S.ON_STORE, S.ON_PICKING],
      ['assemble', S.RECEIVED, S.ON_PICKING],
      ['weigh', S.ON_PICKING, S.IN_PARCEL],
      ['ship', S.IN_PARCEL, S.SENT],
      ['deliver', S.SENT, S.DELIVERED],
      ['cancelWithRefund', S.IN_PARCEL, S.ON_STORE],
    ];
    for (const [parcelStep, from, to] of walk) {
      expect(statusAfter('good', 'staff', GOODS_FOLLOW_PARCEL[parcelStep].action, from)).toBe(to);
      expect(STAFF_GOOD_TRANSITIONS[from] ?? []).not.toContain(to);
      expect(staffGoodActionTo(from, to)).toBeUndefined();
    }
    // Goods not yet received or with a problem are not picked.
    for (const status of [S.WAITING, S.READY_GOODS, S.WAIF, S.DOES_NOT_MEET_REQUIREMENTS, S.NO_GOODS]) {
      expect(canDo('good', 'staff', 'pickForParcel', status)).toBe(false);
    }
    // Customers never take these steps.
    expect(allowedActions('good', 'customer', S.ON_PICKING)).toEqual([]);
  });

  it('have no row whose target is among its own sources unless it keeps the status', () => {
    for (const row of [...GOOD_TRANSITIONS, ...PARCEL_TRANSITIONS, ...RECIPIENT_TRANSITIONS]) {
      if (row.to === 'same') continue;
      expect((row.from as readonly number[]).includes(row.to), `${row.action} ${row.actor}`).toBe(
        row.action === 'edit' && row.to === R.UNDER_REVIEW,
      );
    }
  });

  it('start every new row in a status some row leads on from', () => {
    const starts: Array<[TransitionEntity, Record<string, number>]> = [
      ['good', GOOD_INITIAL_STATUS],
      ['parcel', PARCEL_INITIAL_STATUS],
      ['cargo', CARGO_INITIAL_STATUS],
      ['recipient', RECIPIENT_INITIAL_STATUS],
      ['topUp', TOP_UP_INITIAL_STATUS],
      ['ticket', TICKET_INITIAL_STATUS],
      ['delivery', DELIVERY_INITIAL_STATUS],
    ];
    for (const [entity, statuses] of starts) {
      for (const [way, status] of Object.entries(statuses)) {
        const actions = (['customer', 'staff', 'provider', 'system'] as const).flatMap((actor) =>
          allowedActions(entity, actor, status),
        );
        expect(actions.length, `${entity} ${way} ${status}`).toBeGreaterThan(0);
      }
    }
    expect(PARCEL_INITIAL_STATUS).toEqual({ request: 10, virtual: 9 });
    expect(CARGO_INITIAL_STATUS.request).toBe(CARGO_STATUS.REQUEST);
  });

  it('take the goods along a row of their own table at each parcel step that moves them', () => {
    for (const [step, following] of Object.entries(GOODS_FOLLOW_PARCEL)) {
      expect(statusesAllowing('good', following.actor, following.action).length, step).toBeGreaterThan(0);
    }
    // A deleted parcel's goods go back on the shelf as they are; paying or starting to weigh moves none.
    expect(GOODS_FOLLOW_PARCEL.delete).toMatchObject({ leave: true, every: true });
    expect(canDo('good', 'customer', 'removeFromParcel', S.ON_STORE)).toBe(true);
    expect(statusAfter('good', 'customer', 'removeFromParcel', S.ON_STORE)).toBe(S.ON_STORE);
    expect(goodsFollow('delete') && goodsFollow('assemble')).toBe(true);
    expect(goodsFollow('startWeighing') || goodsFollow('pay') || goodsFollow('cancel')).toBe(false);
  });
});

describe('top-up refund transitions', () => {
  it('keep a refund in processing until the acquirer answers, and credit back only from there', () => {
    const T = TOP_UP_STATUS;
    expect(statusAfter('topUp', 'staff', 'refund', T.SUCCEEDED)).toBe(T.REFUND_PENDING);
    expect(statusAfter('topUp', 'provider', 'refundSucceed', T.REFUND_PENDING)).toBe(T.REFUNDED);
    expect(statusAfter('topUp', 'provider', 'refundRefused', T.REFUND_PENDING)).toBe(T.SUCCEEDED);
    // A finished refund is final; a second refund waits for the first one's answer.
    expect(allowedActions('topUp', 'provider', T.REFUNDED)).toEqual([]);
    expect(allowedActions('topUp', 'staff', T.REFUNDED)).toEqual([]);
    expect(allowedActions('topUp', 'staff', T.REFUND_PENDING)).toEqual([]);
  });
});
