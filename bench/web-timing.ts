/**
 * Sign-in → dashboard usable, in Chromium on loopback, measured with the browser's own performance entries.
 * Starts the built app (`npm run build` first; this script builds nothing) on a fresh embedded database and signs
 * in as the demo customer it prints on its first start.
 *
 * - cold: a new browser profile each run (empty cache, nothing stored): open /login, wait until the page has been
 *   quiet for half a second (a visitor types for longer than that), sign in.
 * - warm: one profile, signed in once beforehand; each run signs out, opens /login again (assets from the cache,
 *   index.html revalidated) and signs in: a customer coming back.
 *
 * A run is measured in the page: a `performance.mark` when the «Войти» click event fires, another after the first
 * paint that shows the greeting, the four balances (no skeleton left) and the sidebar; the time between them is
 * the `performance.measure`. Resource entries in between give the requests made, long-task entries the time the
 * main thread was blocked. The /login page itself: first contentful paint of the same runs.
 *
 * Run: npm run build && npm run web-timing -w bench   (WEB_TIMING_COLD=5 WEB_TIMING_WARM=10 by default)
 */
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { demoCustomer } from './demo-customer.ts';

const COLD_RUNS = Number(process.env.WEB_TIMING_COLD ?? 5);
const WARM_RUNS = Number(process.env.WEB_TIMING_WARM ?? 10);
const VIEWPORT = { width: 1280, height: 900 };

interface Run {
  /** Click on «Войти» → the dashboard painted with its data. */
  signInToDashboard: number;
  /** Navigation start → first contentful paint of /login. */
  loginFcp: number;
  /** The sign-in and my-info calls as the browser saw them (request start → response end). */
  signInCall: number;
  myInfoCall: number;
  /** From my-info's answer to the painted dashboard: the browser's own work (the rest is the two calls). */
  afterMyInfo: number;
  /** Requests between the click and the dashboard: scripts and styles, API calls, bytes over the wire. */
  scripts: number;
  styles: number;
  apiCalls: number;
  transferKb: number;
  /** Sum of the long tasks (> 50 ms) between the click and the dashboard. */
  longTasks: number;
}

/** Runs in the page before the click: marks the click and resolves once the dashboard is painted with its data. */
const INSTRUMENT = `(() => {
  const button = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.trim() === 'Войти');
  button.addEventListener('click', () => performance.mark('sign-in:click'), { capture: true, once: true });
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  const ready = () => {
    const greeting = document.querySelector('h1');
    const rub = document.querySelector('[data-testid="balance-RUB"]');
    return (
      greeting?.textContent?.startsWith('Здравствуйте') &&
      rub && !document.querySelector('section[aria-label="Баланс"] .mantine-Skeleton-root') &&
      document.querySelector('nav[aria-label="Разделы кабинета"]')
    );
  };
  window.__dashboardUsable = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      // A task queued from the frame callback runs after that frame is painted.
      requestAnimationFrame(() => setTimeout(() => {
        performance.mark('dashboard:usable');
        const span = performance.measure('sign-in → dashboard', 'sign-in:click', 'dashboard:usable');
        const from = span.startTime;
        const to = from + span.duration;
        const resources = performance.getEntriesByType('resource').filter((r) => r.startTime >= from && r.startTime <= to);
        const call = (part) => resources.find((r) => r.name.includes(part));
        const took = (r) => (r ? r.responseEnd - r.startTime : NaN);
        const myInfo = call('/api/client/my-info');
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        resolve({
          signInToDashboard: span.duration,
          loginFcp: fcp ? fcp.startTime : NaN,
          signInCall: took(call('/api/client/sign-in')),
          myInfoCall: took(myInfo),
          afterMyInfo: myInfo ? to - myInfo.responseEnd : NaN,
          scripts: resources.filter((r) => r.name.endsWith('.js')).length,
          styles: resources.filter((r) => r.name.endsWith('.css')).length,
          apiCalls: resources.filter((r) => r.name.includes('/api/')).length,
          transferKb: resources.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
          longTasks: longTasks
            .filter((t) => t.startTime + t.duration >= from && t.startTime <= to)
            .reduce((sum, t) => sum + t.duration, 0),
        });
      }, 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})()`;

async function signInOnce(page: Page, baseUrl: string, email: string, password: string): Promise<Run> {
  await page.goto(`${baseUrl}/login`);
  // A visitor takes a few seconds to type: the page has its quiet time (half a second without requests) first.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.evaluate(INSTRUMENT);
  await page.getByRole('button', { name: 'Войти' }).click();
  const run = (await page.evaluate('window.__dashboardUsable')) as Run;
  await page.waitForURL('**/dashboard');
  return run;
}

/** Ends the session the way the app does on «Выйти» (the server's answer is not what is measured here). */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

async function coldRuns(browser: Browser, baseUrl: string, email: string, password: string) {
  const runs: Run[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' });
    runs.push(await signInOnce(await context.newPage(), baseUrl, email, password));
    await context.close();
  }
  return runs;
}

async function warmRuns(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInOnce(page, baseUrl, email, password);
  const runs: Run[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await signOut(page);
    runs.push(await signInOnce(page, baseUrl, email, password));
  }
  await context.close();
  return runs;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

function report(title: string, runs: Run[]) {
  const pick = (key: keyof Run) => runs.map((run) => run[key]);
  console.log(`\n${title} (${runs.length} runs)`);
  console.log(`  sign-in → dashboard usable: median ${ms(median(pick('signInToDashboard')))}`);
  console.log(`    each run: ${pick('signInToDashboard').map(ms).join(', ')}`);
  console.log(
    `  in it (medians): POST sign-in ${ms(median(pick('signInCall')))}, GET my-info ${ms(median(pick('myInfoCall')))}, ` +
      `then ${ms(median(pick('afterMyInfo')))} to draw the dashboard; long tasks ${ms(median(pick('longTasks')))}`,
  );
  console.log(
    `  requests after the click: ${median(pick('scripts'))} scripts, ${median(pick('styles'))} styles, ` +
      `${median(pick('apiCalls'))} API calls, ${median(pick('transferKb')).toFixed(1)} KB over the wire`,
  );
  console.log(`  /login first contentful paint: median ${ms(median(pick('loginFcp')))}`);
}

const server = await startServer();
const session = await openBrowser(VIEWPORT);
try {
  const { email, password } = demoCustomer(server);
  const version = session.browser.version();
  console.log(
    `Chromium ${version} headless, ${VIEWPORT.width}×${VIEWPORT.height}, server on loopback (PGlite), ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`,
  );
  report('cold: new profile, empty cache', await coldRuns(session.browser, server.url, email, password));
  report(
    'warm: cached assets, signed out and back in',
    await warmRuns(session.browser, server.url, email, password),
  );
} finally {
  await session.close();
  await server.stop();
}
