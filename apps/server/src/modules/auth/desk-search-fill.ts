/** Customer `i`'s phone in the fill: digits spread as real numbers are (trigram statistics need it). */
export const phoneOf = (i: number) =>
  `79${String((BigInt(i) * 7919n * 104729n) % 1_000_000_000n).padStart(9, '0')}`;

/**
 * Tens of thousands of rows in the tables the desk search reads, written set-based (decision 071's EXPLAIN test):
 * enough that PostgreSQL's planner prefers a sequential scan wherever no index serves a search. Customers are ids
 * 100001…; customer 112345 is «Фамилия12345 Иван Отчество», user12345@example45.test, phone `phoneOf(12345)`.
 */
export const CUSTOMERS = 30_000;

export const DESK_SEARCH_FILL = [
  `insert into users (id, email, password_hash, referral_code, name, middle_name, surname, phone, created_at)
     overriding system value
     select 100000 + i, 'user' || i || '@example' || (i % 100) || '.test', 'x', 'R' || i, 'Иван', 'Отчество',
       'Фамилия' || i, '79' || lpad(((i * 7919::bigint * 104729) % 1000000000)::text, 9, '0'),
       now() - i * interval '1 minute'
     from generate_series(1, ${CUSTOMERS}) i`,
  `insert into recipients (user_id, surname, name, middle_name, email, phone, idoc_key, status_id)
     select 100000 + 1 + i % ${CUSTOMERS}, 'Получатель' || i, 'Пётр', 'Петрович', 'r' || i || '@mail.test',
       '79' || lpad(((i * 6007::bigint * 15485863) % 1000000000)::text, 9, '0'), 'k0000000:' || md5(i::text), 1 + i % 4
     from generate_series(1, 40000) i`,
  // Parcels in the desk's queue (15, 20, 30, 40) and after it, each naming its customer's recipient.
  `insert into parcels (user_id, status_id, additional_services_ids, name, outgoing_declaration, recipient_id)
     select 100000 + 1 + i % ${CUSTOMERS}, (array[15, 20, 30, 40, 50, 60])[1 + i % 6], '{}', 'P' || i,
       'RU' || lpad(i::text, 9, '0') || 'CN', (select min(id) from recipients) + i - 1
     from generate_series(1, 40000) i`,
  `insert into goods (user_id, status_id, qty, price, additional_services_ids, incoming_declaration, track_key,
       description, info_url, parcel_id)
     select 100000 + 1 + i % ${CUSTOMERS}, 1 + i % 8, 1, 10, '{}', 'YT' || lpad(i::text, 10, '0'),
       'YT' || lpad(i::text, 10, '0'), 'good', 'u', case when i <= 40000 then (select min(id) from parcels) + i - 1 end
     from generate_series(1, 80000) i`,
  `insert into cargos (user_id, places_count, status_id, name, incoming_declaration, outgoing_declaration)
     select 100000 + 1 + i % ${CUSTOMERS}, 1, 1 + i % 5, 'C' || i, 'SF' || lpad(i::text, 10, '0'), 'CG' || i
     from generate_series(1, 10000) i`,
  `insert into orders (user_id) select 100000 + 1 + i % ${CUSTOMERS} from generate_series(1, 10000) i`,
  `insert into order_units (types, user_id, status_id, additional_services, order_id, price, count, delivery,
       good_url, order_name, chinese_track)
     select '{1}', o.user_id, 1 + o.id % 5, '{}', o.id, 10, 1, 0, 'u', 'Кроссовки ' || o.id, 'ZT' || lpad(o.id::text, 10, '0')
     from orders o`,
  `insert into tickets (user_id, title_id, status_id)
     select 100000 + 1 + i % ${CUSTOMERS}, 1, 1 + i % 8 from generate_series(1, 30000) i`,
  `insert into ticket_messages (ticket_id, author_id, from_staff, body)
     select t.id, t.user_id, false, 'Здравствуйте' from tickets t, generate_series(1, 2)`,
  `insert into top_ups (status_id, user_id, amount, currency, idempotency_key, method, provider)
     select 1 + i % 4, 100000 + 1 + i % ${CUSTOMERS}, 100, 'RUB', 'k' || i, 'card', 'sandbox'
     from generate_series(1, 20000) i`,
  `insert into accounts (user_id, currency) select id, 'RUB' from users where id > 100000`,
  `insert into account_transactions (account_id, amount, balance_after, kind, comment)
     select a.id, 1, 1, 'adjustment', '' from accounts a, generate_series(1, 3)`,
  // Statistics, and the GIN indexes' pending lists merged, as autovacuum keeps them on a live database.
  'vacuum analyze',
];
