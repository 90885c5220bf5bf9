import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CURRENCIES, type CurrencyCcy, type TransactionPage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import type { PageRequest } from '../../db/paginate.js';

const currencyCode = sql.raw(
  `case a.currency ${CURRENCIES.map((c) => `when '${c.ccy}' then ${c.code}`).join(' ')} end`,
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
  const result = await db.execute(sql`
    with mine as (
      select a.id, a.currency, ${currencyCode} as code from ${accounts} a
      where a.user_id = ${userId} ${byCurrency}
    ), page as (
      select t.id, t.created_at, t.amount, t.balance_after, t.comment, t.kind, m.currency, m.code
      from ${accountTransactions} t join mine m on m.id = t.account_id
      order by t.created_at desc, t.id desc
      limit ${request.size} offset ${offset}
    ), total as (
      select count(*)::int as n from ${accountTransactions} t join mine m on m.id = t.account_id
    )
    select json_build_object(
      'data', coalesce((select json_agg(json_build_object(
        'id', p.id,
        'transDate', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'amount', p.amount,
        'balance', p.balance_after,
        'balanceCurrency', json_build_object('ccy', p.currency, 'code', p.code),
        'comment', p.comment,
        'kind', p.kind
      ) order by p.created_at desc, p.id desc) from page p), '[]'::json),
      'totalElements', total.n,
      'totalPages', case when total.n > ${request.size} then ceil(total.n::numeric / ${request.size})::int else 0 end,
      'page', ${request.page}::int
    )::text as body
    from total`);
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
