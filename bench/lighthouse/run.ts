/**
 * Lighthouse 12 (the npm package) on Debian's Chromium, headless, against the built app on loopback: /login,
 * /calc, /dashboard and the goods list, mobile (Lighthouse's default: a mid-range phone, simulated slow 4G and 4×
 * CPU slowdown) and desktop, each page RUNS times (3 by default) in a fresh browser, and the median of each score.
 *
 * The server starts on a fresh data directory, which migrates and seeds the trial's demo customer (printed on the
 * first start). A signed-in page is opened with `?token=<access token>`: the app's own token sign-in (spec: "any
 * request with a token query parameter triggers token login"), so Lighthouse's storage reset before each run
 * does not sign the customer out.
 *
 * Run: npm run build && npm run lighthouse -w bench -- <label>   (writes lighthouse/<label>.json and prints a table)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawnServer } from '../../e2e/support/server.ts';
import { demoCustomerToken } from '../demo-customer.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const label = process.argv[2] ?? 'latest';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  requests: number;
  scripts: number;
  /** The elements that moved the most (Lighthouse's layout-shifts audit), with their share of the CLS. */
  shifts?: string[];
}

/** One Lighthouse run, tried again (up to twice) when Chromium's trace of the load comes out broken. */
async function audit(url: string, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Scores> {
  try {
    return await auditOnce(url, formFactor);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  run failed (${(error as Error).message.slice(-80)}), again`);
    return audit(url, formFactor, attempt + 1);
  }
}

async function auditOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string }> })
      ?.items;
    return {
      ...(Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<(typeof CATEGORIES)[number], number>),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      requests: requests?.length ?? NaN,
      scripts: requests?.filter((r) => r.resourceType === 'Script').length ?? NaN,
      shifts: (
        (
          lhr.audits['layout-shifts']?.details as {
            items?: Array<{ score: number; node?: { selector?: string } }>;
          }
        )?.items ?? []
      )
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? '?'} ${item.score.toFixed(3)}`),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// LIGHTHOUSE_ONLY="/dashboard,/calc" measures those pages only and keeps the others of an earlier <label>.json.
const only = process.env.LIGHTHOUSE_ONLY?.split(',');
const resultsFile = new URL(`${label}.json`, import.meta.url);
const earlier = only && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-lighthouse-'));
const server = await spawnServer(dataDir);
const results: Record<string, Record<string, Scores & { runs: Scores[] }>> = earlier?.results ?? {};
try {
  const token = await demoCustomerToken(server);
  const pages: Record<string, string> = {
    '/login': '/login',
    '/calc': '/calc',
    '/dashboard': `/dashboard?token=${token}`,
    '/products?section=waiting': `/products?section=waiting&token=${token}`,
  };
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [name, pathAndQuery] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${server.url}${pathAndQuery}`, formFactor));
      const summary = Object.fromEntries(
        (Object.keys(runs[0]!) as Array<keyof Scores>)
          .filter((k) => k !== 'shifts')
          .map((k) => [k, median(runs.map((r) => r[k] as number))]),
      ) as unknown as Scores;
      (results[name] ??= {})[formFactor] = { ...summary, runs };
      console.log(name, formFactor, JSON.stringify(summary));
    }
  }
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  resultsFile,
  JSON.stringify({ label, at: new Date().toISOString(), loadavg: os.loadavg(), results }, null, 2),
);
console.log(
  '\n| page | form factor | performance | accessibility | best practices | SEO | CLS | requests (scripts) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, byFactor] of Object.entries(results)) {
  for (const [factor, s] of Object.entries(byFactor)) {
    console.log(
      `| ${name} | ${factor} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ` +
        `${s.cls.toFixed(3)} | ${s.requests} (${s.scripts}) |`,
    );
  }
}
