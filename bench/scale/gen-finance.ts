/**
 * Money: top-ups and the ledger. A customer's ledger rows come in blocks of five on one account — a top-up of at
 * least 2,000 then four debits of at most 499 — so no balance_after is ever negative; balance_after is the running
 * sum and each account's balance and ledger_rows are set from its rows, as the ledger functions would leave them.
 * Debits reference the customer's real parcels (RUB) and paid lots (CNY); credits their top-ups.
 */
import { exec, hash01, type Phase } from './gen-support.ts';

const CURRENCY = (b: string) =>
  `case when ${b} % 20 < 14 then 'RUB' when ${b} % 20 < 19 then 'CNY' else 'USD' end`;
const AT = (k: string) => `c.created_at + (now() - c.created_at) * ((${k})::float8 / (c.ledger_n + 1))`;

export const financePhase: Phase = {
  name: 'top-ups, ledger, balances, approvals',
  async run(client, plan) {
    await exec(
      client,
      `insert into top_ups (user_id, method, provider, provider_payment_id, status_id, amount, currency, received_amount,
         idempotency_key, failure_reason, created_at, updated_at, paid_at, expires_at)
       select user_id, case when cur = 'USD' then 'crypto' else 'card' end,
         case when cur = 'USD' then 'sandbox-crypto' else 'sandbox-card' end,
         'sbx-' || user_id || '-' || b || '-' || st, st, amount, cur, case when st = 3 then amount end,
         'scale-' || user_id || '-' || b || '-' || st, case when st = 4 then 'Банк отклонил платёж' end,
         at, at, case when st = 3 then at end, at + interval '1 hour'
       from (
         select c.user_id, b, ${CURRENCY('b')} as cur, 3 as st, ${AT('b * 5 + 1')} as at,
           (2000 + floor(${hash01('c.idx * 4099 + b', 60)} * 999) + (b % 100) / 100.0)::numeric(14,2) as amount
         from gen_customer c, generate_series(0, (c.ledger_n - 1) / 5) as b where c.ledger_n > 0
         union all
         select c.user_id, 100000 + b, 'RUB', case when b % 3 = 0 then 7 else 4 end,
           ${AT('(b * 37) % (c.ledger_n + 1)')}, 1500
         from gen_customer c, generate_series(1, floor(c.ledger_n * 0.01 + ${hash01('c.idx', 61)})::int) as b
         union all
         select c.user_id, 200000, 'RUB', 2, now() - interval '20 minutes', 3000 from gen_customer c where c.idx % 200 = 5
       ) t order by at;
       create temp table gen_topup as
       select id, user_id, row_number() over (partition by user_id order by id) - 1 as b from top_ups where status_id = 3;
       create index on gen_topup (user_id, b); analyze gen_topup;`,
    );
    await exec(
      client,
      `insert into account_transactions (account_id, amount, balance_after, kind, comment, reference_type, reference_id,
         created_at)
       select a.id, amount, sum(amount) over (partition by r.user_id, r.cur order by r.k), kind,
         case kind when 'top_up' then 'Пополнение банковской картой' when 'parcel_payment' then 'Оплата посылки №' || ref
           when 'order_payment' then 'Оплата лота №' || ref else 'Конвертация валюты' end,
         case kind when 'top_up' then 'top_up' when 'parcel_payment' then 'parcel' when 'order_payment' then 'orderUnit'
           else 'conversion' end, ref, at
       from (
         select r.*, case when j = 0 then 'top_up' when cur = 'RUB' or (cur = 'CNY' and l.id is null) then 'parcel_payment'
             when cur = 'CNY' then 'order_payment' else 'conversion' end as kind,
           case when j = 0 then t.id when cur = 'RUB' or (cur = 'CNY' and l.id is null) then p.id when cur = 'CNY' then l.id end as ref
         from (
           select c.user_id, c.idx, c.parcels_n, c.lots_n, k, (k - 1) / 5 as b, (k - 1) % 5 as j, ${CURRENCY('((k - 1) / 5)')} as cur,
             ${AT('k')} as at,
             case when (k - 1) % 5 = 0 then (2000 + floor(${hash01('c.idx * 4099 + (k - 1) / 5', 60)} * 999) + (((k - 1) / 5) % 100) / 100.0)
               else -(300 + floor(${hash01('c.idx * 4099 + k', 62)} * 199)) end::numeric(14,2) as amount
           from gen_customer c, generate_series(1, c.ledger_n) as k
         ) r
         left join gen_topup t on r.j = 0 and t.user_id = r.user_id and t.b = r.b
         left join gen_parcel p on r.j > 0 and p.user_id = r.user_id and p.k = 1 + (r.b * 4 + r.j) % greatest(r.parcels_n, 1)
         left join gen_lot l on r.j > 0 and r.cur = 'CNY' and r.lots_n > 0 and l.user_id = r.user_id
           and l.k = 1 + (r.b * 4 + r.j) % greatest(r.lots_n, 1)
       ) r join accounts a on a.user_id = r.user_id and a.currency = r.cur
       order by at`,
    );
    await exec(
      client,
      `update accounts a set balance = s.balance, ledger_rows = s.n
       from (select account_id, sum(amount) as balance, count(*)::integer as n from account_transactions group by account_id) s
       where a.id = s.account_id`,
    );
    const [finance1, finance2] = plan.staff.finance;
    await exec(
      client,
      `insert into approval_requests (kind, status_id, payload, summary, amount_rub, object_type, object_id, user_id, reason,
         requested_by, requested_at, decided_by, decided_at)
       select 'correction', case when n <= 30 then 1 when n % 5 = 0 then 3 else 2 end,
         jsonb_build_object('userId', c.user_id, 'currency', 'RUB', 'amount', '500.00'),
         'Корректировка баланса клиента ' || c.user_id || ': +500.00 RUB', 500, 'account', c.user_id::text, c.user_id,
         'Возврат за повреждённый товар', ${finance1}, now() - make_interval(hours => n * 7),
         case when n > 30 then ${finance2} end, case when n > 30 then now() - make_interval(hours => n * 7 - 2) end
       from generate_series(1, 300) as n join gen_customer c on c.idx = 3 + n * 13 % greatest(${plan.customers} - 3, 1)`,
    );
  },
};
