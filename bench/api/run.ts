/**
 * API bench on the heavy account: the built portal against a bare Fastify route serving the same bytes, call by
 * call, in one run on one machine. From the repository root: `npm run bench` (builds first), or after a build
 * `npm run api -w bench -- [--pglite] [--seconds 5] [--warmup 1] [--connections 32] [--only my-info]
 * [--cpu-prof <dir>] [--keep-database]`. With --cpu-prof, V8's CPU profiler records the portal during each call's measured seconds
 * (one .cpuprofile per call in <dir>) and the top self-time functions of each are printed after the table. BENCH_ADMIN_URL names the PostgreSQL server (a database is created and dropped on it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CapturedAnswer } from './bare-server.ts';
import { type BenchCall, CALLS, HEALTH } from './calls.ts';
import { cpuMeter } from './cpu.ts';
import { createBenchDatabase, seedBenchDatabase } from './database.ts';
import { type LoadOptions, measureInterleaved, type Target } from './measure.ts';
import { freePort, startPortal, stopChild, waitUntilReady } from './portal.ts';
import { printRows, type Row } from './report.ts';
import { summariseProfiles } from './profile-summary.ts';
import { signInBenchStaff, signInHeavy } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '6' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string', multiple: true },
    'cpu-prof': { type: 'string' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const options: LoadOptions = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  rounds: Number(args.rounds),
  warmupSeconds: Number(args.warmup),
};
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const calls = CALLS.filter(
  (call) => call === HEALTH || !args.only || args.only.some((part) => call.name.includes(part)),
);
const log = (line: string) => console.log(line);
const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

const database = await createBenchDatabase({ pglite: args.pglite, adminUrl });
const cleanups: Array<() => Promise<void>> = [
  args['keep-database']
    ? async () => console.log(`\nKept the database: ${database.env.DATABASE_URL || database.env.DATA_DIR}`)
    : () => database.drop(),
];
try {
  log(`Seeding the heavy account on ${database.label}…`);
  await seedBenchDatabase(database, log);

  const profileDir = args['cpu-prof']
    ? path.resolve(process.env.INIT_CWD ?? '.', args['cpu-prof'])
    : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const portal = await startPortal({ env: database.env, postgres: database.kind === 'postgres' });
  cleanups.unshift(() => portal.stop());

  const token = await signInHeavy(portal.url);
  const staffToken = await signInBenchStaff(portal.url);
  const headersOf = (call: BenchCall): Record<string, string> => ({
    ...(call.auth ? { authorization: `Bearer ${call.staff ? staffToken : token}` } : {}),
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  });
  /** The call as fetch sends it: its method, headers and JSON body (a change's). */
  const requestOf = (call: BenchCall): RequestInit => ({
    method: call.method ?? 'GET',
    headers: headersOf(call),
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });

  // Each call's answer, captured once: the bare server replays exactly these bytes.
  const answers: CapturedAnswer[] = [];
  for (const call of calls) {
    const response = await fetch(`${portal.url}${call.path}`, requestOf(call));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200)
      throw new Error(`${call.path} answered ${response.status}: ${body.toString()}`);
    answers.push({
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: body.toString('base64'),
    });
  }
  const answersDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-answers-'));
  cleanups.push(async () => rmSync(answersDir, { recursive: true, force: true }));
  writeFileSync(path.join(answersDir, 'answers.json'), JSON.stringify(answers));
  const bareUrl = `http://127.0.0.1:${await freePort()}`;
  const bare: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./bare-server.ts', import.meta.url).pathname,
      path.join(answersDir, 'answers.json'),
      new URL(bareUrl).port,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  cleanups.unshift(() => stopChild(bare));
  await waitUntilReady(bare, `${bareUrl}/ready`, () => '');

  log(
    `\n${options.connections} connections, ${options.seconds} s per measurement after ${options.warmupSeconds} s of ` +
      `warm-up; portal on ${database.label}; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
      `Node ${process.version}; load average at start ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
  );
  const meter = cpuMeter(portal.child.pid!, database.kind === 'postgres' ? database.env.DATABASE_URL! : null);
  cleanups.unshift(() => meter.close());
  const rows: Row[] = [];
  const profiles: Array<{ call: BenchCall; files: string[] }> = [];
  const portalTarget = (call: BenchCall): Target => ({
    url: `${portal.url}${call.path}`,
    headers: headersOf(call),
    method: call.method ?? 'GET',
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  for (const [index, call] of calls.entries()) {
    let statements: number | null = null;
    const before = await portal.statements();
    if (before !== null) {
      const rounds = 20;
      for (let i = 0; i < rounds; i += 1) await fetch(`${portal.url}${call.path}`, requestOf(call));
      statements = ((await portal.statements())! - before) / rounds;
    }
    const files: string[] = [];
    if (profileDir) profiles.push({ call, files });
    const profiled: Target = {
      ...portalTarget(call),
      async before() {
        if (profileDir) await portal.startProfile();
        await meter.start();
      },
      async after() {
        await meter.stop();
        if (!profileDir) return;
        const file = path.join(profileDir, `${slug(call.name)}-${files.length + 1}.cpuprofile`);
        files.push(file);
        await portal.stopProfile(file);
      },
    };
    const [portalResult, healthResult, bareResult] = await measureInterleaved(
      [profiled, portalTarget(HEALTH), { url: `${bareUrl}/bare/${index}`, headers: {} }],
      options,
    );
    const cpu = meter.take();
    rows.push({
      call,
      cpu: cpu && {
        portalUs: (cpu.portalMs * 1000) / portalResult!.requests,
        databaseUs: database.kind === 'postgres' ? (cpu.databaseMs * 1000) / portalResult!.requests : null,
      },
      bytes: Buffer.from(answers[index]!.body, 'base64').length,
      statements,
      portal: portalResult!,
      health: healthResult!,
      bare: bareResult!,
    });
    log(
      `  ${call.name}: ${Math.round(portalResult!.rps)} req/s (health ${Math.round(healthResult!.rps)}, ` +
        `bare ${Math.round(bareResult!.rps)})`,
    );
  }
  log(
    `\nload average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  printRows(rows, log);

  for (const { call, files } of profiles) {
    log(`\n### ${call.name}: CPU profile of the portal during its measured seconds (${files.join(', ')})`);
    summariseProfiles(files, log, 15);
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
}
