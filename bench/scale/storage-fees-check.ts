import type pg from 'pg';

/** The money of the whole database that a storage day moves: debts on goods and rouble balances. */
export async function moneySnapshot(client: pg.Client) {
  const { rows } = await client.query<{ due: string; balances: string; negative: number }>(`
    select (select coalesce(sum(storage_fee_due), 0)::text from goods) as due,
      (select coalesce(sum(balance), 0)::text from accounts where currency = 'RUB') as balances,
      (select count(*)::integer from accounts where balance < 0) as negative`);
  return rows[0]!;
}
export type MoneySnapshot = Awaited<ReturnType<typeof moneySnapshot>>;

/** Exact difference of two decimal texts in minor units (no floating point on money, even in the bench). */
const minor = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};

/**
 * Whether `day` was charged exactly once per good and its money adds up: every chargeable good has one row; the
 * ledger rows the day's charges point at hold exactly their fees (one row per customer); what the ledger took is
 * what the balances lost; the fees no ledger row took are what the goods' debts grew by; no balance is negative.
 */
export async function checkStorageDay(
  client: pg.Client,
  day: string,
  fee: string,
  chargeable: number,
  before: MoneySnapshot,
) {
  const { rows } = await client.query<Record<string, string | number>>(
    `with charges as (select * from storage_charges where day = $1::date),
      rows as (
        select t.id, t.account_id, -t.amount as taken, count(c.good_id) as goods
        from account_transactions t join charges c on c.transaction_id = t.id
        group by t.id, t.account_id, t.amount)
     select (select count(*)::integer from charges) as charges,
       (select count(distinct good_id)::integer from charges) as goods,
       (select count(*)::integer from charges where transaction_id is null) as owed,
       (select coalesce(sum(amount), 0)::text from charges) as charged,
       (select coalesce(sum(taken), 0)::text from rows) as ledger,
       (select count(*)::integer from rows) as "ledgerRows",
       (select count(*)::integer from rows where taken <> goods * $2::numeric) as "wrongRows",
       (select count(*)::integer from (select account_id from rows group by account_id having count(*) > 1) m)
         as "accountsWithTwoRows"`,
    [day, fee],
  );
  const r = rows[0]!;
  const after = await moneySnapshot(client);
  const dueGrew = minor(after.due) - minor(before.due);
  const balancesLost = minor(before.balances) - minor(after.balances);
  const ledger = minor(String(r.ledger));
  const problems = [
    r.charges !== chargeable && `${r.charges} charges for ${chargeable} chargeable goods`,
    r.goods !== r.charges && `${r.charges} charges for ${r.goods} goods: a good charged twice`,
    Number(r.wrongRows) > 0 && `${r.wrongRows} ledger rows differ from their goods' fees`,
    Number(r.accountsWithTwoRows) > 0 && `${r.accountsWithTwoRows} accounts with two rows for the day`,
    balancesLost !== ledger && `balances lost ${balancesLost} minor units, the ledger took ${ledger}`,
    dueGrew !== BigInt(r.owed ?? 0) * minor(fee) && `debts grew by ${dueGrew}, ${r.owed} fees owed`,
    ledger + dueGrew !== minor(String(r.charged)) && `ledger + debts ≠ charges (${r.charged})`,
    after.negative > 0 && `${after.negative} negative balances`,
  ].filter(Boolean) as string[];
  return { ...r, dueGrew: (Number(dueGrew) / 100).toFixed(2), problems };
}
