import { sql } from 'drizzle-orm';
import { type CurrencyCcy, fromMinorUnits, type LedgerKind, toMinorUnits } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { LedgerReference } from './credit-debit.js';

/** One thing to pay for (a good's storage day…), owed by one customer. */
export interface ChargeLine<T> {
  userId: number;
  /** Positive exact decimal text ("10.00"). */
  amount: string;
  item: T;
}

export interface DebitUpToRequest<T> {
  currency: CurrencyCcy;
  kind: LedgerKind;
  /** Each customer's lines in the order they are to be covered. */
  lines: readonly ChargeLine<T>[];
  /** The customer's ledger row for the lines their balance covered (at least one): its comment and reference. */
  describe: (userId: number, covered: readonly T[]) => { comment: string; reference?: LedgerReference };
}

/** One customer's debit: the ledger row, the balance after it and the lines it paid. */
export interface CustomerDebit<T> {
  userId: number;
  transactionId: number;
  balance: string;
  covered: T[];
}

export interface DebitUpToResult<T> {
  debited: CustomerDebit<T>[];
  /** The lines no balance covered: the caller keeps them as owed. */
  uncovered: ChargeLine<T>[];
}

type Rows<R> = { rows: R[] };

/**
 * Takes many customers' charges at once, each customer's balance of `currency` paying as many of their lines, in
 * their order, as it covers in whole — a line the balance cannot cover leaves it and the lines after it to the
 * caller (`uncovered`). One ledger row per customer (the sum of their covered lines), written with its
 * `balance_after` in the same transaction as the balance change; the balance never goes below zero.
 *
 * Set-based for the daily jobs (issue 33): the accounts are locked in one statement in the order of their ids —
 * two runs, or a run and a payment of one account, queue instead of deadlocking — then one UPDATE changes every
 * balance and one INSERT writes every ledger row, whatever the number of customers. Run it inside the caller's
 * transaction with the rows that record the cause, so the money moves exactly when they are written.
 */
export async function debitUpTo<T>(tx: Executor, request: DebitUpToRequest<T>): Promise<DebitUpToResult<T>> {
  const result: DebitUpToResult<T> = { debited: [], uncovered: [] };
  if (request.lines.length === 0) return result;
  const byUser = new Map<number, ChargeLine<T>[]>();
  for (const line of request.lines) {
    if (toMinorUnits(line.amount) <= 0n)
      throw new Error(`A debit takes a positive amount, got ${line.amount}`);
    byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
  }
  const userIds = [...byUser.keys()].sort((a, b) => a - b);
  const locked = (await tx.execute(sql`
    select id, user_id as "userId", balance::text as balance from accounts
    where currency = ${request.currency} and user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by id for update`)) as unknown as Rows<{ id: number; userId: number; balance: string }>;
  const accountOf = new Map(locked.rows.map((row) => [Number(row.userId), row]));

  const moves: Array<{ accountId: number; userId: number; amount: string; comment: string } & RefColumns> =
    [];
  const coveredOf = new Map<number, T[]>();
  for (const userId of userIds) {
    const lines = byUser.get(userId)!;
    const account = accountOf.get(userId);
    let left = account ? toMinorUnits(account.balance) : 0n;
    let taken = 0n;
    const covered: T[] = [];
    let stopped = false;
    for (const line of lines) {
      const minor = toMinorUnits(line.amount);
      stopped ||= minor > left;
      if (stopped) {
        result.uncovered.push(line);
        continue;
      }
      left -= minor;
      taken += minor;
      covered.push(line.item);
    }
    if (!account || covered.length === 0) continue;
    const { comment, reference } = request.describe(userId, covered);
    coveredOf.set(userId, covered);
    moves.push({
      accountId: Number(account.id),
      userId,
      amount: fromMinorUnits(taken),
      comment,
      referenceType: reference?.type ?? null,
      referenceId: reference?.id ?? null,
    });
  }
  if (moves.length === 0) return result;
  const values = sql`json_to_recordset(${JSON.stringify(moves)}::json)
    as v("accountId" integer, "userId" integer, amount numeric, comment text, "referenceType" text, "referenceId" integer)`;
  await tx.execute(
    sql`update accounts a set balance = a.balance - v.amount from ${values} where a.id = v."accountId"`,
  );
  const written = (await tx.execute(sql`
    insert into account_transactions (account_id, amount, balance_after, kind, comment, reference_type, reference_id)
    select v."accountId", -v.amount, a.balance, ${request.kind}, v.comment, v."referenceType", v."referenceId"
    from ${values} join accounts a on a.id = v."accountId"
    order by v."accountId"
    returning id, account_id as "accountId", balance_after::text as balance`)) as unknown as Rows<{
    id: number;
    accountId: number;
    balance: string;
  }>;
  const userOfAccount = new Map(moves.map((move) => [move.accountId, move.userId]));
  for (const row of written.rows) {
    const userId = userOfAccount.get(Number(row.accountId))!;
    result.debited.push({
      userId,
      transactionId: Number(row.id),
      balance: row.balance,
      covered: coveredOf.get(userId)!,
    });
  }
  return result;
}

interface RefColumns {
  referenceType: string | null;
  referenceId: number | null;
}
