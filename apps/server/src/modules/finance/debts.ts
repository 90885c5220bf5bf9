import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type CurrencyCcy, moneyToJson, type StaffDebt } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accountDebts, accounts } from '../../db/schema/finance.js';

/**
 * The debt table's reads and writes (decision 046). Money moves only in `credit-debit.ts`, which calls these in
 * the same transaction as the ledger rows they go with.
 */

export interface NewDebt {
  accountId: number;
  amount: string;
  kind: string;
  comment: string;
  reference: { type: string; id: number };
  transactionId: number;
}

export async function recordDebt(tx: Executor, debt: NewDebt): Promise<void> {
  await tx.insert(accountDebts).values({
    accountId: debt.accountId,
    amount: debt.amount,
    outstanding: debt.amount,
    kind: debt.kind,
    comment: debt.comment,
    referenceType: debt.reference.type,
    referenceId: debt.reference.id,
    transactionId: debt.transactionId,
  });
}

/** The account's open debts, oldest first, locked: the caller has locked the account row before (its credit). */
export function openDebtsForUpdate(tx: Executor, accountId: number) {
  return tx
    .select({
      id: accountDebts.id,
      outstanding: accountDebts.outstanding,
      kind: accountDebts.kind,
      referenceType: accountDebts.referenceType,
      referenceId: accountDebts.referenceId,
    })
    .from(accountDebts)
    .where(and(eq(accountDebts.accountId, accountId), sql`${accountDebts.outstanding} > 0`))
    .orderBy(asc(accountDebts.id))
    .for('update');
}

/** Lowers a locked debt by what a credit repaid; a debt brought to zero notes when. */
export async function reduceDebt(tx: Executor, id: number, paid: string): Promise<void> {
  await tx
    .update(accountDebts)
    .set({
      outstanding: sql`${accountDebts.outstanding} - ${paid}::numeric`,
      repaidAt: sql`case when ${accountDebts.outstanding} = ${paid}::numeric then now() end`,
    })
    .where(eq(accountDebts.id, id));
}

/** The finance desk's view: each customer's open debts, oldest first. */
export async function openDebtsOfUsers(db: Executor, userIds: number[]): Promise<Map<number, StaffDebt[]>> {
  const byUser = new Map<number, StaffDebt[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: accounts.userId,
      id: accountDebts.id,
      currency: accounts.currency,
      amount: accountDebts.amount,
      outstanding: accountDebts.outstanding,
      comment: accountDebts.comment,
      createdAt: accountDebts.createdAt,
    })
    .from(accountDebts)
    .innerJoin(accounts, eq(accounts.id, accountDebts.accountId))
    .where(and(inArray(accounts.userId, userIds), sql`${accountDebts.outstanding} > 0`))
    .orderBy(asc(accountDebts.id));
  for (const row of rows) {
    byUser.get(row.userId)?.push({
      id: row.id,
      currency: row.currency as CurrencyCcy,
      amount: moneyToJson(row.amount),
      outstanding: moneyToJson(row.outstanding),
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return byUser;
}
