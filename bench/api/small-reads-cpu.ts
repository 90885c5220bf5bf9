/**
 * The portal's own CPU per request for the small reads of issue 21, measured without a load tool: the built portal
 * in its own process on an already seeded bench database, each call sent N times by a few keep-alive connections
 * from this process, and the portal process's user + system CPU (Linux /proc) read before and after. Rounds are
 * interleaved call by call and the median of the rounds is printed, so a busy machine costs precision, not bias.
 *
 *   npm run api -w bench -- --only "one cargo" --seconds 1 --rounds 1 --keep-database   # seeds, prints its URL
 *   node --import tsx bench/api/small-reads-cpu.ts --database <url> [--requests 2000] [--rounds 5] [--cpu-prof dir]
 *     [--baseline <another checkout, built>] [--call <exact name of any customer call in calls.ts> …]
 *     [--heavy-requests 40]
 * With --baseline, that checkout's portal runs beside this one on the same database and the two take turns call by
 * call, so "before" and "after" see the same machine load.
 */
import http from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CALLS } from './calls.ts';
import { summariseProfiles } from './profile-summary.ts';
import { startPortal } from './portal.ts';
import { signInHeavy } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string' },
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string', multiple: true },
    // Any customer call of calls.ts by its exact name, instead of the small reads below; a call answering a page of
    // 200 or more rows ("(200)", "(1000)" in its name) is sent --heavy-requests times per round.
    call: { type: 'string', multiple: true },
    'heavy-requests': { type: 'string', default: '40' },
    'cpu-prof': { type: 'string' },
    baseline: { type: 'string' },
    warmup: { type: 'string', default: '200' },
  },
});
if (!args.database) throw new Error('--database <postgres url of a seeded bench database> is required');

const NAMES = [
  'health',
  'my-info',
  'goods counters',
  'recipients archive (4)',
  'addresses archive (4)',
  'cities RU (100)',
  'pickup points Moscow (1000)',
  'pvz Moscow (1000)',
  'one cargo',
  'referrals (1000)',
];
const chosen =
  args.call ?? NAMES.filter((name) => !args.only || args.only.some((part) => name.includes(part)));
const calls = chosen.map((name) => {
  const call = CALLS.find((candidate) => candidate.name === name);
  if (!call || call.staff) throw new Error(`no customer bench call named ${name}`);
  return call;
});

function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Clock ticks of 10 ms (CLK_TCK 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

type Started = Awaited<ReturnType<typeof startPortal>>;
const env = { DATABASE_URL: args.database, JOBS_RUN: 'false' };
const portals: Array<{ label: string; portal: Started }> = [];
try {
  if (args.baseline) {
    const baselinePortal = (await import(path.resolve(args.baseline, 'bench/api/portal.ts'))) as {
      startPortal: typeof startPortal;
    };
    portals.push({ label: 'before', portal: await baselinePortal.startPortal({ env, postgres: true }) });
  }
  portals.push({
    label: args.baseline ? 'after' : 'portal',
    portal: await startPortal({ env, postgres: true }),
  });
  const clients = await Promise.all(
    portals.map(async ({ label, portal }) => ({ label, portal, ...(await clientOf(portal)) })),
  );
  const requestsOf = (call: (typeof calls)[number]) =>
    /\((200|\d{4,})\)/.test(call.name) ? Number(args['heavy-requests']) : Number(args.requests);
  const results = new Map<string, number[]>();
  for (const client of clients) {
    for (const call of calls) await client.hammer(call, Math.min(Number(args.warmup), requestsOf(call)));
  }
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`load average at start ${load()}`);
  for (let round = 0; round < Number(args.rounds); round += 1) {
    for (const call of calls) {
      for (const client of clients) {
        const pid = client.portal.child.pid!;
        const before = cpuMicros(pid);
        await client.hammer(call, requestsOf(call));
        const key = `${call.name}\t${client.label}`;
        results.set(key, [...(results.get(key) ?? []), (cpuMicros(pid) - before) / requestsOf(call)]);
      }
    }
  }
  console.log(`load average at end ${load()}`);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`| call | ${clients.map((c) => `${c.label} µs/req`).join(' | ')} | rounds |`);
  console.log(`| --- | ${clients.map(() => '---:').join(' | ')} | --- |`);
  for (const call of calls) {
    const rows = clients.map((c) => results.get(`${call.name}\t${c.label}`)!);
    console.log(
      `| ${call.name} | ${rows.map((v) => Math.round(median(v))).join(' | ')} | ${rows
        .map((v) => v.map((x) => Math.round(x)).join(' '))
        .join(' / ')} |`,
    );
  }

  if (args['cpu-prof']) {
    const dir = path.resolve(process.env.INIT_CWD ?? '.', args['cpu-prof']);
    mkdirSync(dir, { recursive: true });
    for (const client of clients) {
      for (const call of calls) {
        await client.portal.startProfile();
        await client.hammer(call, requestsOf(call));
        const file = path.join(dir, `${client.label}-${call.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
        await client.portal.stopProfile(file);
        console.log(`\n== ${client.label}: ${call.name}`);
        summariseProfiles([file], (line) => console.log(line), 30);
      }
    }
  }
  for (const client of clients) client.agent.destroy();
} finally {
  for (const { portal } of portals) await portal.stop();
}

/** A keep-alive client of one portal, signed in as the heavy customer. */
async function clientOf(portal: Started) {
  const token = await signInHeavy(portal.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(args.connections) });
  const { port } = new URL(portal.url);
  const get = (pathAndQuery: string, auth: boolean) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: pathAndQuery,
          agent,
          headers: { 'accept-encoding': 'br, gzip', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
    });
  const hammer = async (call: (typeof calls)[number], count: number) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next += 1;
        const status = await get(call.path, call.auth);
        if (status !== 200) throw new Error(`${call.path} answered ${status}`);
      }
    };
    await Promise.all(Array.from({ length: Number(args.connections) }, worker));
  };
  return { agent, hammer };
}
