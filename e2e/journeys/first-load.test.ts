import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { useJourney } from '../support/journey.js';

/** The layout shifts the page has had so far (their sum: at least Lighthouse's CLS, the worst session window). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

/**
 * Decision 056, what Lighthouse measured: the dashboard keeps its layout while its data come (the answer is held
 * back a second here, as on a slow phone), and a visitor on /login downloads the sign-in page, not the cabinet,
 * until he starts typing.
 */
describe('journey: first load', () => {
  const journey = useJourney({ emailPrefix: 'first-load', customerName: 'Вера' });

  for (const width of [390, 1280]) {
    it(`the dashboard does not move when its data come, at ${width} px`, async () => {
      const token = await apiSignIn(journey.server.url, journey.email, journey.password);
      const context = await journey.browser.browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        locale: 'ru-RU',
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/api/dashboard', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(`${journey.server.url}/dashboard?token=${token}`);
      await page.getByRole('region', { name: 'Адрес склада в Китае' }).waitFor();
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.1);
      await context.close();
    });
  }

  it('gives a visitor on /login the sign-in page only, and the cabinet once he types', async () => {
    const context = await journey.browser.browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/login`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500); // longer than the idle prefetch's 2 s deadline
    // Chunks of a page or a shell carry its name (decision 043); shared chunks are a hash alone.
    const named = (await scriptsLoaded(page))
      .map((p) => /\/([A-Za-z]+)-[\w-]{8}\.js$/.exec(p)?.[1])
      .filter((name) => name !== undefined);
    expect(named.filter((name) => !/^(index|react|LoginPage|Toasts|Support\w*)$/.test(name))).toEqual([]);

    await page.getByLabel('Почта').fill(journey.email);
    await expect
      .poll(async () => (await scriptsLoaded(page)).some((p) => /DashboardPage/.test(p)), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });
});
