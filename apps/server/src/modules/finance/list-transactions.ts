import type { CurrencyCcy } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, pageOfJsonText } from '../../db/paginate.js';
import { readPage, type ReadScope } from '../../db/read/reader.js';
import { ledgerOrder, ledgerRowsOf, ledgerTotal } from './ledger-rows.js';

/**
 * The ledger's rows of a customer (or one currency of theirs), newest first, each as its JSON text, with the total
 * (the accounts' kept row counts): the per-account merge of `ledgerRowsOf`, so the first page reads a few index
 * entries instead of sorting the customer's whole history (issue 21, decision 042).
 */
function ledgerQuery(db: Executor, userId: number, request: PageRequest, currency?: CurrencyCcy) {
  const ledger = ledgerRowsOf(db, userId, { limit: request.page * request.size, currency });
  return db
    .select({ json: ledger.json, total: ledgerTotal(userId, currency).as('total') })
    .from(ledger)
    .orderBy(...ledgerOrder(ledger))
    .$dynamic();
}

/**
 * One page of a customer's ledger, newest first, over all their accounts (or one currency), as the JSON text of
 * `transactionPageSchema`. The spec's screen asks for up to 100,000 rows at once: each row comes from PostgreSQL
 * as its JSON text and the page is joined as text, which avoids parsing each row into objects and serialising it
 * again, most of the cost at that size (docs/decisions/009). One statement (`readPage`), with the session check
 * when the route asks for it; the desk's scope has none (its staff session is checked before).
 */
export async function transactionPageJson(
  scope: ReadScope,
  userId: number,
  request: PageRequest,
  currency?: CurrencyCcy,
): Promise<string> {
  const page = await readPage(scope, () => ledgerQuery(scope.db, userId, request, currency), request, {
    toItems: (rows) => rows.map((row) => row.json),
  });
  return pageOfJsonText(page);
}
