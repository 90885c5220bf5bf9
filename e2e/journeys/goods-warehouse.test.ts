import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { pngFile, solidPng } from '../support/images.js';
import { useJourney } from '../support/journey.js';

const TRACK = `YT${String(Date.now()).slice(-13)}`;

async function fillGood(
  page: Page,
  n: number,
  good: { description: string; url: string; price: string; photo: Buffer },
) {
  const card = page.getByRole('region', { name: `Товар ${n}` });
  await card.getByLabel(/^Название товара/).fill(good.description);
  await card.getByLabel(/^Ссылка на товар/).fill(good.url);
  await card.getByLabel(/^Цена за единицу/).fill(good.price);
  await card.getByLabel(`Фото товара ${n}`).setInputFiles(pngFile(`good-${n}.png`, good.photo));
  await card.getByRole('img', { name: 'Фото товара' }).waitFor();
}

/**
 * A customer registers two goods with photos under one Chinese track; a staff member receives the track at the
 * warehouse desk and the goods go on the shelf («На складе»). The desk then flags one of them; the customer
 * sees it among the problems with the reason and accepts it back onto the shelf.
 */
describe('journey: goods reach the warehouse', () => {
  const journey = useJourney({
    emailPrefix: 'goods',
    customerName: 'Светлана',
    staff: { email: 'staff.goods@example.ru', name: 'Пётр Кладовщик' },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.getByRole('navigation').first().getByRole('link', { name: 'Товары' }).click();
    await page.waitForURL('**/products?section=waiting');
    await page.getByText('Товаров нет').waitFor();
    await browser.screenshot('goods-01-empty-1280');

    await page.getByRole('link', { name: 'Добавить товар' }).first().click();
    await page.waitForURL('**/product?create');
    await page.getByRole('heading', { name: 'Создать товар' }).waitFor();
    await page.getByLabel(/^Трек-номер китайской посылки/).fill(TRACK);
    await fillGood(page, 1, {
      description: 'Кроссовки Nike Air Force 1',
      url: 'https://item.taobao.com/item.htm?id=745812345678',
      price: '649,5',
      photo: solidPng(48, [229, 72, 77]),
    });
    await toast(page, 'Изображение успешно загружено');
    await page
      .getByRole('region', { name: 'Товар 1' })
      .getByRole('button', { name: 'Увеличить количество' })
      .click();
    await page.getByRole('button', { name: 'Добавить товар' }).click();
    await fillGood(page, 2, {
      description: 'Футболка Uniqlo',
      url: 'https://item.taobao.com/item.htm?id=745812345679',
      price: '59',
      photo: solidPng(48, [34, 139, 230]),
    });
    await page.getByRole('region', { name: 'Товар 2' }).getByRole('radio', { name: 'С проверкой' }).check();
    // The fixed header would be drawn in the middle of a full-page shot of a scrolled page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await browser.screenshot('goods-02-form-1280');
    await page.getByRole('button', { name: 'Создать товары' }).click();
    await toast(page, 'Товар успешно создан');
    await page.waitForURL('**/products?section=waiting');

    const sneakers = page.getByRole('article', { name: 'Кроссовки Nike Air Force 1' });
    await sneakers.getByText('2 × 649,50 ¥').waitFor();
    await sneakers.getByText('Ожидается на складе').waitFor();
    await sneakers.getByRole('img', { name: 'Кроссовки Nike Air Force 1' }).waitFor();
    await page
      .getByRole('article', { name: 'Футболка Uniqlo' })
      .getByText('Услуги: Детальный осмотр (с проверкой), Консолидация, Утилизация почтовой упаковки')
      .waitFor();
    const badge = page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /Товары/ });
    await expect.poll(() => badge.textContent()).toContain('2');
    await browser.screenshot('goods-03-waiting-1280');

    // The warehouse scans the parcel in a browser of its own.
    const deskContext = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const desk = await deskContext.newPage();
    await signIn(desk, server.url, staff.email, staff.password, '/staff/recipients');
    await desk.getByRole('link', { name: 'Приёмка' }).click();
    await desk.waitForURL('**/staff/warehouse');
    const scan = desk.getByLabel('Трек-номер');
    await scan.fill(TRACK);
    await scan.press('Enter');
    const log = desk.getByRole('log', { name: 'Журнал сканирования' });
    const receipt = log.getByRole('listitem').filter({ hasText: `${TRACK} — принят, на полку: 2 товара` });
    await receipt.getByText(`Клиент: ${email} (Светлана)`).waitFor();
    expect(await scan.evaluate((element) => element === document.activeElement)).toBe(true);
    await scan.fill('ZZ7700001');
    await scan.press('Enter');
    await log.getByText('ZZ7700001 — неопознанный груз').waitFor();
    await desk.getByRole('table', { name: 'Неопознанные посылки' }).getByText('ZZ7700001').waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'goods-04-staff-receive-1280.png'),
      fullPage: true,
    });

    // The customer finds both goods on the shelf.
    await page.goto(`${server.url}/products?section=onstore`);
    await page.getByRole('article', { name: 'Кроссовки Nike Air Force 1' }).getByText('На складе').waitFor();
    await page.getByRole('article', { name: 'Футболка Uniqlo' }).getByText('На складе').waitFor();
    await browser.screenshot('goods-05-onstore-1280');

    // The desk flags the T-shirt and adds a photo report to it.
    await desk.getByRole('link', { name: 'Товары' }).click();
    await desk.waitForURL('**/staff/goods');
    // The search may be answered from the receiving page's cached answer for this track: wait for the good itself.
    await desk.getByRole('textbox', { name: 'Поиск' }).fill(TRACK);
    const shirt = desk.getByRole('article', { name: 'Футболка Uniqlo' });
    await shirt.waitFor();
    await shirt
      .getByLabel('Файл фотоотчёта: Футболка Uniqlo')
      .setInputFiles(pngFile('report.png', solidPng(64, [120, 120, 120])));
    await toast(desk, 'Фотоотчёт добавлен');
    await shirt.getByRole('button', { name: 'Не соответствует требованиям' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Не соответствует требованиям' });
    await dialog.getByLabel('Причина').fill('Размер не совпадает с заказом');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await toast(desk, 'Статус товара: Не соответствует требованиям');
    await desk.setViewportSize({ width: 390, height: 844 });
    await shirt.getByText('Размер не совпадает с заказом').waitFor();
    await desk.screenshot({ path: path.join(artifactsDir, 'goods-06-staff-goods-390.png'), fullPage: true });
    await deskContext.close();

    // The customer sees the problem with the reason and the photo report, and accepts the good.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/products?section=problem`);
    const flagged = page.getByRole('article', { name: 'Футболка Uniqlo' });
    await flagged.getByText('Размер не совпадает с заказом').waitFor();
    await flagged.getByRole('img', { name: 'Фотоотчёт 1: Футболка Uniqlo' }).waitFor();
    expect(await flagged.getAttribute('data-highlighted')).toBe('true');
    await browser.screenshot('goods-07-problem-390');
    await flagged.getByRole('button', { name: 'Принять: Футболка Uniqlo' }).click();
    await toast(page, 'Груз успешно принят');
    await flagged.getByText('На складе').waitFor();
    // The list reloads 2 s later without it.
    await expect
      .poll(() => page.getByRole('article', { name: 'Футболка Uniqlo' }).count(), { timeout: 10_000 })
      .toBe(0);
    await page.goto(`${server.url}/products?section=onstore`);
    await page.getByRole('article', { name: 'Футболка Uniqlo' }).waitFor();
    await browser.screenshot('goods-08-onstore-390');
  });
});
