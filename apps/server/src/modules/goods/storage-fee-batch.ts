import { sql } from 'drizzle-orm';
import { goodName, STORAGE_ACCRUING_GOOD_STATUSES, STORAGE_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { debitUpTo } from '../finance/index.js';

/**
 * The accruing statuses as SQL literals (the domain's integers), not parameters: the partial index
 * `goods_storage_accruing_idx` (migration 0029) has the same list in its predicate, and the planner can only match
 * a predicate it sees as constants.
 */
export const ACCRUING = sql.raw(
  STORAGE_ACCRUING_GOOD_STATUSES.map((id) => String(Math.trunc(id))).join(', '),
);

/**
 * The first instant whose receipts do not pay on `day` yet: a good received before midnight (UTC) of day −
 * freeDays + 1 has used its free days (the day of receipt is the first free day, decision 031). A bound on
 * `received_at` itself, so the index is range-scanned.
 */
export const paidReceiptsBefore = (day: string, freeDays: number) =>
  sql`((${day}::date - ${freeDays}::int + 1)::timestamp at time zone 'UTC')`;

/** A run of customers (user ids lo..hi) charged in one transaction. */
export interface FeeBatch {
  fromUserId: number;
  toUserId: number;
  /** The goods the plan counted in it (a good weighed since is not charged, and counts as skipped). */
  goods: number;
}

interface Claimed {
  goodId: number;
  userId: number;
  description: string;
  incomingDeclaration: string;
}

type Rows<R> = { rows: R[] };

/**
 * One batch of customers' storage for `day`, in the caller's transaction:
 * 1. their chargeable goods are locked in (user, good) order — weighing, which packs a good and prices what it
 *    owes, waits, and a good it packed meanwhile no longer matches — and one INSERT … SELECT … ON CONFLICT DO
 *    NOTHING writes the (good, day) rows: a good another run charged already has its row and is skipped;
 * 2. finance's `debitUpTo` takes from each customer's rouble balance the fees it covers, one ledger row per
 *    customer, and the charges it paid point at that row;
 * 3. the fees no balance covered are added to the goods' `storage_fee_due`.
 * Answers how many goods were debited and how many owed.
 */
export async function chargeFeeBatch(
  tx: Executor,
  batch: FeeBatch,
  day: string,
  freeDays: number,
  fee: string,
): Promise<{ debited: number; owed: number }> {
  const claimed = (await tx.execute(sql`
    with due as (
      select id, user_id, description, incoming_declaration from goods
      where user_id between ${batch.fromUserId} and ${batch.toUserId}
        and status_id in (${ACCRUING}) and received_at < ${paidReceiptsBefore(day, freeDays)}
      order by user_id, id
      for update
    ), claimed as (
      insert into storage_charges (good_id, day, user_id, amount)
      select id, ${day}::date, user_id, ${fee}::numeric from due
      on conflict do nothing
      returning good_id, user_id
    )
    select c.good_id as "goodId", c.user_id as "userId", d.description,
      d.incoming_declaration as "incomingDeclaration"
    from claimed c join due d on d.id = c.good_id
    order by c.user_id, c.good_id`)) as unknown as Rows<Claimed>;
  if (claimed.rows.length === 0) return { debited: 0, owed: 0 };

  const paid = await debitUpTo(tx, {
    currency: 'RUB',
    kind: 'storage_fee',
    lines: claimed.rows.map((good) => ({ userId: Number(good.userId), amount: fee, item: good })),
    describe: (_userId, covered) =>
      covered.length === 1
        ? {
            comment: STORAGE_MESSAGES.ledgerComment(goodName(covered[0]!), day),
            reference: { type: 'good', id: Number(covered[0]!.goodId) },
          }
        : { comment: STORAGE_MESSAGES.ledgerCommentMany(covered.map(goodName), day, fee) },
  });

  const paidCharges = paid.debited.flatMap((debit) =>
    debit.covered.map((good) => ({ goodId: Number(good.goodId), transactionId: debit.transactionId })),
  );
  if (paidCharges.length > 0) {
    await tx.execute(sql`
      update storage_charges s set transaction_id = v."transactionId"
      from json_to_recordset(${JSON.stringify(paidCharges)}::json) as v("goodId" integer, "transactionId" integer)
      where s.good_id = v."goodId" and s.day = ${day}::date`);
  }
  const owedIds = paid.uncovered.map((line) => Number(line.item.goodId));
  if (owedIds.length > 0) {
    await tx.execute(sql`
      update goods set storage_fee_due = storage_fee_due + ${fee}::numeric
      where id in (select value::integer from json_array_elements_text(${JSON.stringify(owedIds)}::json))`);
  }
  return { debited: paidCharges.length, owed: owedIds.length };
}
