/**
 * The business at scale (issue 33): `npm run bench:generate -- --scale 1|10|30|100 [--database-url URL] [--keep]`.
 * Drops and creates the scale's database (contract.ts), migrates it with the server's migrations, fills it
 * set-based with FULL_SCALE × scale, rebuilds the indexes, analyzes, checks it and prints a Markdown report.
 * `--keep` leaves a database a finished run already filled for this scale (its comment says so) as it is.
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/index.ts';
import { checkDatabase } from './check.ts';
import {
  FULL_SCALE,
  SCALE_BURST_PARCELS,
  SCALE_PASSWORD,
  SCALES,
  type ScaleName,
  scaleDatabaseUrl,
} from './contract.ts';
import {
  databaseNameOf,
  fillSession,
  finishedMark,
  markFinished,
  migrate,
  rebuildIndexes,
  recreateDatabase,
  setIndexesAside,
} from './gen-database.ts';
import { goodsPhase } from './gen-goods.ts';
import { financePhase } from './gen-finance.ts';
import { helpdeskPhase } from './gen-helpdesk.ts';
import { notificationsPhase } from './gen-notifications.ts';
import { cargoPhase, ordersPhase } from './gen-orders.ts';
import { parcelsPhase } from './gen-parcels.ts';
import { customersPhase, staffPhase } from './gen-people.ts';
import { recipientsPhase } from './gen-recipients.ts';
import type { Phase, Plan } from './gen-support.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const scaleName = values.scale as ScaleName;
if (!(scaleName in SCALES)) throw new Error(`--scale: one of ${Object.keys(SCALES).join(', ')}`);
const scale = SCALES[scaleName];
const databaseUrl = values['database-url'] ?? scaleDatabaseUrl(scaleName);

function planOf(factor: number): Plan {
  const times = (n: number) => Math.round(n * factor);
  return {
    scale: factor,
    customers: times(FULL_SCALE.customers),
    goods: times(FULL_SCALE.goods),
    parcels: times(FULL_SCALE.parcels),
    ledgerRows: times(FULL_SCALE.ledgerRows),
    tickets: times(FULL_SCALE.tickets),
    notificationEvents: times(FULL_SCALE.notificationEvents),
    goodsPastFreeDays: times(FULL_SCALE.goodsPastFreeDays),
    heavyGoods: 10_000,
    typicalGoods: 40,
    burstParcels: SCALE_BURST_PARCELS,
    staff: { owner: 0, warehouse: 0, support: [], finance: [], buyer: [] },
  };
}

const timings: Array<[string, number]> = [];
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`${name}… `);
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`${seconds.toFixed(1)} s`);
  return result;
}

async function report(client: pg.Client, totalSeconds: number) {
  const { rows: tables } = await client.query(
    `select relname as name, pg_total_relation_size(oid)::float8 as bytes from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'r' order by bytes desc`,
  );
  const lines = [`| table | rows | size (MB) |`, `| --- | ---: | ---: |`];
  for (const table of tables) {
    const { rows } = await client.query(`select count(*)::float8 as n from "${table.name as string}"`);
    if (Number(rows[0]!.n) === 0) continue;
    lines.push(
      `| ${table.name} | ${Number(rows[0]!.n).toLocaleString('en')} | ${(Number(table.bytes) / 2 ** 20).toFixed(0)} |`,
    );
  }
  const { rows } = await client.query(`select pg_database_size(current_database())::float8 as bytes`);
  const size = Number(rows[0]!.bytes) / 2 ** 30;
  console.log(`\n### ${databaseNameOf(databaseUrl)}: scale ${scaleName} %\n`);
  console.log(`| phase | seconds |\n| --- | ---: |`);
  for (const [name, seconds] of timings) console.log(`| ${name} | ${seconds.toFixed(1)} |`);
  console.log(`| **total** | **${totalSeconds.toFixed(0)}** |\n`);
  console.log(lines.join('\n'));
  console.log(`\nDatabase size: **${size.toFixed(2)} GB** (pg_database_size).`);
  return size;
}

async function main() {
  if (values.keep) {
    const mark = await finishedMark(databaseUrl);
    if (mark) {
      console.log(`${databaseNameOf(databaseUrl)} kept: ${mark}`);
      return;
    }
  }
  const started = performance.now();
  const plan = planOf(scale);
  console.log(
    `Generating ${databaseNameOf(databaseUrl)} (scale ${scaleName} %): ${JSON.stringify({ ...plan, staff: undefined })}`,
  );
  await timed('create and migrate', async () => {
    await recreateDatabase(databaseUrl);
    await migrate(databaseUrl);
  });
  const passwordHash = await timed('argon2 hash (once)', () => hashPassword(SCALE_PASSWORD));
  const client = await fillSession(databaseUrl);
  try {
    const indexes = await setIndexesAside(client);
    const phases: Phase[] = [
      staffPhase(passwordHash),
      customersPhase,
      recipientsPhase,
      parcelsPhase,
      goodsPhase,
      ordersPhase,
      cargoPhase,
      financePhase,
      helpdeskPhase,
      notificationsPhase,
    ];
    for (const phase of phases) await timed(phase.name, () => phase.run(client, plan));
    await timed(`indexes (${indexes.length}, two connections)`, () => rebuildIndexes(databaseUrl, indexes));
    await timed('analyze', () => client.query('analyze'));
    const failures = await timed('check', () => checkDatabase(client, (line) => console.log(line)));
    const total = (performance.now() - started) / 1000;
    const size = await report(client, total);
    if (failures.length > 0) {
      console.error(`\nCHECK FAILED:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
      return;
    }
    await markFinished(
      databaseUrl,
      `scale generator: scale ${scaleName} %, ${total.toFixed(0)} s, ${size.toFixed(2)} GB, ${new Date().toISOString()}`,
    );
  } finally {
    await client.end();
  }
}

await main();
