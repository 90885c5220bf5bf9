/**
 * CPU per request of the 1,000-row pages, measured inside one portal process (issue 21, second pass): the app is
 * built in this process on a seeded bench database, each call is sent through `app.inject` (no socket, no load
 * tool sharing the cores), and the process's own CPU time (`process.cpuUsage`, user + system) is read around
 * each request (the answer's bytes are read as a stream, not decoded). Median of `--runs` requests after
 * `--warmup`. The database's own CPU is not in these figures.
 *
 *   node --import tsx api/page-cpu.ts [--database-url postgres://…/bench_…] [--pglite-dir DIR] [--runs 40]
 *     [--only "goods sent (1000)"]…
 *
 * Without --database-url or --pglite-dir a fresh PostgreSQL bench database is seeded, and kept (its URL printed)
 * so that a second run (another commit) measures the same rows.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { createBenchDatabase, seedBenchDatabase } from './database.ts';
import { HEAVY_EMAIL, HEAVY_PASSWORD } from './seed.ts';

const CALLS: Array<[string, string]> = [
  ...['waiting', 'sent', 'archive'].map((section): [string, string] => [
    `goods ${section} (1000)`,
    `/api/client/my-goods?version=v2&section=${section}&sort=date&page=1&offset=1000`,
  ]),
  [
    'parcels inwork (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusCategoryIds=1,2,3,4,15&isAwaitingPaymentOnTop=true',
  ],
  [
    'parcels sent (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusCategoryIds=6,7,8,9,10,11,12,13,14,100',
  ],
  [
    'parcels archive (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusId=100,102,602,800,950',
  ],
  ['one parcel', '/api/parcel/parcelWithStatus?parcelId=1'],
];

function option(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === name && process.argv[i + 1]) values.push(process.argv[i + 1]!);
  });
  return values;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const runs = Number(option('--runs')[0] ?? 40);
  const warmup = Number(option('--warmup')[0] ?? 10);
  const only = option('--only');
  let env: Record<string, string>;
  const url = option('--database-url')[0];
  const dir = option('--pglite-dir')[0];
  if (url) env = { DATABASE_URL: url };
  else if (dir) env = { DATA_DIR: dir, DATABASE_URL: '' };
  else {
    const database = await createBenchDatabase({
      pglite: false,
      adminUrl: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await seedBenchDatabase(database, (line) => console.log(line));
    env = database.env;
    console.log(`Seeded and kept: ${JSON.stringify(env)}`);
  }
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    // One key for every run: a kept seeded database stays readable (decision 064).
    PERSONAL_DATA_KEY: 'YmVuY2gtcGVyc29uYWwtZGF0YS1rZXktMzItYnl0ZXM=',
    ...env,
  });
  const app = await buildApp(config);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/client/sign-in',
    payload: { email: HEAVY_EMAIL, password: HEAVY_PASSWORD },
  });
  const token = (signIn.json() as { token: string }).token;
  console.log(`loadavg before: ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log('| call | bytes | portal CPU µs/req (median) | wall ms/req (median) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, path] of CALLS) {
    if (only.length && !only.includes(name)) continue;
    const cpu: number[] = [];
    const wall: number[] = [];
    let bytes = 0;
    for (let i = 0; i < warmup + runs; i++) {
      const startCpu = process.cpuUsage();
      const startWall = performance.now();
      // payloadAsStream: the answer's bytes are counted, not decoded back into a string (that would be the
      // client's work, which light-my-request otherwise does in this process).
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${token}` },
        payloadAsStream: true,
      });
      bytes = 0;
      for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
      const used = process.cpuUsage(startCpu);
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
      if (i >= warmup) {
        cpu.push(used.user + used.system);
        wall.push(performance.now() - startWall);
      }
    }
    console.log(`| ${name} | ${bytes} | ${median(cpu)} | ${median(wall).toFixed(1)} |`);
  }
  console.log(`loadavg after: ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
  await app.close();
}

await main();
