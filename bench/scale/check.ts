/**
 * The generated database checked after the fill (the fill ran without FK triggers): every foreign key holds,
 * balances equal their ledger rows' sums, tracks are unique, goods and parcels agree, every desk queue has work.
 * Prints the counts per status; answers the failures (empty when all hold).
 */
import type pg from 'pg';

async function one(client: pg.Client, sql: string): Promise<number> {
  const { rows } = await client.query(sql);
  return Number(Object.values(rows[0] as Record<string, unknown>)[0]);
}

/** Rows that break each foreign key of the public schema (single-column keys: all the schema has). */
async function orphanChecks(client: pg.Client): Promise<Array<[string, string]>> {
  const { rows } = await client.query(
    `select c.conname, c.conrelid::regclass::text as child, a.attname as col,
       c.confrelid::regclass::text as parent, pa.attname as pcol
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
     where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1`,
  );
  return rows.map((r) => [
    `no orphan ${r.conname as string}`,
    `select count(*) from ${r.child} c where c.${r.col} is not null
       and not exists (select 1 from ${r.parent} p where p.${r.pcol} = c.${r.col})`,
  ]);
}

/** Checks that must answer 0. */
const ZERO: Array<[string, string]> = [
  [
    'balance = sum of ledger rows, ledger_rows = their count',
    `select count(*) from accounts a left join (select account_id, sum(amount) as s, count(*) as n
       from account_transactions group by account_id) t on t.account_id = a.id
     where a.balance <> coalesce(t.s, 0) or a.ledger_rows <> coalesce(t.n, 0)`,
  ],
  [
    'balance = last balance_after',
    `select count(*) from (select distinct on (account_id) account_id, balance_after from account_transactions
       order by account_id, created_at desc, id desc) l join accounts a on a.id = l.account_id
     where a.balance <> l.balance_after`,
  ],
  ['no negative balance_after', `select count(*) from account_transactions where balance_after < 0`],
  [
    'goods_status_counts = goods per status',
    `select count(*) from (select user_id, status_id, count(*) as n from goods group by 1, 2) g
     full join (select user_id, status_id, sum(n) as n from goods_status_counts group by 1, 2) c using (user_id, status_id)
     where g.n is distinct from c.n`,
  ],
  ['incoming tracks unique', `select count(*) - count(distinct track_key) from goods`],
  [
    'goods in a parcel follow its status',
    `select count(*) from goods g join parcels p on p.id = g.parcel_id
     where (g.status_id = 30) <> (p.status_id >= 50 and p.status_id not in (100, 102, 800))`,
  ],
  [
    'sent parcels have an outgoing track',
    `select count(*) from parcels where status_id in (50, 200, 600, 950) and outgoing_declaration is null`,
  ],
  [
    'ledger references real top-ups',
    `select count(*) from account_transactions t where reference_type = 'top_up' and not exists (select 1 from top_ups u where u.id = t.reference_id)`,
  ],
  [
    'ledger references real parcels',
    `select count(*) from account_transactions t where reference_type = 'parcel' and not exists (select 1 from parcels p where p.id = t.reference_id)`,
  ],
];

/** Desk queues and sections that must not be empty. */
const NON_EMPTY: Array<[string, string]> = [
  ['recipients to review', `select count(*) from recipients where status_id = 1`],
  ['tickets new', `select count(*) from tickets where status_id = 6`],
  ['tickets open', `select count(*) from tickets where status_id = 7`],
  ['tickets waiting for the customer', `select count(*) from tickets where status_id = 8`],
  [
    'lots to buy (new, price, waiting, purchased)',
    `select count(*) from order_units where status_id in (10, 20, 50, 40)`,
  ],
  ['open waifs', `select count(*) from warehouse_receipts where claimed_by is null`],
  ['goods requests', `select count(*) from goods where status_id = 5`],
  ['pending approvals', `select count(*) from approval_requests where status_id = 1`],
  ['dead letters', `select count(*) from notification_deliveries where status_id = 4`],
  ['queued deliveries', `select count(*) from notification_deliveries where status_id = 1`],
  [
    'parcels on assembly / weighing / awaiting payment',
    `select count(*) from parcels where status_id in (20, 30, 33)`,
  ],
  [
    'open flights with parcels',
    `select count(*) from flight_parcels fp join flights f on f.id = fp.flight_id where f.status = 'open'`,
  ],
  ['storage fees owed', `select count(*) from goods where storage_fee_due > 0`],
  ['cargo', `select count(*) from cargos`],
];

export const PAST_FREE_DAYS = `select count(*) from goods where status_id in (11, 12, 20, 110, 111, 112, 113, 114, 140, 150)
  and received_at is not null and (received_at at time zone 'UTC')::date + 30 <= (now() at time zone 'UTC')::date`;

const STATUS_TABLES = ['goods', 'parcels', 'tickets', 'order_units', 'recipients', 'top_ups'];

export async function checkDatabase(client: pg.Client, log: (line: string) => void): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, sql] of [...ZERO, ...(await orphanChecks(client))]) {
    const n = await one(client, sql);
    if (n !== 0) failures.push(`${name}: ${n}`);
  }
  for (const [name, sql] of NON_EMPTY) {
    const n = await one(client, sql);
    log(`  ${name}: ${n.toLocaleString('en')}`);
    if (n === 0) failures.push(`${name}: empty`);
  }
  log(`  goods past their free days today: ${(await one(client, PAST_FREE_DAYS)).toLocaleString('en')}`);
  for (const table of STATUS_TABLES) {
    const { rows } = await client.query(
      `select status_id, count(*)::int as n from ${table} group by 1 order by 1`,
    );
    log(`  ${table} per status: ${rows.map((r) => `${r.status_id}: ${r.n}`).join(', ')}`);
  }
  return failures;
}
