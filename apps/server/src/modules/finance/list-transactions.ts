import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CURRENCIES, type CurrencyCcy, type TransactionPage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import { type PageRequest, pageOfJsonText, paginate, paginateInSession } from '../../db/paginate.js';

const currencyCode = sql`(case ${accounts.currency} ${sql.raw(
  CURRENCIES.map((c) => `when '${c.ccy}' then '${c.code}'`).join(' '),
)} end)`;

/**
 * A ledger row as the JSON text of `transactionSchema`, concatenated by PostgreSQL rather than built with
 * json_build_object and to_char: at 100,000 rows that halves the database's time (docs/decisions/009). Amounts are
 * numeric(14,2) text, valid JSON as they are, so no float ever touches them; the comment and the kind go through
 * to_json for escaping; the time is ISO 8601 in UTC with milliseconds (to_json of a timestamp, which drops trailing
 * zeros of the fraction).
 */
const rowJson = sql<string>`'{"id":' || ${accountTransactions.id}
  || ',"transDate":' || rtrim(to_json(date_trunc('milliseconds', ${accountTransactions.createdAt}) at time zone 'UTC')::text, '"')
  || 'Z","amount":' || ${accountTransactions.amount}
  || ',"balance":' || ${accountTransactions.balanceAfter}
  || ',"balanceCurrency":{"ccy":"' || ${accounts.currency} || '","code":' || ${currencyCode} || '}'
  || ',"comment":' || to_json(${accountTransactions.comment})::text
  || ',"kind":' || to_json(${accountTransactions.kind})::text || '}'`.as('json');

/**
 * The ledger's rows of a customer (or one currency of theirs), newest first, each as its JSON text. The total is
 * a count of its own (an index-only scan) rather than `count(*) over ()`: a window over 100,000 rows sorts them
 * all, where the page alone needs only the top rows of the sort (issue 21: the first page of 20).
 */
function ledgerQuery(db: Executor, userId: number, currency?: CurrencyCcy) {
  const owned = and(eq(accounts.userId, userId), currency ? eq(accounts.currency, currency) : undefined);
  const total = sql<number>`(select cast(count(*) as integer) from ${accountTransactions}
    inner join ${accounts} on ${accounts.id} = ${accountTransactions.accountId} where ${owned})`
    .mapWith(Number)
    .as('total');
  return db
    .select({ json: rowJson, total })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(owned)
    .orderBy(desc(accountTransactions.createdAt), desc(accountTransactions.id))
    .$dynamic();
}

/**
 * One page of a customer's ledger, newest first, over all their accounts (or one currency), as the JSON text of
 * `transactionPageSchema`. The spec's screen asks for up to 100,000 rows at once: each row comes from PostgreSQL
 * as its JSON text and the page is joined as text, which avoids parsing each row into objects and serialising it
 * again, most of the cost at that size (docs/decisions/009). The page, its total and `totalPages` come from
 * `paginate()` like every other list. This one is the desk's (its staff session is checked before).
 */
export async function transactionPageJson(
  db: Executor,
  userId: number,
  request: PageRequest,
  currency?: CurrencyCcy,
): Promise<string> {
  const page = await paginate(
    () => ledgerQuery(db, userId, currency),
    request,
    (rows) => rows.map((row) => row.json),
  );
  return pageOfJsonText(page);
}

/**
 * The customer's own ledger page (`transactionPageJson`) in one statement with the session check
 * (`paginateInSession`); null when the session is not open.
 */
export async function transactionPageJsonInSession(
  db: Executor,
  userId: number,
  request: PageRequest,
  sessionOpen: SQL,
  currency?: CurrencyCcy,
): Promise<string | null> {
  const page = await paginateInSession(
    db,
    () => ledgerQuery(db, userId, currency),
    request,
    sessionOpen,
    (rows) => rows.map((row) => row.json),
  );
  return page && pageOfJsonText(page);
}

/**
 * Sends the page's JSON text under the route's `transactionPageSchema`: Fastify sends a string with a JSON content
 * type as it is, without running the serialiser (the schema still describes it in the OpenAPI document).
 */
export function asPrebuiltJson(reply: FastifyReply, text: string): TransactionPage {
  void reply.type('application/json; charset=utf-8');
  return text as unknown as TransactionPage;
}
