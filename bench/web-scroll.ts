/**
 * A page of 1,000 goods scrolled in Chromium with the CPU slowed down four times (a mid-range phone), frames
 * counted in the page. Seeds the bench's heavy account (1,200 goods waiting: the list shows its page of 1,000) into
 * a fresh PGlite folder through the server's own functions, starts the built app on it (`npm run build` first),
 * signs in, opens «Товары» → «Ожидаются», unfolds the whole list («Показать ещё») and then, for each run:
 *
 * - scrolls the page 15,000 px down (about 80 cards) and back at a steady 3,000 px/s, moving it from a requestAnimationFrame
 *   loop (the position follows the clock, so a slow frame skips distance rather than slowing the scroll);
 * - counts the frames drawn, the longest gap between two, frames over 20 ms (a dropped frame at 60 Hz), and the
 *   long tasks (> 50 ms) the page reported meanwhile.
 *
 * It also reports how long unfolding the list took (click → the last row painted) and the long tasks in it.
 * Run: npm run build && npm run web-scroll -w bench   (WEB_SCROLL_RUNS=2, WEB_SCROLL_THROTTLE=4 by default;
 * WEB_SCROLL_PROFILE=scroll.cpuprofile records the page's CPU profile of the first scroll and prints its top;
 * WEB_SCROLL_DATA=<folder> reuses a PGlite folder seeded by `npm run web-card-shots` with WEB_SHOTS_DATA, so repeated
 * runs skip the seeding)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBrowser } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/cabinet.ts';
import { startServer } from '../e2e/support/server.ts';
import { seededPgliteFolder } from './api/database.ts';
import { summariseProfiles } from './api/profile-summary.ts';
import { HEAVY_EMAIL, HEAVY_PASSWORD } from './api/seed.ts';

const RUNS = Number(process.env.WEB_SCROLL_RUNS ?? 2);
/** How far each run scrolls down (and back up): about 80 cards. */
const DISTANCE = 15_000;
const THROTTLE = Number(process.env.WEB_SCROLL_THROTTLE ?? 4);
const VIEWPORT = { width: 1280, height: 900 };
/** A file to write the page's CPU profile of the first scroll to; its top functions are printed. */
const PROFILE = process.env.WEB_SCROLL_PROFILE;

interface ScrollRun {
  seconds: number;
  frames: number;
  fps: number;
  worstFrameMs: number;
  slowFrames: number;
  longTasks: number;
  longTaskMs: number;
  distance: number;
}

/** Scrolls the page down and up at `speed` px/s from a frame loop; resolves with what the frames looked like. */
const SCROLL = `([speed, distance]) => new Promise((resolve) => {
  const scroller = document.scrollingElement;
  const bottom = Math.min(distance, scroller.scrollHeight - innerHeight);
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const duration = (2 * bottom / speed) * 1000;
  const gaps = [];
  let start = 0;
  let last = 0;
  const frame = (now) => {
    if (!start) { start = now; last = now; }
    else { gaps.push(now - last); last = now; }
    const t = now - start;
    const half = duration / 2;
    scroller.scrollTop = t < half ? (t / half) * bottom : Math.max(0, (1 - (t - half) / half) * bottom);
    if (t < duration) return requestAnimationFrame(frame);
    observer.disconnect();
    const seconds = t / 1000;
    resolve({
      seconds,
      frames: gaps.length,
      fps: gaps.length / seconds,
      worstFrameMs: Math.max(...gaps),
      slowFrames: gaps.filter((gap) => gap > 20).length,
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
      distance: 2 * bottom,
    });
  };
  requestAnimationFrame(frame);
})`;

/** Clicks «Показать ещё» and resolves once the list's last row is on the page and a frame has been drawn. */
const UNFOLD = `() => new Promise((resolve) => {
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.startsWith('Показать ещё'));
  const items = () => document.querySelectorAll('[role="list"] [role="listitem"]');
  const expected = Number(/\\((\\d+)\\)/.exec(button.textContent)[1]) + items().length;
  const started = performance.now();
  button.click();
  const check = () => {
    // A virtualised list has only the items in sight in the document; each says the list's length.
    const total = Number(items()[0]?.getAttribute('aria-setsize') || items().length);
    if (total < expected) return requestAnimationFrame(check);
    requestAnimationFrame(() => setTimeout(() => {
      observer.disconnect();
      resolve({ ms: performance.now() - started, rows: total, longTaskMs: tasks.reduce((s, t) => s + t.duration, 0),
        rendered: items().length });
    }, 0));
  };
  requestAnimationFrame(check);
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await seededPgliteFolder(process.env.WEB_SCROLL_DATA, 'web-scroll-');
try {
  const server = await startServer({ DATA_DIR: database.dir });
  const session = await openBrowser(VIEWPORT);
  try {
    const { page } = session;
    await signIn(page, server.url, HEAVY_EMAIL, HEAVY_PASSWORD, '/dashboard');
    await page.goto(`${server.url}/products?section=waiting`);
    await page.getByRole('button', { name: /Показать ещё/ }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // The ceiling on this machine now: the same scroll over an empty block as tall as the list will be.
    await page.evaluate(`(() => { const spacer = document.createElement('div'); spacer.id = 'bench-spacer';
      spacer.style.height = '${DISTANCE + 2000}px'; document.body.append(spacer); })()`);
    const control = (await page.evaluate(`(${SCROLL})([3000, ${DISTANCE}])`)) as ScrollRun;
    await page.evaluate(`document.getElementById('bench-spacer').remove()`);
    const unfold = (await page.evaluate(`(${UNFOLD})()`)) as Record<string, number>;
    await page.waitForTimeout(1000);
    const runs: ScrollRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (PROFILE && i === 0) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      runs.push((await page.evaluate(`(${SCROLL})([3000, ${DISTANCE}])`)) as ScrollRun);
      if (PROFILE && i === 0) {
        const { profile } = await cdp.send('Profiler.stop');
        const file = path.resolve(process.env.INIT_CWD ?? '.', PROFILE);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`\nCPU profile of the first scroll: ${file}`);
        summariseProfiles([file], console.log, 25);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    console.log(
      `\nChromium ${session.browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}, CPU throttling ×${THROTTLE}; ` +
        `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}; load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `unfold the list («Показать ещё»): ${Math.round(unfold.ms!)} ms to ${unfold.rows} rows ` +
        `(${unfold.rendered} in the DOM), long tasks ${Math.round(unfold.longTaskMs!)} ms`,
    );
    console.log(
      `control (an empty block, same scroll): ${control.fps.toFixed(1)} fps, worst frame ` +
        `${Math.round(control.worstFrameMs)} ms, long tasks ${Math.round(control.longTaskMs)} ms`,
    );
    for (const run of runs) {
      console.log(
        `  scroll ${Math.round(run.distance)} px in ${run.seconds.toFixed(1)} s: ${run.fps.toFixed(1)} fps, ` +
          `worst frame ${Math.round(run.worstFrameMs)} ms, ${run.slowFrames} frames over 20 ms, ` +
          `${run.longTasks} long tasks (${Math.round(run.longTaskMs)} ms)`,
      );
    }
    console.log(
      `median: ${median(runs.map((r) => r.fps)).toFixed(1)} fps, worst frame ${Math.round(median(runs.map((r) => r.worstFrameMs)))} ms, ` +
        `long tasks ${Math.round(median(runs.map((r) => r.longTaskMs)))} ms per scroll`,
    );
  } finally {
    await session.close();
    await server.stop();
  }
} finally {
  await database.drop();
}
