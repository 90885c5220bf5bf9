/**
 * Which elements move while a page loads: opens a page of the trial's demo customer in Debian's Chromium at 390 and
 * 1280 px with the CPU slowed 4× (as Lighthouse's phone), and prints every layout shift with the elements that moved
 * and from where to where. Lighthouse gives the total; this names the cause.
 *
 * Run: npm run build && npm run layout-shifts -w bench -- '/products?section=waiting'
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { spawnServer } from '../e2e/support/server.ts';
import { demoCustomerToken } from './demo-customer.ts';

const target = process.argv[2] ?? '/dashboard';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-shifts-'));
const server = await spawnServer(dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const token = await demoCustomerToken(server);
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: unknown[] };
      w.__shifts = [];
      const describe = (node: Node | null) => {
        if (!(node instanceof Element)) return String(node?.nodeName);
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').slice(0, 40);
        return `<${node.tagName.toLowerCase()} class="${String(node.className).slice(0, 50)}"> «${text}»`;
      };
      const box = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            sources?: Array<{
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }>;
          }
        >) {
          w.__shifts.push({
            at: Math.round(entry.startTime),
            value: Number(entry.value.toFixed(4)),
            moved: (entry.sources ?? []).map(
              (s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}${target}${target.includes('?') ? '&' : '?'}token=${token}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    console.log(
      `${target} at ${width} px:`,
      shifts.length === 0 ? 'no layout shift' : JSON.stringify(shifts, null, 2),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
