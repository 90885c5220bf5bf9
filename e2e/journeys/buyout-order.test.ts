import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCdekAddress, addConfirmedRecipient, apiSignIn, topUpWithSandboxCard } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';
import { openDesk, receiveTrack } from '../support/parcel-steps.js';

const SUFFIX = String(Date.now()).slice(-10);
const TRACKS = { sneakers: `YT1${SUFFIX}`, hoodie: `YT2${SUFFIX}` };

/** Fills lot `n` (1-based) of the order form. */
async function fillLot(
  page: Page,
  n: number,
  lot: { url: string; name: string; price: string; count: string; delivery: string; size: string },
) {
  const fieldset = page.getByRole('group', { name: `Лот ${n}`, exact: true });
  await fieldset.getByLabel(/^Ссылка на товар/).fill(lot.url);
  await fieldset.getByLabel(/^Наименование товара/).fill(lot.name);
  await fieldset.getByLabel(/^Цена за шт/).fill(lot.price);
  await fieldset.getByLabel(/^Количество/).fill(lot.count);
  await fieldset.getByLabel(/^Доставка по Китаю/).fill(lot.delivery);
  await fieldset.getByLabel('Размер').fill(lot.size);
  await fieldset.getByRole('checkbox', { name: 'Одежда' }).check();
}

/** The customer's lot on the buyer's desk (the trial start's demo customer has lots of its own there). */
const deskLot = (desk: Page, name: string) =>
  desk.getByTestId('staff-lot').filter({ hasText: name }).filter({ hasText: customerEmail });
let customerEmail = '';

async function deskTab(desk: Page, title: string) {
  await desk.getByRole('radiogroup', { name: 'Статус лотов' }).getByText(title, { exact: true }).click();
}

/**
 * «Поможем купить» from the roubles to the parcel: the customer converts roubles to yuan, orders two lots and
 * sends them to buyout (the yuan are taken) → the buyer finds one lot dearer → the customer sees it highlighted
 * and agrees (the difference is taken) → the buyer buys both, at a lower real price for the other (the difference
 * comes back) and hands them over to goods → the goods wait under «Ожидаются», the warehouse receives them, and the
 * customer puts them into a parcel.
 */
describe('journey: a buyout order from roubles to a parcel', () => {
  const journey = useJourney({
    emailPrefix: 'buyout',
    customerName: 'Дарья',
    staff: { email: 'staff.buyer@example.ru', name: 'Лена Закупщица' },
    prepare: async ({ server, email, password, staff }) => {
      const customer = await apiSignIn(server.url, email, password);
      const desk = await apiSignIn(server.url, staff.email, staff.password);
      await topUpWithSandboxCard(server.url, customer, 10_000);
      await addConfirmedRecipient(server.url, customer, desk, {
        surname: 'Соколова',
        name: 'Дарья',
        middleName: 'Андреевна',
      });
      await addCdekAddress(server.url, customer, 'СДЭК у метро');
    },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    customerEmail = email;
    await signIn(page, server.url, email, password, '/dashboard');

    // Yuan for the buyout: 8 400 ₽ converted at the service's rate.
    await page.goto(`${server.url}/finance`);
    const conversion = page.getByRole('form', { name: 'Конвертация' });
    await conversion.getByLabel('Сумма').fill('8400');
    await conversion.getByRole('button', { name: 'Конвертировать' }).click();
    await toast(page, 'Конвертация выполнена');
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '1 600,00 ₽' }).waitFor();

    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /Поможем купить/ })
      .click();
    await page.waitForURL('**/orders?section=new');
    await page.getByRole('link', { name: 'Создать заказ' }).click();
    await page.waitForURL('**/order');
    await fillLot(page, 1, {
      url: 'https://item.taobao.com/item.htm?id=700100200301',
      name: 'Кроссовки беговые',
      price: '189,50',
      count: '2',
      delivery: '12',
      size: '42',
    });
    await page.getByRole('button', { name: 'Добавить лот' }).click();
    await fillLot(page, 2, {
      url: 'https://detail.1688.com/offer/700100200302.html',
      name: 'Худи оверсайз',
      price: '120',
      count: '1',
      delivery: '18',
      size: 'L',
    });
    // (2 × 189,50 + 12) + 5 % = 410,55 ¥; (120 + 18) + 5 % = 144,90 ¥.
    const totals = page.getByRole('region', { name: 'Итого по заказу' });
    await totals
      .getByText(/555,45\s¥/)
      .first()
      .waitFor();
    await browser.screenshot('buyout-01-form-1280');
    await page.getByRole('button', { name: 'Сохранить и отправить на закупку' }).click();
    await toast(page, 'Заказ отправлен на закупку');
    await page.waitForURL('**/orders?section=buyout');

    // The buyer finds the sneakers dearer and the hoodie cheaper.
    const { desk, context } = await openDesk(browser, server.url, staff);
    await desk.getByRole('link', { name: 'Выкуп' }).click();
    await desk.waitForURL('**/staff/orders');
    await deskLot(desk, 'Кроссовки беговые').getByRole('button', { name: 'Взять в работу' }).click();
    await toast(desk, 'Лот взят в работу');
    await deskLot(desk, 'Кроссовки беговые').getByRole('button', { name: 'Цена выше' }).click();
    const raise = desk.getByRole('dialog', { name: /^Цена выше:/ });
    await raise.getByLabel(/^Цена за штуку/).fill('199,50');
    await raise.getByLabel(/^Доставка по Китаю/).fill('12');
    await raise.getByLabel(/^Комментарий клиенту/).fill('Продавец поднял цену на эту модель');
    // (2 × 199,50 + 12) + 5 % = 431,55 ¥ against 410,55 ¥ paid.
    await raise
      .getByTestId('surcharge')
      .filter({ hasText: /21,00\s¥/ })
      .waitFor();
    await raise.getByRole('button', { name: 'Отправить клиенту' }).click();
    await toast(desk, 'Новая цена отправлена клиенту на согласование');
    await deskTab(desk, 'Ожидает согласования цены');
    await deskLot(desk, 'Кроссовки беговые')
      .getByText(/21,00\s¥/)
      .first()
      .waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'buyout-desk-01-raised-1280.png'),
      fullPage: true,
    });

    // The customer sees the lot first and highlighted, and agrees.
    await page.goto(`${server.url}/orders?section=buyout`);
    await page.getByText('Цена изменилась — согласуйте новую цену или отмените лот').first().waitFor();
    await page
      .getByText(/Доплата: 21,00\s¥/)
      .first()
      .waitFor();
    await browser.screenshot('buyout-02-confirm-1280');
    await page.getByRole('button', { name: 'Согласовать' }).first().click();
    await toast(page, 'Лот успешно согласован');

    // The buyer buys both and hands them over to goods.
    await desk.reload();
    await deskTab(desk, 'Ожидает выкупа');
    await deskLot(desk, 'Кроссовки беговые').getByRole('button', { name: 'Выкуплен' }).click();
    let purchase = desk.getByRole('dialog', { name: /^Выкуп:/ });
    await purchase.getByLabel(/^Номер заказа в магазине/).fill('TB-88231');
    await purchase.getByLabel(/^Китайский трек-номер/).fill(TRACKS.sneakers);
    await purchase.getByRole('button', { name: 'Отметить выкупленным' }).click();
    await toast(desk, 'Лот отмечен выкупленным');
    await deskLot(desk, 'Худи оверсайз').getByRole('button', { name: 'Выкуплен' }).click();
    purchase = desk.getByRole('dialog', { name: /^Выкуп:/ });
    await purchase.getByLabel(/^Цена за штуку/).fill('110');
    await purchase.getByLabel(/^Номер заказа в магазине/).fill('AL-55120');
    await purchase.getByLabel(/^Китайский трек-номер/).fill(TRACKS.hoodie);
    // (110 + 18) + 5 % = 134,40 ¥ against 144,90 ¥ paid: 10,50 ¥ back.
    await purchase
      .getByTestId('refund')
      .filter({ hasText: /10,50\s¥/ })
      .waitFor();
    await purchase.getByRole('button', { name: 'Отметить выкупленным' }).click();
    await toast(desk, 'Лот отмечен выкупленным');

    await deskTab(desk, 'Выкуплен');
    await desk.setViewportSize({ width: 390, height: 844 });
    await deskLot(desk, 'Худи оверсайз').waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'buyout-desk-02-purchased-390.png'),
      fullPage: true,
    });
    await desk.setViewportSize({ width: 1280, height: 900 });
    for (const name of ['Кроссовки беговые', 'Худи оверсайз']) {
      await deskLot(desk, name).getByRole('button', { name: 'Передать в товары' }).click();
      const transfer = desk.getByRole('dialog', { name: /^В товары:/ });
      await transfer.getByRole('button', { name: 'Передать в товары' }).click();
      await toast(desk, 'Лот передан в товары');
    }

    // The ledger says what was taken (410,55 ¥ + 21,00 ¥ and 144,90 ¥) and given back (10,50 ¥).
    await page.goto(`${server.url}/finance`);
    await page.getByTestId('transaction-row').filter({ hasText: 'Возврат разницы в цене' }).waitFor();
    await page.getByTestId('transaction-row').filter({ hasText: 'Доплата по новой цене' }).waitFor();

    // The goods wait for the warehouse like any other goods, arrive, and go into a parcel.
    await page.goto(`${server.url}/products?section=waiting`);
    await page.getByRole('article', { name: 'Кроссовки беговые' }).getByText('Ожидается на складе').waitFor();
    await page.getByRole('article', { name: 'Худи оверсайз' }).waitFor();
    // Bought with the customer's yuan: no «Удалить», the reason instead (decision 051).
    const bought = page.getByRole('article', { name: 'Кроссовки беговые' });
    await bought.getByText('Товар выкуплен по вашему заказу и оплачен').waitFor();
    expect(await bought.getByRole('button', { name: /^Удалить/ }).count()).toBe(0);
    await browser.screenshot('buyout-03-goods-1280');
    await receiveTrack(desk, TRACKS.sneakers);
    await receiveTrack(desk, TRACKS.hoodie);
    await context.close();

    await page.goto(`${server.url}/parcels/create`);
    await page.getByRole('checkbox', { name: 'Кроссовки беговые' }).check();
    await page.getByRole('checkbox', { name: 'Худи оверсайз' }).check();
    await page.getByLabel(/^Название посылки/).fill('Выкуп с Taobao');
    await page.getByRole('combobox', { name: /Получатель \(таможня\)/ }).click();
    await page.getByRole('option', { name: 'Соколова Дарья Андреевна' }).click();
    await page.getByRole('combobox', { name: /Тариф международной доставки/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: 'СДЭК у метро' }).check();
    await page.getByRole('button', { name: 'Создать посылку' }).click();
    await toast(page, 'успешно создана');
    await page.waitForURL(/\/parcels\/\d+$/);
    const inParcel = page.getByRole('list', { name: 'Товары посылки' });
    await inParcel.getByText('Кроссовки беговые').waitFor();
    await inParcel.getByText('Худи оверсайз').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/orders?section=goods`);
    await page.getByText('Кроссовки беговые').first().waitFor();
    expect(await page.getByText('Передан в товары').count()).toBeGreaterThan(0);
    await browser.screenshot('buyout-04-orders-390');
  });
});
