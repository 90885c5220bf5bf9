/** The heavy account's money: top-ups and a ledger of two years on four currency accounts. */
import { TOP_UP_STATUS } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { topUps } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

/** 200 top-ups over two years: mostly card payments that went through, some crypto, some failed or refunded. */
export const topUpSeeder: Seeder = {
  name: 'top-ups (200)',
  async seed(db, account) {
    const statusOf = (i: number) =>
      i % 17 === 0
        ? TOP_UP_STATUS.FAILED
        : i % 41 === 0
          ? TOP_UP_STATUS.REFUNDED
          : i === 199
            ? TOP_UP_STATUS.PENDING
            : TOP_UP_STATUS.SUCCEEDED;
    const rows = Array.from({ length: 200 }, (_, i) => {
      const crypto = i % 5 === 0;
      const statusId = statusOf(i);
      const at = createdAt(i, 200);
      return {
        userId: account.userId,
        method: crypto ? 'crypto' : 'card',
        provider: crypto ? 'sandbox-crypto' : 'sandbox-card',
        providerPaymentId: crypto
          ? `INV-B${String(i).padStart(7, '0')}`
          : `sbx_bench${String(i).padStart(19, '0')}`,
        statusId,
        amount: crypto ? `${50 + (i % 10) * 25}.00` : `${1000 + (i % 30) * 500}.00`,
        currency: crypto ? 'USD' : 'RUB',
        idempotencyKey: `bench-top-up-${i}`,
        failureReason: statusId === TOP_UP_STATUS.FAILED ? 'Банк отклонил платёж' : null,
        createdAt: at,
        updatedAt: at,
        paidAt: statusId === TOP_UP_STATUS.SUCCEEDED || statusId === TOP_UP_STATUS.REFUNDED ? at : null,
      };
    });
    return insertChunked(db, rows, (tx, chunk) => tx.insert(topUps).values(chunk));
  },
};

/** How many ledger rows the heavy account holds (the web asks for them all at once: offset=100000). */
export const LEDGER_ROWS = 100_000;

/**
 * 100,000 ledger rows over two years in one INSERT … SELECT generate_series (the append-only trigger allows
 * inserts), spread over the four accounts (RUB 12 of 20 rows, CNY 6, USD 1, EUR 1). Per account, every fifth row
 * pair is a debit of at most 700 between credits of at least 1000, so no balance_after is ever negative;
 * balance_after is the running sum, and the account's balance is set to its last one, as the ledger functions
 * would have left them.
 */
export const ledgerSeeder: Seeder = {
  name: `ledger (${LEDGER_ROWS.toLocaleString('en')} rows on four accounts, two years)`,
  async seed(db, account) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with rows as (
          select g,
            case when g % 20 < 12 then 'RUB' when g % 20 < 18 then 'CNY' when g % 20 = 18 then 'USD' else 'EUR' end
              as currency,
            (g / 20) % 5 in (2, 4) as is_debit,
            now() - make_interval(mins => (${LEDGER_ROWS} - g) * 10) as created_at
          from generate_series(1, ${LEDGER_ROWS}) as g
        ), amounts as (
          select r.*, a.id as account_id,
            case when r.is_debit then -(100 + (r.g * 37) % 600)::numeric(14,2)
                 else (1000 + (r.g * 53) % 1000 + (r.g % 100) / 100.0)::numeric(14,2) end as amount
          from rows r join accounts a on a.user_id = ${account.userId} and a.currency = r.currency
        )
        insert into account_transactions (account_id, amount, balance_after, kind, comment, reference_type,
          reference_id, created_at)
        select account_id, amount,
          sum(amount) over (partition by account_id order by g),
          case when not is_debit then 'top_up' when g % 3 = 0 then 'order_payment' else 'parcel_payment' end,
          case when not is_debit then 'Пополнение банковской картой'
               when g % 3 = 0 then 'Оплата заказа ' || g else 'Оплата посылки ' || g end,
          case when not is_debit then null when g % 3 = 0 then 'order' else 'parcel' end,
          case when is_debit then g end,
          created_at
        from amounts order by g`);
      await tx.execute(sql`
        update accounts a set balance = coalesce(
          (select t.balance_after from account_transactions t where t.account_id = a.id order by t.id desc limit 1), 0)
        where a.user_id = ${account.userId}`);
    });
    return LEDGER_ROWS;
  },
};
