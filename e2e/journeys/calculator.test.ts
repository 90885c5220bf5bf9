import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../support/browser.js';
import { registerCustomer } from '../support/cabinet.js';
import { type RunningServer, startServer } from '../support/server.js';

const customer = { email: 'calc-journey@example.ru', password: 'secret-pass-1', name: 'Калькулятор' };

/**
 * A visitor without an account opens /calc at a phone's width and at a desktop's, picks a city and a pickup point
 * and a round black box, calculates a parcel and sees the price per tariff and whether it delivers there; the link
 * keeps the result, and «Оформить посылку» asks to sign in first, then shows the inputs in the order form.
 */
describe('journey: the public delivery calculator', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let point: { code: string; address: string };

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    await registerCustomer(server.url, customer);
    // The pickup point the visitor will pick: Moscow's first CDEK point, read from the same public call.
    const points = (await (await fetch(`${server.url}/api/calc/pickup-points?city_code=44`)).json()) as {
      data: Array<{ code: string; address: string; operatorId: number }>;
    };
    point = points.data.find((item) => item.operatorId === 3)!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`calculates without an account at ${viewport.width} px, to a city and a pickup point`, async () => {
      const { page } = browser;
      await page.setViewportSize(viewport);
      await page.context().clearCookies();
      await page.goto(`${server.url}/calc`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/calc`);
      expect(new URL(page.url()).pathname).toBe('/calc');

      await page.getByLabel('Вес, кг').fill('3,2');
      await page.getByLabel('Длина, см').fill('60');
      await page.getByLabel('Ширина, см').fill('50');
      await page.getByLabel('Высота, см').fill('40');
      await page.getByLabel('Упаковка', { exact: true }).first().click();
      await page.getByRole('option', { name: 'Коробка, круглая чёрная — 180 ₽' }).click();
      await page.getByLabel('Город', { exact: true }).first().fill('Моск');
      await page.getByRole('option', { name: 'Москва', exact: true }).click();
      await page.getByLabel('Пункт выдачи', { exact: true }).first().click();
      await page.getByRole('option', { name: point.address }).click();
      await page.getByRole('checkbox', { name: /Обрешётка/ }).check();
      await page.getByRole('button', { name: 'Рассчитать' }).click();

      const table = page.getByRole('table', { name: 'Цены по тарифам' });
      await table.waitFor();
      await expect.poll(() => page.getByTestId('calc-weight').textContent()).toContain('Расчётный вес 24 кг');
      // The desk's air rate 24 kg × 790 ₽ + a round black box 180 ₽ + crating 299 ₽.
      const totals = await page.getByTestId('calc-total').allTextContents();
      expect(totals.map((text) => text.replace(/\s/g, ''))).toContain('19439₽');
      await expect.poll(() => page.getByTestId('calc-destination').textContent()).toContain(point.address);
      const reach = await page.getByTestId('calc-reach').allTextContents();
      expect(reach.length).toBe(totals.length);
      expect(reach.filter((text) => text === 'Доставляет в пункт выдачи (СДЭК)').length).toBeGreaterThan(0);
      const url = new URL(page.url());
      expect(url.searchParams.get('cityCode')).toBe('44');
      expect(url.searchParams.get('city')).toBe('Москва');
      expect(url.searchParams.get('point')).toBe(point.code);
      expect(url.searchParams.get('style')).toBe('ROUND_BLACK');
      await browser.screenshot(`calc-${viewport.width}`);

      // The link is the result: opened again, the same prices, the same point, the same form.
      await page.goto(page.url());
      await table.waitFor();
      await expect.poll(() => page.getByTestId('calc-total').allTextContents()).toEqual(totals);
      await expect.poll(() => page.getByTestId('calc-destination').textContent()).toContain(point.address);
      expect(await page.getByLabel('Город', { exact: true }).first().inputValue()).toBe('Москва');
      expect(
        (await page.getByLabel('Упаковка', { exact: true }).first().inputValue()).replace(/\s/g, ' '),
      ).toBe('Коробка, круглая чёрная — 180 ₽');

      await page.getByRole('link', { name: 'Оформить посылку' }).first().click();
      await page.waitForURL('**/login');
      await page.getByLabel('Почта').fill(customer.email);
      await page.getByLabel('Пароль', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL('**/parcels/create?**');
      const form = new URL(page.url());
      expect(form.searchParams.get('point')).toBe(point.code);
      await expect
        .poll(() => page.getByTestId('calc-destination-note').textContent())
        .toContain(`пункт выдачи СДЭК, Москва, ${point.address}`);
      expect(await page.getByRole('checkbox', { name: /Обрешётка/ }).isChecked()).toBe(true);
      await browser.screenshot(`calc-order-form-${viewport.width}`);
    });
  }
});
