import { type AnyColumn, and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  type Account,
  COMMON_MESSAGES,
  CURRENCIES,
  CURRENCY_CODE,
  type CurrencyCcy,
  fromMinorUnits,
  moneyToJson,
  notEnoughMoneyMessage,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import { AppError } from '../../errors.js';

/** An account as the API answers it (the domain's `accountSchema`). */
export type AccountView = Account;

/** Every customer holds one account per currency, opened at zero when they register. */
export async function openAccounts(db: Executor, userId: number): Promise<void> {
  await db
    .insert(accounts)
    .values(CURRENCIES.map((currency) => ({ userId, currency: currency.ccy })))
    .onConflictDoNothing();
}

interface AccountRow {
  id: number;
  currency: string;
  balance: string;
}

function toAccountView(row: AccountRow): AccountView {
  const ccy = row.currency as CurrencyCcy;
  return { id: row.id, currency: { ccy, code: CURRENCY_CODE[ccy] }, balance: moneyToJson(row.balance) };
}

export async function listAccounts(db: Executor, userId: number): Promise<AccountView[]> {
  const rows = await db
    .select({ id: accounts.id, currency: accounts.currency, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return rows.map(toAccountView);
}

/** The accounts of several customers at once (a staff page of customers). */
export async function accountsOfUsers(db: Executor, userIds: number[]): Promise<Map<number, AccountView[]>> {
  const byUser = new Map<number, AccountView[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: accounts.userId,
      id: accounts.id,
      currency: accounts.currency,
      balance: accounts.balance,
    })
    .from(accounts)
    .where(inArray(accounts.userId, userIds))
    .orderBy(asc(accounts.id));
  for (const row of rows) byUser.get(row.userId)?.push(toAccountView(row));
  return byUser;
}

/**
 * The accounts of the user in `userIdColumn` (or of this user id), as a column of another module's query (my-info reads the profile and
 * its balances in one statement); the balance travels as exact text.
 */
export function accountsColumn(userIdColumn: AnyColumn | SQL | number): SQL<AccountView[]> {
  return sql`(select coalesce(json_agg(json_build_object('id', ${accounts.id}, 'currency', ${accounts.currency},
    'balance', ${accounts.balance}::text) order by ${accounts.id}), '[]'::json)
    from ${accounts} where ${accounts.userId} = ${userIdColumn})`.mapWith((rows: AccountRow[] | string) =>
    (typeof rows === 'string' ? (JSON.parse(rows) as AccountRow[]) : rows).map(toAccountView),
  );
}

export interface BalanceChange {
  userId: number;
  currency: CurrencyCcy;
  /** Exact decimal as text, e.g. "500.00"; negative for a debit. */
  amount: string;
  kind: string;
  comment: string;
  relatedUserId?: number;
  /** What caused the row (`top_up`, `parcel`, `order`, `promo_code`, `conversion`, `correction`) and its id. */
  referenceType?: string;
  referenceId?: number;
  /** The staff member who made the change (corrections). */
  createdBy?: number;
}

const CHECK_VIOLATION = '23514';
/** SQLSTATE 23514 of the CHECK that keeps balances non-negative (drizzle wraps the driver's error in `cause`). */
function isNegativeBalanceViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code === CHECK_VIOLATION ? e : e?.cause;
  return pgError?.code === CHECK_VIOLATION && pgError.constraint === 'accounts_balance_not_negative';
}

/** 402 with the account's message and, when known, how much more it needs (minor units). */
export const notEnoughMoney = (currency: CurrencyCcy, shortfallMinor?: bigint) =>
  new AppError(
    402,
    'NOT_ENOUGH_MONEY',
    notEnoughMoneyMessage(currency),
    undefined,
    shortfallMinor === undefined
      ? undefined
      : { amount: moneyToJson(fromMinorUnits(shortfallMinor)), currency },
  );

/**
 * Changes a balance and writes its ledger row. Must run inside the caller's transaction: the UPDATE locks the
 * account row, so concurrent changes of one account queue up instead of reading a stale balance. Decimal
 * arithmetic happens in PostgreSQL's numeric type, never in floating point.
 *
 * A debit that would take the balance below zero matches no row of the conditional UPDATE (PostgreSQL re-checks
 * the condition on the newest version of a row another transaction just changed) and answers 402 with the
 * account's message; the CHECK `accounts_balance_not_negative` stays as the backstop and maps to the same 402.
 */
export async function changeBalance(tx: Executor, change: BalanceChange) {
  let account: { id: number; balance: string } | undefined;
  try {
    [account] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${change.amount}::numeric` })
      .where(
        and(
          eq(accounts.userId, change.userId),
          eq(accounts.currency, change.currency),
          sql`${accounts.balance} + ${change.amount}::numeric >= 0`,
        ),
      )
      .returning({ id: accounts.id, balance: accounts.balance });
  } catch (error) {
    if (isNegativeBalanceViolation(error)) throw notEnoughMoney(change.currency);
    throw error;
  }
  if (!account) {
    const [open] = await tx
      .select({ id: accounts.id, balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.userId, change.userId), eq(accounts.currency, change.currency)));
    if (!open) throw new AppError(409, 'ACCOUNT_NOT_FOUND', COMMON_MESSAGES.accountNotFound);
    // The debit is negative: what it lacks is the part the balance does not cover.
    throw notEnoughMoney(change.currency, -(toMinorUnits(open.balance) + toMinorUnits(change.amount)));
  }
  const [entry] = await tx
    .insert(accountTransactions)
    .values({
      accountId: account.id,
      amount: change.amount,
      balanceAfter: account.balance,
      kind: change.kind,
      comment: change.comment,
      relatedUserId: change.relatedUserId,
      referenceType: change.referenceType,
      referenceId: change.referenceId,
      createdBy: change.createdBy,
    })
    .returning({ id: accountTransactions.id, createdAt: accountTransactions.createdAt });
  return {
    accountId: account.id,
    balance: account.balance,
    transactionId: entry!.id,
    createdAt: entry!.createdAt,
  };
}

/**
 * Locks several of a customer's accounts in one fixed order (by id) before a change that touches more than one,
 * so two conversions in opposite directions queue instead of deadlocking on each other's rows.
 */
export async function lockAccounts(tx: Executor, userId: number, currencies: CurrencyCcy[]): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.currency, currencies)))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** One account's row, locked, to decide a change from its balance (409 when the customer has no such account). */
export async function accountForUpdate(tx: Executor, userId: number, currency: CurrencyCcy) {
  const [account] = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
    .for('update');
  if (!account) throw new AppError(409, 'ACCOUNT_NOT_FOUND', COMMON_MESSAGES.accountNotFound);
  return account;
}

export type LedgerEntry = Awaited<ReturnType<typeof changeBalance>>;

/**
 * The sum and number of one customer's ledger rows of one kind (e.g. referral rewards) in one currency, created in
 * [from, to). Other modules ask this instead of reading the ledger; the sum is exact decimal text.
 */
export async function sumLedgerAmount(
  db: Executor,
  query: { userId: number; kind: string; currency: CurrencyCcy; from?: Date; to?: Date },
): Promise<{ amount: string; count: number }> {
  const conditions = [
    eq(accounts.userId, query.userId),
    eq(accounts.currency, query.currency),
    eq(accountTransactions.kind, query.kind),
  ];
  if (query.from) conditions.push(gte(accountTransactions.createdAt, query.from));
  if (query.to) conditions.push(lt(accountTransactions.createdAt, query.to));
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${accountTransactions.amount}), 0)::numeric(14,2)`,
      count: count(),
    })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(and(...conditions));
  return { amount: row?.amount ?? '0.00', count: row?.count ?? 0 };
}
