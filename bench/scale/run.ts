/**
 * The bench at scale (issue 33). From the repository root: `npm run bench:scale -- [--scale 1 --scale 10 …]
 * [--only <part of a call's name or group>] [--seconds 3] [--warmup 1] [--connections 32] [--skip-load-above 3000] [--out file.json]
 * [--cpu-prof <dir>]`, or `npm run bench:scale -- --combine a.json b.json` to print the tables of saved runs.
 * For each scale whose generated database is ready (`npm run bench:generate`), it copies the database, starts the
 * built portal on the copy (jobs off, the contract's personal-data key), signs in the typical and the heavy
 * customer, the owner and the warehouse worker, and measures the owner's reports first (their first request is
 * the cold one), then every customer call, desk list, counter, page and search, the receive scan and the largest
 * open flight's registry. It prints a table per scale, the growth table and the goals; the copy is dropped.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPortal } from '../api/portal.ts';
import { signIn } from '../api/seed.ts';
import {
  SCALE_HEAVY_CUSTOMER_EMAIL,
  SCALE_OWNER_EMAIL,
  SCALE_PASSWORD,
  SCALE_PERSONAL_DATA_KEY,
  SCALE_TYPICAL_CUSTOMER_EMAIL,
  SCALE_WAREHOUSE_EMAIL,
  SCALES,
} from './contract.ts';
import {
  combineRuns,
  printGrowthTable,
  printScaleTable,
  type SavedResults,
  type ScaleRun,
} from './growth-table.ts';
import { customerCalls } from './scale-calls.ts';
import { copyScaleDatabase, scaleIsReady, tableRows } from './scale-database.ts';
import { deskCalls, exportCalls, reportCalls, scanCalls } from './scale-desks.ts';
import { type CallResult, measureCall, type ScaleCall, type Who } from './scale-measure.ts';
import { readScaleValues } from './scale-values.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '32' },
    'skip-load-above': { type: 'string', default: '3000' },
    out: { type: 'string' },
    combine: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const here = (file: string) => path.resolve(process.env.INIT_CWD ?? '.', file);
const log = (line: string) => console.log(line);
const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

if (args.combine) {
  const saved = combineRuns(
    positionals.map((file) => JSON.parse(readFileSync(here(file), 'utf8')) as SavedResults),
  );
  for (const run of saved.runs) printScaleTable(run, log);
  log('\n## Growth');
  printGrowthTable(saved, log);
  process.exit(0);
}

const options = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  warmupSeconds: Number(args.warmup),
  skipLoadAboveMs: Number(args['skip-load-above']),
};
const profileDir = args['cpu-prof'] ? here(args['cpu-prof']) : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const wanted = (call: ScaleCall) =>
  !args.only || args.only.some((part) => call.name.includes(part) || call.group.includes(part));

async function runScale(scale: string): Promise<ScaleRun> {
  const started = Date.now();
  const loadAtStart = loadAverage();
  log(`\n${scale} %: copying the generated database…`);
  const copy = await copyScaleDatabase(scale);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scalebench-'));
  try {
    const rows = await tableRows(copy.url);
    const values = await readScaleValues(copy.url);
    log(`  copied in ${((Date.now() - started) / 1000).toFixed(0)} s into ${copy.name}; values picked`);
    const portal = await startPortal({
      // Jobs off: the storage-fee run or the notifications must not run during the measurement.
      env: {
        DATABASE_URL: copy.url,
        DATA_DIR: dataDir,
        PERSONAL_DATA_KEY: SCALE_PERSONAL_DATA_KEY,
        JOBS_RUN: 'false',
        DEMO_DATA: 'false',
      },
      postgres: true,
    });
    try {
      const tokens: Record<Who, string> = {
        typical: await signIn(portal.url, SCALE_TYPICAL_CUSTOMER_EMAIL, SCALE_PASSWORD),
        heavy: await signIn(portal.url, SCALE_HEAVY_CUSTOMER_EMAIL, SCALE_PASSWORD),
        owner: await signIn(portal.url, SCALE_OWNER_EMAIL, SCALE_PASSWORD),
        warehouse: await signIn(portal.url, SCALE_WAREHOUSE_EMAIL, SCALE_PASSWORD),
      };
      // Reports first: on a portal just started, their first requests are the cold ones the goals speak of.
      const calls = [
        ...reportCalls(),
        ...customerCalls('typical', values.typical),
        ...customerCalls('heavy', values.heavy),
        ...deskCalls(values),
        ...scanCalls(values),
        ...exportCalls(values),
      ].filter(wanted);
      const results: CallResult[] = [];
      for (const call of calls) {
        const profileFile =
          profileDir && path.join(profileDir, `${scale}-${slug(call.group)}-${slug(call.name)}.cpuprofile`);
        const result = await measureCall(portal, call, tokens[call.as], { ...options, profileFile });
        results.push(result);
        log(
          `  ${call.group}: ${call.name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
            `${result.sqlPerRequest?.toFixed(1) ?? '–'} SQL/req, cold ${Math.round(result.coldMs)} ms` +
            `${result.failures ? `, ${result.failures} failed` : ''}`,
        );
      }
      return {
        scale,
        database: `${copy.name} (a copy of scale_${scale})`,
        startedAt: new Date(started).toISOString(),
        minutes: (Date.now() - started) / 60_000,
        rows,
        loadAverage: { start: loadAtStart, end: loadAverage() },
        options,
        results,
      };
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await copy.drop();
  }
}

const scales = args.scale ?? Object.keys(SCALES);
const runs: ScaleRun[] = [];
for (const scale of scales) {
  if (!(scale in SCALES)) throw new Error(`--scale: one of ${Object.keys(SCALES).join(', ')}`);
  if (!(await scaleIsReady(scale))) {
    log(
      `\n${scale} %: scale_${scale} is missing or not finished (npm run bench:generate -- --scale ${scale}): skipped`,
    );
    continue;
  }
  const run = await runScale(scale);
  runs.push(run);
  // Saved after each scale: a run stopped later keeps what it measured.
  if (args.out) {
    mkdirSync(path.dirname(here(args.out)), { recursive: true });
    writeFileSync(here(args.out), `${JSON.stringify({ runs }, null, 2)}\n`);
  }
}
const saved: SavedResults = { runs };
for (const run of runs) printScaleTable(run, log);
log('\n## Growth');
printGrowthTable(saved, log);
