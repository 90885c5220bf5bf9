import type pg from 'pg';

/** The size of the bench's own fill: issue 33's full scale by default. */
export interface FillSize {
  customers: number;
  goods: number;
  /** Goods on the shelf past their free days on the run's day (the storage-fee run's work). */
  pastFreeDays: number;
}

/**
 * A quick stand-in for the scale generator's database (until one is there, or with `--fill`): only what the
 * storage-fee run reads — customers, their rouble accounts (a third empty, a third with 25 ₽, a third rich) and
 * `goods` rows, most of them long sent, `pastFreeDays` on the shelf past 30 free days and 100,000 on the shelf
 * within them, spread over customers so that a few hold thousands and most a handful. Set-based, in a migrated
 * empty database.
 */
export async function fillStorageBench(client: pg.Client, size: FillSize): Promise<void> {
  // A skewed customer for good g: the cube of a stable hash in [0, 1) puts most goods on the low ids.
  const customerOf = (g: string) =>
    `($3::integer + floor(${size.customers} * power((hashint4(${g}) & 2147483647) / 2147483648.0, 3)))::integer`;
  await client.query('begin');
  await client.query(
    `insert into users (email, password_hash, referral_code)
     select 'storage.bench.' || g || '@example.ru', 'not-a-hash', 'SFB' || g from generate_series(1, $1) g`,
    [size.customers],
  );
  await client.query(`
    insert into accounts (user_id, currency, balance)
    select u.id, c.ccy, case when c.ccy <> 'RUB' or u.id % 3 = 0 then 0 when u.id % 3 = 1 then 25 else 100000 end
    from users u cross join (values ('RUB'), ('CNY'), ('USD'), ('EUR')) as c(ccy)
    on conflict do nothing`);
  const first = await client.query<{ id: number }>(
    `select min(id) as id from users where email like 'storage.bench.%'`,
  );
  await client.query(
    `insert into goods (user_id, incoming_declaration, track_key, status_id, qty, price, description, info_url,
       additional_services_ids, received_at, created_at)
     select ${customerOf('g')}, 'SFB' || g, 'SFB' || g,
       case when g <= $2 + 100000 then 20 else 30 end, 1, 100, 'Товар ' || g, 'https://example.ru/' || g,
       '{}'::smallint[], received, received - interval '10 days'
     from generate_series(1, $1) g,
       lateral (select now() - make_interval(days => case
         when g <= $2 then 31 + g % 150
         when g <= $2 + 100000 then g % 30
         else 31 + g % 1064 end) as received) r`,
    [size.goods, size.pastFreeDays, first.rows[0]!.id],
  );
  await client.query('commit');
  await client.query('vacuum analyze goods');
  await client.query('vacuum analyze accounts');
}
