import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

/**
 * A visitor without an account opens /calc at a phone's width and at a desktop's, calculates a parcel and sees the
 * price per tariff; the link keeps the result, and «Оформить посылку» asks to sign in first.
 */
describe('journey: the public delivery calculator', () => {
  let server: RunningServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`calculates without an account at ${viewport.width} px`, async () => {
      const { page } = browser;
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/calc`);
      expect(new URL(page.url()).pathname).toBe('/calc');

      await page.getByLabel('Вес, кг').fill('3,2');
      await page.getByLabel('Длина, см').fill('60');
      await page.getByLabel('Ширина, см').fill('50');
      await page.getByLabel('Высота, см').fill('40');
      await page.getByRole('button', { name: 'Рассчитать' }).click();

      const table = page.getByRole('table', { name: 'Цены по тарифам' });
      await table.waitFor();
      // 60 × 50 × 40 ÷ 5000 = 24 kg over the actual 3.2 kg; the desk's air rate 790 ₽/kg + a box 120 ₽.
      await expect.poll(() => page.getByTestId('calc-weight').textContent()).toContain('Расчётный вес 24 кг');
      const totals = await page.getByTestId('calc-total').allTextContents();
      expect(totals.map((text) => text.replace(/\s/g, ''))).toContain('19080₽');
      expect(new URL(page.url()).searchParams.get('weight')).toBe('3.2');
      await browser.screenshot(`calc-${viewport.width}`);

      // The link is the result: opened again, it shows the same prices.
      await page.goto(page.url());
      await table.waitFor();
      expect(await page.getByTestId('calc-total').count()).toBe(totals.length);

      await page.getByRole('link', { name: 'Оформить посылку' }).first().click();
      await page.waitForURL('**/login');
    });
  }
});
