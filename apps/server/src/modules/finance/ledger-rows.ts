import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { CURRENCIES, type CurrencyCcy } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';

/**
 * A ledger row as the JSON text of `transactionSchema`, concatenated by PostgreSQL rather than built with
 * json_build_object and to_char: at 100,000 rows that halves the database's time (docs/decisions/009). Amounts are
 * numeric(14,2) text, valid JSON as they are, so no float ever touches them; the comment and the kind go through
 * to_json for escaping; the time is ISO 8601 in UTC with milliseconds (to_json of a timestamp, which drops trailing
 * zeros of the fraction). The account's currency is a constant of the row's branch (ledgerRowsOf).
 */
function rowJson(currency: (typeof CURRENCIES)[number]) {
  const balanceCurrency = `,"balanceCurrency":{"ccy":"${currency.ccy}","code":${currency.code}}`;
  return sql<string>`'{"id":' || ${accountTransactions.id}
  || ',"transDate":' || rtrim(to_json(date_trunc('milliseconds', ${accountTransactions.createdAt}) at time zone 'UTC')::text, '"')
  || 'Z","amount":' || ${accountTransactions.amount}
  || ',"balance":' || ${accountTransactions.balanceAfter}
  || ${sql.raw(`'${balanceCurrency}'`)}
  || ',"comment":' || to_json(${accountTransactions.comment})::text
  || ',"kind":' || to_json(${accountTransactions.kind})::text || '}'`.as('json');
}

/**
 * The ledger's rows of a customer (or one currency of theirs) as a subquery `ledger` of (id, createdAt, json):
 * one branch per account, `UNION ALL`, each its account's first `limit` rows in the page's order (no page needs
 * more of one account than it shows and skips in all). Each branch names its account by a scalar subquery and
 * orders and limits itself, so PostgreSQL reads `account_transactions_account_idx` (account_id, created_at, id)
 * backwards and merges the branches under the outer ORDER BY … LIMIT: the first page reads its own rows plus a few
 * per account, not a sort of the whole history (decision 042). A branch cannot be a plain filtered select: such a
 * branch is not flattened into the append and is planned without the outer order (a bitmap scan of every row).
 * `before` keeps only rows after that row in the page's order (newest first): the next chunk of a long page.
 */
export function ledgerRowsOf(
  db: Executor,
  userId: number,
  rows: { limit: number; currency?: CurrencyCcy; before?: number },
) {
  const { limit, currency, before } = rows;
  const cursor =
    before === undefined
      ? undefined
      : sql`(${accountTransactions.createdAt}, ${accountTransactions.id}) < ((select t.created_at
          from ${accountTransactions} as t where t.id = ${before}), ${before})`;
  const branches = CURRENCIES.filter((c) => !currency || c.ccy === currency).map((c) =>
    db
      .select({ id: accountTransactions.id, createdAt: accountTransactions.createdAt, json: rowJson(c) })
      .from(accountTransactions)
      .where(
        and(
          eq(
            accountTransactions.accountId,
            sql`(select ${accounts.id} from ${accounts}
              where ${accounts.userId} = ${userId} and ${accounts.currency} = ${c.ccy})`,
          ),
          cursor,
        ),
      )
      .orderBy(desc(accountTransactions.createdAt), desc(accountTransactions.id))
      .limit(limit),
  );
  const [first, second, ...rest] = branches;
  return (second ? unionAll(first!, second, ...rest) : first!).as('ledger');
}

/**
 * How many ledger rows a customer (or one currency of theirs) has: the sum of the accounts' `ledger_rows`, which a
 * trigger keeps in the inserting transaction (migration 0016), so the total never counts the history.
 */
export function ledgerTotal(userId: number, currency?: CurrencyCcy): SQL<number> {
  const owned = and(eq(accounts.userId, userId), currency ? eq(accounts.currency, currency) : undefined);
  return sql<number>`(select cast(coalesce(sum(${accounts.ledgerRows}), 0) as integer) from ${accounts}
    where ${owned})`.mapWith(Number);
}

/** The page's order: newest first, ties by id (the same order the index gives each account). */
export function ledgerOrder(ledger: ReturnType<typeof ledgerRowsOf>) {
  return [desc(ledger.createdAt), desc(ledger.id)];
}
