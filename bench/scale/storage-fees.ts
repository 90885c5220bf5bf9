/**
 * The daily storage-fee run at scale (issue 33, decision 068). On a copy of a generated scale database
 * (`CREATE DATABASE … TEMPLATE scale_100`; `--from scale_10` for another) — or, with `--fill` or while none
 * exists, on the bench's own quick fill (`storagefees_bench`: 100,000 customers, 3,000,000 goods, 200,000 past
 * their free days) — it migrates the copy (timing the new index), then, through the operator's command in a child
 * process: charges today (timed), charges today again (everything skipped), starts tomorrow and SIGKILLs it half
 * way, and runs tomorrow again. After each day it checks the totals: one charge per chargeable good, the ledger
 * rows hold exactly their goods' fees, balances lost what the ledger took, debts grew by the rest, none negative.
 *
 *   npm run build -w packages/domain && npm run scale:storage-fees -w bench -- [--from scale_100] [--fill]
 *     [--goods 3000000] [--past 200000] [--customers 100000] [--batch 2000] [--keep]
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addStorageDays, STORAGE_DEFAULTS, storageDay } from '@cargo/domain';
import { postgresHandle } from '../../apps/server/src/db/client.ts';
import { SCALE_ADMIN_URL } from './contract.ts';
import { checkStorageDay, moneySnapshot } from './storage-fees-check.ts';
import { fillStorageBench } from './storage-fees-fill.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const from = option('from', 'scale_100');
const batch = option('batch', '2000');
const OWN = 'storagefees_bench';
const RUN = 'storagefees_run';
const urlOf = (name: string) => {
  const url = new URL(SCALE_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
const log = (line: string) => console.log(line);

const admin = new pg.Client({ connectionString: SCALE_ADMIN_URL });
await admin.connect();
const exists = async (name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/** The source to copy: the generated database, else the bench's own fill (made once, then reused). */
async function source(): Promise<string> {
  if (!args.includes('--fill') && (await exists(from))) return from;
  if (args.includes('--fill') && (await exists(OWN))) await admin.query(`drop database ${OWN}`);
  if (await exists(OWN)) return OWN;
  log(`${from} is not there: filling ${OWN} (a stand-in with only what the run reads)…`);
  await admin.query(`create database ${OWN}`);
  const handle = postgresHandle(urlOf(OWN), 1);
  await handle.migrate();
  await handle.close();
  const started = performance.now();
  const client = new pg.Client({ connectionString: urlOf(OWN) });
  await client.connect();
  await fillStorageBench(client, {
    customers: Number(option('customers', '100000')),
    goods: Number(option('goods', '3000000')),
    pastFreeDays: Number(option('past', '200000')),
  });
  await client.end();
  log(`  filled in ${seconds(started)} s`);
  return OWN;
}

/** The operator's command for `day` in a child process; killed with SIGKILL after `killAfter` batches if given. */
function runChild(day: string, killAfter?: number) {
  const script = fileURLToPath(new URL('./storage-fees-child.ts', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, urlOf(RUN), day, batch], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let batches = 0;
  let result: Record<string, number> | null = null;
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('batch ')) batches += 1;
      if (line.startsWith('result ')) result = JSON.parse(line.slice(7));
      if (killAfter !== undefined && batches >= killAfter && !child.killed) child.kill('SIGKILL');
    }
  });
  return new Promise<{
    seconds: number;
    batches: number;
    result: Record<string, number> | null;
    killed: boolean;
  }>((resolve) =>
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') throw new Error(`child exited with ${code ?? signal}`);
      resolve({ seconds: seconds(started), batches, result, killed: signal === 'SIGKILL' });
    }),
  );
}

const src = await source();
if (await exists(RUN)) await admin.query(`drop database ${RUN}`);
let started = performance.now();
await admin.query(`create database ${RUN} template ${src}`);
log(`copied ${src} → ${RUN} in ${seconds(started)} s`);
started = performance.now();
const handle = postgresHandle(urlOf(RUN), 1);
await handle.migrate();
await handle.close();
log(`migrated (the partial index of accruing goods, migration 0029) in ${seconds(started)} s`);

const client = new pg.Client({ connectionString: urlOf(RUN) });
await client.connect();
const fee = STORAGE_DEFAULTS.dailyFeeRub;
const freeDays = STORAGE_DEFAULTS.freeDays;
const counts = await client.query<{ goods: number; chargeable: number; tomorrow: number }>(
  `select (select count(*)::integer from goods) as goods,
     (select count(*)::integer from goods where status_id in (11, 12, 20, 110, 111, 112, 113, 114, 140, 150)
       and received_at < ($1::date - $2::int + 1)::timestamp at time zone 'UTC') as chargeable,
     (select count(*)::integer from goods where status_id in (11, 12, 20, 110, 111, 112, 113, 114, 140, 150)
       and received_at < ($1::date - $2::int + 2)::timestamp at time zone 'UTC') as tomorrow`,
  [storageDay(new Date()), freeDays],
);
const { goods, chargeable, tomorrow } = counts.rows[0]!;
const today = storageDay(new Date());
const next = addStorageDays(today, 1);
log(
  `${goods} goods; ${chargeable} past ${freeDays} free days on ${today}, ${tomorrow} on ${next}; batches of ~${batch} goods`,
);

const report = (label: string, run: Awaited<ReturnType<typeof runChild>>) =>
  log(
    `${label}: ${run.seconds} s, ${run.batches} batches${run.killed ? ' (SIGKILL)' : ''} ${JSON.stringify(run.result)}`,
  );
const verdict = (label: string, check: Awaited<ReturnType<typeof checkStorageDay>>) => {
  const { problems, ...totals } = check;
  log(
    `${label}: ${JSON.stringify(totals)} → ${problems.length === 0 ? 'totals exact' : problems.join('; ')}`,
  );
  if (problems.length > 0) process.exitCode = 1;
};

let before = await moneySnapshot(client);
const first = await runChild(today);
report(`run ${today}`, first);
verdict(`check ${today}`, await checkStorageDay(client, today, fee, chargeable, before));
report(`run ${today} again`, await runChild(today));
verdict(`check ${today} again`, await checkStorageDay(client, today, fee, chargeable, before));

before = await moneySnapshot(client);
const killAt = Math.max(1, Math.floor(first.batches / 2));
const killed = await runChild(next, killAt);
report(`run ${next}, killed after batch ${killAt}`, killed);
const partial = await client.query('select count(*)::integer as n from storage_charges where day = $1', [
  next,
]);
log(`  committed before the kill: ${partial.rows[0]!.n} charges`);
report(`rerun ${next}`, await runChild(next));
verdict(`check ${next}`, await checkStorageDay(client, next, fee, tomorrow, before));

await client.end();
if (!args.includes('--keep')) await admin.query(`drop database ${RUN}`);
await admin.end();
