import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSignIn, goodsOnShelf } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { pngFile, solidPng } from '../support/images.js';
import { useJourney } from '../support/journey.js';

const TRACK = `PA${String(Date.now()).slice(-13)}`;
const NAME = 'Кеды Converse';

/**
 * Decision 033: a good ordered with the photo report (service 12) is on the shelf; the warehouse desk uploads its
 * photo, the desk shows the customer's answer is awaited, and the customer approves the photos in the cabinet.
 */
describe('journey: the customer approves the warehouse photos', () => {
  const journey = useJourney({
    emailPrefix: 'photos',
    customerName: 'Ольга',
    staff: { email: 'staff.photos@example.ru', name: 'Пётр Кладовщик' },
    prepare: async ({ server, email, password, staff }) => {
      const token = await apiSignIn(server.url, email, password);
      const staffToken = await apiSignIn(server.url, staff.email, staff.password);
      await goodsOnShelf(server.url, token, staffToken, TRACK, [
        { description: NAME, price: 300, additionalServicesIds: [4, 12] },
      ]);
    },
  });

  it('walks from the photo to the approval', async () => {
    const { server, browser, email, password, staff } = journey;
    const deskContext = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const desk = await deskContext.newPage();
    await signIn(desk, server.url, staff.email, staff.password, '/staff/recipients');
    await desk.getByRole('link', { name: 'Товары' }).click();
    await desk.waitForURL('**/staff/goods');
    await desk.getByRole('textbox', { name: 'Поиск' }).fill(TRACK);
    const card = desk.getByRole('article', { name: NAME });
    await card.waitFor();
    await card
      .getByLabel(`Файл фотоотчёта: ${NAME}`)
      .setInputFiles(pngFile('report.png', solidPng(64, [90, 140, 90])));
    await toast(desk, 'Фотоотчёт добавлен');
    await card.getByText('Фото ждут решения клиента').waitFor();
    await desk.screenshot({ path: path.join(artifactsDir, 'photos-01-desk-1280.png'), fullPage: true });
    await deskContext.close();

    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/products?section=onstore`);
    const good = page.getByRole('article', { name: NAME });
    await good.getByText('Фото ждут вашего решения').waitFor();
    await good.getByRole('img', { name: `Фотоотчёт 1: ${NAME}` }).waitFor();
    await browser.screenshot('photos-02-pending-390');
    await good.getByRole('button', { name: `Одобрить фото: ${NAME}` }).click();
    await toast(page, 'Фото одобрены: товар можно добавить в посылку');
    await good.getByText('Фото одобрены').waitFor();
    expect(await good.getByRole('button', { name: `Одобрить фото: ${NAME}` }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await browser.screenshot('photos-03-approved-1280');
  });
});
