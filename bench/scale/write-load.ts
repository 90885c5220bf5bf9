import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** One customer write: when it started (ms since the load began), how long it took, and how it ended. */
export interface WriteSample {
  startedAt: number;
  latencyMs: number;
  outcome: 'ok' | 'timeout' | 'error';
}

/** A customer's request gives up after this long (as the API's clients would): the "timeouts" of the table. */
const WRITE_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * N connections writing as customers and desks do, each in a loop with no pause: a ledger row (append-only, its
 * trigger bumps the account's row count), a good's status update, a new good copied from an existing one.
 */
export async function startWriteLoad(url: string, connections: number) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url, application_name: 'online-migration-writer' });
      await client.connect();
      await client.query(`set statement_timeout = ${WRITE_STATEMENT_TIMEOUT_MS}`);
      return client;
    }),
  );
  const [ids] = (
    await clients[0]!.query<{ accounts: number; goods_min: number; goods_max: number }>(
      'select (select max(id) from accounts) as accounts, (select min(id) from goods) as goods_min, (select max(id) from goods) as goods_max',
    )
  ).rows;
  const randomAccount = () => 1 + Math.floor(Math.random() * ids!.accounts);
  const randomGood = () => ids!.goods_min + Math.floor(Math.random() * (ids!.goods_max - ids!.goods_min));
  const writes: ((client: pg.Client) => Promise<unknown>)[] = [
    (client) =>
      client.query(
        `insert into account_transactions (account_id, amount, balance_after, kind, comment)
         values ($1, 1.00, 1.00, 'bench', 'online migration bench')`,
        [randomAccount()],
      ),
    (client) =>
      client.query('update goods set status_id = status_id, updated_at = now() where id = $1', [
        randomGood(),
      ]),
    (client) =>
      client.query(
        `insert into goods (user_id, incoming_declaration, status_id, qty, price, currency, description, info_url,
           additional_services_ids, track_key)
         select user_id, incoming_declaration || '-b', status_id, qty, price, currency, description, info_url,
           additional_services_ids, track_key from goods where id >= $1 order by id limit 1`,
        [randomGood()],
      ),
  ];

  const began = performance.now();
  const samples: WriteSample[] = [];
  let running = true;
  const loops = clients.map(async (client, n) => {
    for (let i = n; running; i += 1) {
      const startedAt = performance.now();
      let outcome: WriteSample['outcome'] = 'ok';
      try {
        await writes[i % writes.length]!(client);
      } catch (error) {
        outcome = (error as { code?: string }).code === '57014' ? 'timeout' : 'error';
        if (outcome === 'error') console.error(`write failed: ${(error as Error).message}`);
        await sleep(10);
      }
      samples.push({ startedAt: startedAt - began, latencyMs: performance.now() - startedAt, outcome });
    }
  });
  return {
    /** Milliseconds since the load began, on the samples' clock. */
    now: () => performance.now() - began,
    /** The writes that started in [from, to]. */
    between: (from: number, to: number) => samples.filter((s) => s.startedAt >= from && s.startedAt <= to),
    async stop() {
      running = false;
      await Promise.all(loops);
      await Promise.all(clients.map((client) => client.end()));
    },
  };
}

/** p50 / p99 / max latency and the failures of a window's writes. */
export function summarise(samples: WriteSample[]) {
  const latencies = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    writes: samples.filter((s) => s.outcome === 'ok').length,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    timeouts: samples.filter((s) => s.outcome === 'timeout').length,
    errors: samples.filter((s) => s.outcome === 'error').length,
  };
}
