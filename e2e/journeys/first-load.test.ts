import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, goodsOnShelf, registerGoods } from '../support/api.js';
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
  // Goods in two sections, so that two goods tabs have a count (as the demo customer's four do).
  const journey = useJourney({
    emailPrefix: 'first-load',
    customerName: 'Вера',
    staff: { email: 'staff.first-load@example.ru' },
    prepare: async ({ server, email, password, staff }) => {
      const token = await apiSignIn(server.url, email, password);
      const staffToken = await apiSignIn(server.url, staff.email, staff.password);
      await registerGoods(server.url, token, 'YT2026112800001', [{ description: 'Повербанк', price: 129 }]);
      await goodsOnShelf(server.url, token, staffToken, 'YT2026112800002', [
        { description: 'Кеды', price: 300 },
      ]);
    },
  });

  /**
   * Opens `path` signed in at `width` with the given calls held back (as on a slow phone), waits for `ready` and
   * half a second more, and returns the layout shift so far.
   */
  async function shiftOnFirstLoad(
    width: number,
    path: string,
    delays: Record<string, number>,
    ready: (page: Page) => Promise<unknown>,
  ): Promise<number> {
    const token = await apiSignIn(journey.server.url, journey.email, journey.password);
    const context = await journey.browser.browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      locale: 'ru-RU',
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const [call, ms] of Object.entries(delays)) {
        await page.route(
          (url) => url.pathname === call,
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, ms));
            await route.continue();
          },
        );
      }
      await page.goto(`${journey.server.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
      await ready(page);
      await page.waitForTimeout(500);
      const shift = await layoutShift(page);
      console.log(`${path} at ${width} px: layout shift ${shift.toFixed(3)}`);
      return shift;
    } finally {
      await context.close();
    }
  }

  for (const width of [390, 1280]) {
    it(`the dashboard does not move when its data come, at ${width} px`, async () => {
      const shift = await shiftOnFirstLoad(width, '/dashboard', { '/api/dashboard': 1000 }, (page) =>
        page.getByRole('region', { name: 'Адрес склада в Китае' }).waitFor(),
      );
      expect(shift).toBeLessThan(0.1);
    });

    it(`the goods list does not move when its counts and goods come, at ${width} px`, async () => {
      // The counts come last: each tab's count appearing is what wrapped the tabs anew on a phone.
      const shift = await shiftOnFirstLoad(
        width,
        '/products?section=waiting',
        { '/api/client/my-goods': 600, '/api/client/my-goods/counters': 1200, '/api/storage-terms': 300 },
        async (page) => {
          await page.getByRole('article').filter({ hasText: 'Повербанк' }).waitFor();
          await page.getByRole('tab', { name: /Ожидаются\s*1/ }).waitFor();
        },
      );
      expect(shift).toBeLessThan(0.1);
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
