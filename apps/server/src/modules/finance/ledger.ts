import { and, asc, eq, sql } from 'drizzle-orm';
import { COMMON_MESSAGES, CURRENCIES, CURRENCY_CODE, type CurrencyCcy, moneyToJson } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface AccountView {
  id: number;
  currency: { ccy: CurrencyCcy; code: number };
  balance: number;
}

/** Every customer holds one account per currency, opened at zero when they register. */
export async function openAccounts(db: Executor, userId: number): Promise<void> {
  await db
    .insert(accounts)
    .values(CURRENCIES.map((currency) => ({ userId, currency: currency.ccy })))
    .onConflictDoNothing();
}

export async function listAccounts(db: Executor, userId: number): Promise<AccountView[]> {
  const rows = await db
    .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return rows.map((row) => {
    const ccy = row.currency as CurrencyCcy;
    return { id: row.id, currency: { ccy, code: CURRENCY_CODE[ccy] }, balance: moneyToJson(row.balance) };
  });
}

export interface BalanceChange {
  userId: number;
  currency: CurrencyCcy;
  /** Exact decimal as text, e.g. "500.00"; negative for a debit. */
  amount: string;
  kind: string;
  comment: string;
  relatedUserId?: number;
}

/**
 * Changes a balance and writes its ledger row. Must run inside the caller's transaction: the UPDATE locks the
 * account row, so concurrent changes of one account queue up instead of reading a stale balance. Decimal
 * arithmetic happens in PostgreSQL's numeric type, never in floating point.
 */
export async function changeBalance(tx: Executor, change: BalanceChange) {
  const [account] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${change.amount}::numeric` })
    .where(and(eq(accounts.userId, change.userId), eq(accounts.currency, change.currency)))
    .returning({ id: accounts.id, balance: accounts.balance });
  if (!account) throw new AppError(409, 'ACCOUNT_NOT_FOUND', COMMON_MESSAGES.accountNotFound);
  const [entry] = await tx
    .insert(accountTransactions)
    .values({
      accountId: account.id,
      amount: change.amount,
      balanceAfter: account.balance,
      kind: change.kind,
      comment: change.comment,
      relatedUserId: change.relatedUserId,
    })
    .returning({ id: accountTransactions.id });
  return { accountId: account.id, balance: account.balance, transactionId: entry!.id };
}
