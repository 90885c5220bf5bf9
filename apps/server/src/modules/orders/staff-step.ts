import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type ActionOf, ORDER_MESSAGES, priceLot } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { orderUnits } from '../../db/schema/orders.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { lotCommission, lotNotFound, type OrderUnitRow } from './views.js';

type LotSet = PgUpdateSetSource<typeof orderUnits>;

/** The lot's columns a step's audit row shows; its amounts are yuan. */
const AUDITED: ReadonlyArray<keyof OrderUnitRow & string> = [
  'statusId',
  'paid',
  'price',
  'delivery',
  'realPrice',
  'realDelivery',
  'takenBy',
  'shopOrderNumber',
  'chineseTrack',
  'statusReason',
];
const YUAN = { paid: 'CNY', price: 'CNY', delivery: 'CNY', realPrice: 'CNY', realDelivery: 'CNY' } as const;

/**
 * One step of the buyer's desk on a lot: the staff row of `ORDER_UNIT_TRANSITIONS` for `action`, guarded by the
 * status it read (a lot another step moved meanwhile answers 409 and nothing changes), with its audit row in the
 * same transaction (a savepoint of the caller's). `set` may look at the lot as it was read, and may refuse by
 * throwing before anything is written.
 */
export function staffLotStep(
  db: Executor,
  actor: StaffActor,
  id: number,
  action: ActionOf<'orderUnit'>,
  set: (current: OrderUnitRow) => LotSet = () => ({}),
  eventData?: (after: OrderUnitRow) => Record<string, unknown>,
): Promise<OrderUnitRow> {
  return db.transaction(async (tx) => {
    const { before, after } = await moveStatus(tx, {
      table: orderUnits,
      entity: 'orderUnit',
      actor: 'staff',
      action,
      id,
      set: (current) => ({ ...set(current), updatedAt: new Date() }),
      notFound: lotNotFound,
      refusal: ORDER_MESSAGES.lotStatusConflict,
      eventData,
    });
    await recordStaffAction(tx, actor, {
      action: `lot.${action}`,
      objectType: 'lot',
      objectId: id,
      customerId: after.userId,
      changes: rowChanges(before, after, AUDITED, YUAN),
      // The buyer's words: the note to a raised price, the reason of a cancellation.
      reason: action === 'raisePrice' ? after.priceNote : action === 'cancel' ? after.statusReason : null,
    });
    return after;
  });
}

/** The buyer's figures from the shop, yuan. */
export interface RealPrice {
  unitPrice: string;
  chinaDelivery: string;
}

/**
 * What the lot costs at the buyer's figures: same count, the commission fixed when it was sent to buyout (a lot
 * without one is priced at `currentPercent`, the configured commission).
 */
export function realTotalOf(lot: OrderUnitRow, input: RealPrice, currentPercent: string): string {
  return priceLot(
    { price: input.unitPrice, count: lot.count, delivery: input.chinaDelivery },
    lotCommission(lot, currentPercent),
  ).total;
}
