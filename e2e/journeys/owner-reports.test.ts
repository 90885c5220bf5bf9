import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, topUpWithSandboxCard } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { artifactsDir } from '../support/browser.js';
import { signIn } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

async function deskPage(browser: Browser, width: number): Promise<Page> {
  // bypassCSP: axe-core is injected into the page to check it; downloads are kept to read the XLSX back.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ru-RU',
    bypassCSP: true,
    acceptDownloads: true,
  });
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });

/**
 * The owner opens the reports (decision 065) after a customer topped up 1,500 ₽ by card: the day's row shows the
 * top-up, the charts and tables are there at 1280 and 390 px with no axe violation, and the XLSX downloaded from
 * the page reads back with the top-up as a number.
 */
describe('journey: owner reports', () => {
  const journey = useJourney({
    emailPrefix: 'owner-reports',
    customerName: 'Ольга',
    staff: { email: 'owner.reports@example.ru', name: 'Анна Владелец' },
  });

  it('shows the day’s top-up in the tables and charts and exports it as an XLSX', async () => {
    const { server, browser, staff } = journey;
    const customer = await apiSignIn(server.url, journey.email, journey.password);
    await topUpWithSandboxCard(server.url, customer, 1500);

    const owner = await deskPage(browser.browser, 1280);
    await signIn(owner, server.url, staff.email, staff.password, '/staff/recipients');
    await owner
      .getByRole('navigation', { name: 'Разделы рабочего места' })
      .getByRole('link', { name: /Отчёты/ })
      .click();
    await owner.waitForURL('**/staff/reports');
    const money = owner.getByRole('table', { name: 'Деньги, RUB: по строкам журнала операций' });
    await money.getByRole('cell', { name: '1 500,00 ₽' }).first().waitFor();
    await owner.getByRole('figure', { name: /Выручка по видам/ }).waitFor();
    await shot(owner, 'owner-reports-01-1280');
    expect(await axeViolations(owner)).toEqual([]);

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Скачать XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(artifactsDir, 'owner-reports.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Отчёт')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const topUps = headers.indexOf('Пополнения, RUB') + 1;
    expect(topUps).toBeGreaterThan(0);
    const values = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(topUps).value,
    );
    expect(values).toContain(1500);
    expect(values.filter((value) => value !== 0)).toEqual([1500]);

    const phone = await deskPage(browser.browser, 390);
    await signIn(phone, server.url, staff.email, staff.password, '/staff/recipients');
    await phone.goto(`${server.url}/staff/reports`);
    await phone
      .getByRole('table', { name: 'Деньги, RUB: по строкам журнала операций' })
      .getByRole('cell', { name: '1 500,00 ₽' })
      .first()
      .waitFor();
    // The tables scroll inside their cards; the page itself never scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'owner-reports-02-390');
    expect(await axeViolations(phone)).toEqual([]);
  });
});
