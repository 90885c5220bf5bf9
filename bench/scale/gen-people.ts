/**
 * The people: staff with real roles, ~100,000 customers (most small, a long tail of big ones, the heavy and the
 * typical customer of contract.ts), their accounts and addresses. `gen_customer` is the plan every later phase reads:
 * one row per customer with how many goods, parcels, ledger rows, tickets and orders it gets.
 */
import {
  SCALE_HEAVY_CUSTOMER_EMAIL,
  SCALE_OWNER_EMAIL,
  SCALE_TYPICAL_CUSTOMER_EMAIL,
  SCALE_WAREHOUSE_EMAIL,
} from './contract.ts';
import { dateAt, exec, hash01, type Phase, type Plan } from './gen-support.ts';

const STAFF: Array<[email: string, name: string, roles: string]> = [
  [SCALE_OWNER_EMAIL, 'Владелец', 'owner'],
  [SCALE_WAREHOUSE_EMAIL, 'Склад Гуанчжоу', 'warehouse'],
  ['scale.support1@example.ru', 'Ольга', 'support'],
  ['scale.support2@example.ru', 'Марина', 'support'],
  ['scale.support3@example.ru', 'Денис', 'support'],
  ['scale.finance1@example.ru', 'Анна', 'finance'],
  ['scale.finance2@example.ru', 'Игорь', 'finance'],
  ['scale.buyer1@example.ru', 'Ли Вэй', 'buyer'],
  ['scale.buyer2@example.ru', 'Чжан Мин', 'buyer'],
];

export const SURNAMES = `'{Иванов,Смирнов,Кузнецов,Попов,Васильев,Петров,Соколов,Михайлов,Новиков,Фёдоров,Морозов,Волков,Алексеев,Лебедев,Семёнов,Егоров,Павлов,Козлов,Степанов,Николаев,Орлов,Андреев,Макаров,Никитин,Захаров,Зайцев,Соловьёв,Борисов,Яковлев,Григорьев}'::text[]`;
export const NAMES = `'{Александр,Дмитрий,Максим,Сергей,Андрей,Алексей,Артём,Илья,Кирилл,Михаил,Анна,Мария,Елена,Ольга,Наталья,Екатерина,Татьяна,Ирина,Светлана,Юлия}'::text[]`;

export function staffPhase(passwordHash: string): Phase {
  return {
    name: 'staff',
    async run(client, plan) {
      for (const [email, name, role] of STAFF) {
        const [row] = await exec(
          client,
          `insert into users (email, password_hash, role, name, referral_code, staff_roles, created_at)
           values ($1, $2, 'staff', $3, $4, array[$5]::text[], now() - interval '3 years') returning id`,
          [email, passwordHash, name, `STAFF${email.split('@')[0]!.replace(/\W/g, '').toUpperCase()}`, role],
        );
        const id = Number(row!.id);
        if (role === 'owner') plan.staff.owner = id;
        else if (role === 'warehouse') plan.staff.warehouse = id;
        else plan.staff[role as 'support' | 'finance' | 'buyer'].push(id);
      }
    },
  };
}

/** The plan: each customer's size. 20 % have no goods; 0.3 % are big (300–3,300 goods); the rest log-normal. */
async function planCustomers(client: Parameters<Phase['run']>[0], plan: Plan) {
  await exec(
    client,
    `create temp table gen_customer as
     select g as idx, null::integer as user_id,
       case when g <= 2 then 0
            when ${hash01('g', 1)} < 0.2 then 0
            when ${hash01('g', 2)} < 0.003 then 300 + ${hash01('g', 3)} * 3000
            else exp(ln(8) + 2 * (${hash01('g', 4)} + ${hash01('g', 5)} + ${hash01('g', 6)} - 1.5)) end as w,
       case when g <= 2 then now() - interval '1095 days' else ${dateAt(hash01('g', 7))} end as created_at
     from generate_series(1, $1::integer) as g`,
    [plan.customers],
  );
  const others = plan.goods - plan.heavyGoods - plan.typicalGoods;
  const ratio = (n: number) => n / plan.goods;
  await exec(
    client,
    `alter table gen_customer add column goods_n integer;
     update gen_customer set goods_n = case idx when 1 then ${plan.heavyGoods} when 2 then ${plan.typicalGoods}
       else floor(w * ${others} / (select sum(w) from gen_customer where idx > 2) + ${hash01('idx', 8)}) end;
     alter table gen_customer
       add column parcels_n integer, add column in_parcel_n integer, add column ledger_n integer,
       add column tickets_n integer, add column orders_n integer, add column recipients_n integer,
       add column addresses_n integer;
     update gen_customer set
       parcels_n = case when goods_n = 0 then 0 else greatest(1, floor(goods_n * ${ratio(plan.parcels)} + ${hash01('idx', 9)})) end,
       ledger_n = floor(goods_n * ${ratio(plan.ledgerRows)} + ${hash01('idx', 10)}),
       tickets_n = floor(goods_n * ${ratio(plan.tickets)} + ${hash01('idx', 11)}),
       orders_n = floor(goods_n * 0.05 + ${hash01('idx', 12)}),
       recipients_n = case idx when 1 then 50 when 2 then 2 else (goods_n > 0)::int + floor(${hash01('idx', 13)} * 1.6) end,
       addresses_n = case idx when 1 then 50 when 2 then 2 else 1 + floor(${hash01('idx', 14)} * 1.5) end;
     update gen_customer set in_parcel_n = least(goods_n, round(goods_n * 0.72));
     alter table gen_customer add column goods_off bigint;
     update gen_customer c set goods_off = o.off from (select idx, sum(goods_n) over (order by idx) - goods_n as off from gen_customer) o where o.idx = c.idx;`,
  );
}

export const customersPhase: Phase = {
  name: 'customers (plan, users, accounts, addresses)',
  async run(client, plan) {
    await planCustomers(client, plan);
    const hash = (await exec(client, `select password_hash from users where id = $1`, [plan.staff.owner]))[0]!
      .password_hash as string;
    await exec(
      client,
      `with ins as (
         insert into users (email, password_hash, name, surname, phone, referral_code, registration_source_id,
           referrer_id, last_sign_in_at, created_at, updated_at)
         select case idx when 1 then $2 when 2 then $3 else 'customer' || idx || '@example.ru' end,
           $1, (${NAMES})[1 + idx % 20], (${SURNAMES})[1 + (idx / 20) % 30] || case when idx % 20 >= 10 then 'а' else '' end,
           '79' || lpad(((idx::bigint * 7919 + 1000) % 1000000000)::text, 9, '0'),
           'SC' || idx, 1 + idx % 3, null, created_at + (now() - created_at) * ${hash01('idx', 15)}, created_at, created_at
         from gen_customer order by created_at
         returning id, referral_code)
       update gen_customer c set user_id = ins.id from ins where ins.referral_code = 'SC' || c.idx`,
      [hash, SCALE_HEAVY_CUSTOMER_EMAIL, SCALE_TYPICAL_CUSTOMER_EMAIL],
    );
    await exec(client, `create unique index on gen_customer (user_id); analyze gen_customer`);
    // One in ten customers came by a referral link of an earlier customer.
    await exec(
      client,
      `update users u set referrer_id = r.user_id from gen_customer c, gen_customer r
       where u.id = c.user_id and c.idx > 100 and c.idx % 10 = 0 and r.idx = 3 + (c.idx * 7) % (c.idx - 3)`,
    );
    await exec(
      client,
      `insert into accounts (user_id, currency, created_at)
       select c.user_id, cur, c.created_at from gen_customer c, unnest('{RUB,CNY,USD,EUR}'::text[]) as cur
       order by c.created_at, cur`,
    );
    await exec(
      client,
      `insert into addresses (user_id, name, country_code, last_mile_operator_id, delivery_method_id, city, city_code,
         address, postal_code, pvz_code, pvz_name, is_dobropozin, archived_at, created_at, updated_at)
       select c.user_id, 'Адрес ' || k, 643, case when k % 2 = 1 then 3 else 8 end, case when k % 2 = 1 then 2 else 1 end,
         (array['Москва','Санкт-Петербург','Новосибирск','Екатеринбург','Казань'])[1 + c.idx % 5], 44 + c.idx % 5,
         'ул. Ленина, д. ' || (1 + c.idx % 120) || ', кв. ' || k, lpad((100000 + c.idx % 90000)::text, 6, '0'),
         case when k % 2 = 1 then 'CDEK-' || (44 + c.idx % 5) || '-' || (1 + k % 5) end,
         case when k % 2 = 1 then 'СДЭК ' || k end, c.idx % 25 = 3,
         case when k > 1 and k % 4 = 0 then c.created_at + (now() - c.created_at) / 2 end, c.created_at, c.created_at
       from gen_customer c, generate_series(1, c.addresses_n) as k order by c.created_at, k`,
    );
    await exec(
      client,
      `create temp table gen_address as
       select user_id, min(id) as id from addresses where archived_at is null group by user_id;
       create unique index on gen_address (user_id); analyze gen_address`,
    );
  },
};
