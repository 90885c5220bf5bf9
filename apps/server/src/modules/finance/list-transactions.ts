import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CURRENCIES, type CurrencyCcy, type TransactionPage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import type { PageRequest } from '../../db/paginate.js';

const currencyCode = sql.raw(
  `(case a.currency ${CURRENCIES.map((c) => `when '${c.ccy}' then ${c.code}`).join(' ')} end)::text`,
);

/**
 * One page of a customer's ledger, newest first, over all their accounts (or one currency), as the JSON text of
 * `transactionPageSchema`, built by PostgreSQL. The spec's screen asks for up to 100,000 rows at once: building the
 * answer in the database (json_agg) and sending the text as it is avoids parsing each row into objects and
 * serialising it again, which is most of the cost at that size (docs/decisions/009). Amounts stay numeric(14,2)
 * all the way, so no float ever touches them.
 */
export async function transactionPageJson(
  db: Executor,
  userId: number,
  request: PageRequest,
  currency?: CurrencyCcy,
): Promise<string> {
  const byCurrency = currency ? sql`and a.currency = ${currency}` : sql``;
  const offset = (request.page - 1) * request.size;
  // Each row is concatenated as text rather than built with json_build_object and to_char: at 100,000 rows that
  // halves the database's time (measured in docs/decisions/009). Numbers are numeric(14,2) text, valid JSON as
  // they are; the comment and the kind go through to_json for escaping; the time is ISO 8601 in UTC with
  // milliseconds (to_json of a timestamp, which drops trailing zeros of the fraction).
  const result = await db.execute(sql`
    with mine as (
      select a.id, '{"ccy":"' || a.currency || '","code":' || ${currencyCode} || '}' as currency_json
      from ${accounts} a
      where a.user_id = ${userId} ${byCurrency}
    ), page as (
      select t.id, t.created_at, t.amount, t.balance_after, t.comment, t.kind, m.currency_json
      from ${accountTransactions} t join mine m on m.id = t.account_id
      order by t.created_at desc, t.id desc
      limit ${request.size} offset ${offset}
    ), items as (
      -- The rows arrive in the page's order (a sorted subquery feeds the aggregate).
      select string_agg(
        '{"id":' || p.id
          || ',"transDate":' || rtrim(to_json(date_trunc('milliseconds', p.created_at) at time zone 'UTC')::text, '"')
          || 'Z","amount":' || p.amount
          || ',"balance":' || p.balance_after
          || ',"balanceCurrency":' || p.currency_json
          || ',"comment":' || to_json(p.comment)::text
          || ',"kind":' || to_json(p.kind)::text || '}',
        ',') as list
      from page p
    ), total as (
      select count(*)::int as n from ${accountTransactions} t join mine m on m.id = t.account_id
    )
    select '{"data":[' || coalesce(items.list, '') || '],"totalElements":' || total.n
      || ',"totalPages":' || case when total.n > ${request.size} then ceil(total.n::numeric / ${request.size})::int else 0 end
      || ',"page":' || ${request.page}::int || '}' as body
    from items, total`);
  // Both drivers answer `{ rows }`; the text column comes back as the JSON text itself.
  return (result as unknown as { rows: Array<{ body: string }> }).rows[0]!.body;
}

/**
 * Sends the page's JSON text under the route's `transactionPageSchema`: Fastify sends a string with a JSON content
 * type as it is, without running the serialiser (the schema still describes it in the OpenAPI document).
 */
export function asPrebuiltJson(reply: FastifyReply, text: string): TransactionPage {
  void reply.type('application/json; charset=utf-8');
  return text as unknown as TransactionPage;
}
