/**
 * Bytes on the wire and what compressing them costs (decision 036), on the heavy account's page of 1,000 goods:
 *
 * 1. the page as the built portal sends it with no Accept-Encoding, with gzip and with br (bytes over the wire);
 * 2. each brotli quality and gzip level on that body behind the portal's own compression plugin in a process of
 *    its own (bench/web-wire-server.ts), under autocannon with the matching Accept-Encoding: req/s, CPU µs per
 *    request of that process, bytes; "identity" is the same server sending the body as it is;
 * 3. the same settings compressing that body in this process, one call after another: CPU µs per compression
 *    with nothing else running in between (the clean figure; autocannon's own parsing of a 900 KB answer is the
 *    bottleneck of step 2 and makes its req/s noisy on a loaded machine);
 * 4. the portal itself on that call without and with compression (its chosen settings): req/s and CPU µs.
 *
 * Run: npm run build && npm run web-wire -w bench [-- --pglite] [--seconds 6]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMeter } from './api/cpu.ts';
import { createBenchDatabase, seedBenchDatabase } from './api/database.ts';
import { type LoadOptions, type LoadResult, measureInterleaved, type Target } from './api/measure.ts';
import { freePort, startPortal, stopChild, waitUntilReady } from './api/portal.ts';
import { signInHeavy } from './api/seed.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '8' },
  },
});
const load: LoadOptions = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  rounds: 3,
  warmupSeconds: 1,
};
const GOODS_PAGE = '/api/client/my-goods?version=v2&section=archive&sort=date&page=1&offset=1000';
/** [label, brotli quality, gzip level, Accept-Encoding] */
const SETTINGS: Array<[string, number, number, string | null]> = [
  ['identity', 4, 6, null],
  ['gzip 1', 4, 1, 'gzip'],
  ['gzip 3', 4, 3, 'gzip'],
  ['gzip 6', 4, 6, 'gzip'],
  ['gzip 9', 4, 9, 'gzip'],
  ['br 1', 1, 6, 'br'],
  ['br 4', 4, 6, 'br'],
  ['br 6', 6, 6, 'br'],
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (line: string) => console.log(line);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The raw bytes of one answer as they travel (node:http does not decode them), and their encoding. */
function wire(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const cleanups: Array<() => Promise<void>> = [];
try {
  const database = await createBenchDatabase({
    pglite: args.pglite,
    adminUrl: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  cleanups.push(() => database.drop());
  log(`Seeding the heavy account on ${database.label}…`);
  await seedBenchDatabase(database, log);
  const portal = await startPortal({ env: database.env, postgres: database.kind === 'postgres' });
  cleanups.unshift(() => portal.stop());
  const token = await signInHeavy(portal.url);
  const auth = { authorization: `Bearer ${token}` };
  const url = `${portal.url}${GOODS_PAGE}`;

  log(`\n## A page of 1,000 goods (${GOODS_PAGE}) as the portal sends it\n`);
  log('| Accept-Encoding | Content-Encoding | bytes on the wire |\n| --- | --- | ---: |');
  let plainBytes = 0;
  for (const asked of [null, 'gzip', 'br', 'gzip, deflate, br, zstd']) {
    const got = await wire(url, asked ? { ...auth, 'accept-encoding': asked } : auth);
    if (!asked) plainBytes = got.bytes;
    log(`| ${asked ?? '—'} | ${got.encoding} | ${kb(got.bytes)} |`);
  }
  const body = Buffer.from(await (await fetch(url, { headers: auth })).arrayBuffer());
  if (body.length !== plainBytes) throw new Error('the decoded page differs in size from the plain one');
  const answerDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-wire-'));
  cleanups.push(async () => rmSync(answerDir, { recursive: true, force: true }));
  const answerFile = path.join(answerDir, 'goods-1000.json');
  writeFileSync(answerFile, body);

  log(
    `\n## Each setting on that body, behind the compression plugin alone (${load.connections} connections, ` +
      `${load.seconds} s each in ${load.rounds} rounds; load average ${loadavg()})\n`,
  );
  log('| setting | bytes | req/s | CPU µs/req | p99 |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [label, brotliQuality, gzipLevel, encoding] of SETTINGS) {
    const port = await freePort();
    const server: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        new URL('./web-wire-server.ts', import.meta.url).pathname,
        answerFile,
        String(port),
        String(brotliQuality),
        String(gzipLevel),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    try {
      await waitUntilReady(server, `http://127.0.0.1:${port}/ready`, () => '');
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const target = `http://127.0.0.1:${port}/answer`;
      const meter = cpuMeter(server.pid!, null);
      const [result] = await measureInterleaved(
        [{ url: target, headers, before: () => meter.start(), after: () => meter.stop() }],
        load,
      );
      const cpu = meter.take();
      const { bytes } = await wire(target, headers);
      log(
        `| ${label} | ${kb(bytes)} | ${Math.round(result!.rps)} | ` +
          `${cpu ? Math.round((cpu.portalMs * 1000) / result!.requests) : '—'} | ${result!.p99} ms |`,
      );
    } finally {
      await stopChild(server);
    }
  }

  log('\n## Each setting compressing that body in this process (CPU per compression, median of 15)\n');
  log('| setting | bytes | CPU µs |\n| --- | ---: | ---: |');
  for (const [label, brotliQuality, gzipLevel, encoding] of SETTINGS) {
    if (!encoding) continue;
    const compress = () =>
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : gzipSync(body, { level: gzipLevel });
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 16; i++) {
      const start = process.cpuUsage();
      bytes = compress().length;
      const used = process.cpuUsage(start);
      if (i > 0) times.push(used.user + used.system);
    }
    log(`| ${label} | ${kb(bytes)} | ${Math.round(times.sort((a, b) => a - b)[7]!)} |`);
  }

  log(`\n## The portal on that call (load average ${loadavg()})\n`);
  log('| Accept-Encoding | req/s | CPU µs/req (portal) | p99 |\n| --- | ---: | ---: | ---: |');
  const meter = cpuMeter(portal.child.pid!, database.kind === 'postgres' ? database.env.DATABASE_URL! : null);
  cleanups.unshift(() => meter.close());
  const targets: Target[] = [null, 'gzip', 'br'].map((encoding) => ({
    url,
    headers: encoding ? { ...auth, 'accept-encoding': encoding } : auth,
    before: () => meter.start(),
    after: () => meter.stop(),
  }));
  for (const target of targets) {
    const [result] = (await measureInterleaved([target], load)) as [LoadResult];
    const cpu = meter.take();
    log(
      `| ${target.headers['accept-encoding'] ?? '—'} | ${Math.round(result.rps)} | ` +
        `${cpu ? Math.round((cpu.portalMs * 1000) / result.requests) : '—'} | ${result.p99} ms |`,
    );
  }
  log(`\nload average at the end ${loadavg()}`);
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
}
