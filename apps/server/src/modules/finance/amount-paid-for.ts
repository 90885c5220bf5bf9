import { and, eq, sql } from 'drizzle-orm';
import type { CurrencyCcy } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import type { LedgerReference } from './credit-debit.js';

/**
 * What the customer paid for one thing (a parcel, a cargo) and has not been given back, read from the ledger: minus
 * the sum of the rows of `currency` that name it (its payment and any refund of it), as exact decimal text; "0.00"
 * when nothing was paid. A refund credits exactly this, so it never differs from what was debited, whatever the
 * price column says now.
 */
export async function amountPaidFor(
  db: Executor,
  query: { userId: number; currency: CurrencyCcy; reference: LedgerReference },
): Promise<string> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(-sum(${accountTransactions.amount}), 0)::numeric(14,2)::text` })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(
      and(
        eq(accounts.userId, query.userId),
        eq(accounts.currency, query.currency),
        eq(accountTransactions.referenceType, query.reference.type),
        eq(accountTransactions.referenceId, query.reference.id),
      ),
    );
  return row?.paid ?? '0.00';
}
