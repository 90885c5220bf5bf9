import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { artifactsDir, type BrowserSession } from './browser.js';
import { signIn, toast } from './cabinet.js';
import { pngFile, solidPng } from './images.js';

/**
 * The steps of a parcel's life that every parcel journey takes, on the customer's page and at the warehouse's
 * desk (a browser context of its own).
 */
export interface Desk {
  desk: Page;
  context: BrowserContext;
}

/** The warehouse signs in, in a browser of its own. */
export async function openDesk(
  browser: BrowserSession,
  serverUrl: string,
  staff: { email: string; password: string },
): Promise<Desk> {
  const context = await browser.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  const desk = await context.newPage();
  await signIn(desk, serverUrl, staff.email, staff.password, '/staff/recipients');
  return { desk, context };
}

/** The goods desk's receipt: the track is scanned and its goods go on the shelf. */
export async function receiveTrack(desk: Page, track: string): Promise<void> {
  await desk.getByRole('link', { name: 'Приёмка' }).click();
  await desk.waitForURL('**/staff/warehouse');
  const scan = desk.getByLabel('Трек-номер');
  await scan.fill(track);
  await scan.press('Enter');
  await desk
    .getByRole('log', { name: 'Журнал сканирования' })
    .getByText(new RegExp(`^${track} — принят, на полку`))
    .waitFor();
}

const deskRow = (desk: Page, parcelName: string) =>
  desk.getByTestId('staff-parcel').filter({ hasText: parcelName });

/** The parcel desk assembles the parcel, weighs and measures it with the packed parcel's photo: it is priced. */
export async function assembleAndWeigh(
  desk: Page,
  parcel: { id: number; name: string },
  measures: { weight: string; length: string; width: string; height: string },
): Promise<void> {
  await desk.getByRole('link', { name: 'Посылки' }).click();
  await desk.waitForURL('**/staff/parcels');
  await deskRow(desk, parcel.name).getByRole('button', { name: 'Собрать' }).click();
  await toast(desk, `Посылка ${parcel.id} собирается`);
  await desk.getByText('Сборка и взвешивание', { exact: true }).click();
  await deskRow(desk, parcel.name).getByRole('button', { name: 'Взвесить' }).click();
  const weigh = desk.getByRole('dialog', { name: `Взвешивание посылки ${parcel.id}` });
  await weigh.getByLabel(/Вес, кг/).fill(measures.weight);
  await weigh.getByLabel(/Длина, см/).fill(measures.length);
  await weigh.getByLabel(/Ширина, см/).fill(measures.width);
  await weigh.getByLabel(/Высота, см/).fill(measures.height);
  await weigh.locator('input[type=file]').setInputFiles(pngFile('packed.png', solidPng(64, [200, 160, 90])));
  await weigh.getByRole('button', { name: 'Взвесить и рассчитать' }).click();
  await toast(desk, `Посылка ${parcel.id} взвешена`);
}

/** The customer sends the open parcel page's request to assembly. */
export async function sendToAssembly(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Отправить на комплектацию' }).click();
  await toast(page, 'Посылка успешно отправлена на комплектацию');
  await page.getByTestId('parcel-status').filter({ hasText: 'Готова к обработке' }).waitFor();
}

/** «Оплатить» on the parcel's page, then the confirmation that names the amount and the balance (decision 052). */
export async function startParcelPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Оплатить/ }).click();
  const dialog = page.getByRole('dialog', { name: /Оплатить посылку/ });
  await dialog.getByTestId('pay-confirm-amount').waitFor();
  await dialog.getByRole('button', { name: 'Оплатить', exact: true }).click();
}

/** The customer pays the parcel on its page (the balance covers it). */
export async function payParcel(page: Page, parcelUrl: string): Promise<void> {
  await page.goto(parcelUrl);
  await page.getByTestId('parcel-status').filter({ hasText: 'Ожидает оплаты' }).waitFor();
  await startParcelPayment(page);
  await toast(page, 'Посылка успешно оплачена');
  await page.getByTestId('parcel-status').filter({ hasText: 'Готова к отправке' }).waitFor();
}

/** The parcel desk ships the paid parcel with its outgoing track and registry. */
export async function shipParcel(
  desk: Page,
  parcel: { id: number; name: string },
  outgoing: string,
  registry: string,
  screenshot?: string,
): Promise<void> {
  await desk.getByRole('link', { name: 'Посылки' }).click();
  await desk.getByText('Оплата и отправка', { exact: true }).click();
  await deskRow(desk, parcel.name).getByRole('button', { name: 'Отправить' }).click();
  const ship = desk.getByRole('dialog', { name: `Отправка посылки ${parcel.id}` });
  await ship.getByLabel(/Трек отправления/).fill(outgoing);
  await ship.getByLabel(/Реестр/).fill(registry);
  await ship.getByRole('button', { name: 'Отправить' }).click();
  await toast(desk, `Посылка ${parcel.id} отправлена`);
  if (screenshot)
    await desk.screenshot({ path: path.join(artifactsDir, `${screenshot}.png`), fullPage: true });
}

/**
 * The customer finds the parcel under «Отправленные» with its outgoing track and opens it: the timeline has the
 * shipping and the earlier steps. Answers the number of «Ожидает оплаты» entries on the timeline.
 */
export async function findSentWithTimeline(
  page: Page,
  serverUrl: string,
  parcelName: string,
  outgoing: string,
  browser?: { session: BrowserSession; screenshot: string },
): Promise<number> {
  await page.goto(`${serverUrl}/parcels?section=inwork`);
  await page.getByRole('tab', { name: 'Отправленные' }).click();
  await page.waitForURL('**/parcels?section=sent');
  const sentRow = page.getByTestId('parcel-row').filter({ hasText: parcelName });
  await sentRow.getByText(outgoing).waitFor();
  if (browser) await browser.session.screenshot(browser.screenshot);
  await sentRow.getByRole('link', { name: parcelName }).click();
  const timeline = page.getByLabel('Отслеживание');
  await timeline.getByText('Отправлена').waitFor();
  return timeline.getByText('Ожидает оплаты').count();
}
