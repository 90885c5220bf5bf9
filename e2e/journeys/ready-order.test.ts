import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addCdekAddress,
  addConfirmedRecipient,
  apiSignIn,
  convertRoublesToYuan,
  topUpWithSandboxCard,
} from '../support/api.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/** Fills the ready order form's one lot. */
async function fillLot(page: Page, lot: { url: string; name: string; price: string; delivery: string }) {
  const fieldset = page.getByRole('group', { name: 'Лот 1', exact: true });
  await fieldset.getByLabel(/^Ссылка на товар/).fill(lot.url);
  await fieldset.getByLabel(/^Наименование товара/).fill(lot.name);
  await fieldset.getByLabel(/^Цена за шт/).fill(lot.price);
  await fieldset.getByLabel(/^Количество/).fill('1');
  await fieldset.getByLabel(/^Доставка по Китаю/).fill(lot.delivery);
  await fieldset.getByRole('checkbox', { name: 'Обувь' }).check();
}

/** The one-click parcel half of the form: name, the confirmed recipient, a tariff, the address, a box. */
async function fillParcel(page: Page, name: string) {
  await page.getByLabel(/^Название посылки/).fill(name);
  await page.getByRole('combobox', { name: /Получатель для таможни/ }).click();
  await page.getByRole('option', { name: 'Орлова Вера Павловна' }).click();
  await page.getByRole('combobox', { name: /Тариф международной доставки/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: 'СДЭК на Ленина' }).check();
  await page.getByRole('radio', { name: 'Коробка' }).check();
}

/**
 * A ready order (issue 30, decision 051): the customer orders one pair of shoes to be bought and sent on in one
 * click, finds it on «Готовые заказы» with its count, edits it, sends it to buyout (the yuan are taken), and cancels
 * a second one after a confirmation that says nothing was paid.
 */
describe('journey: a ready order from the form to buyout', () => {
  const journey = useJourney({
    emailPrefix: 'ready-order',
    customerName: 'Вера',
    staff: { email: 'staff.reviewer@example.ru', name: 'Оля Проверяющая' },
    prepare: async ({ server, email, password, staff }) => {
      const customer = await apiSignIn(server.url, email, password);
      const desk = await apiSignIn(server.url, staff.email, staff.password);
      await topUpWithSandboxCard(server.url, customer, 5_000);
      await convertRoublesToYuan(server.url, customer, 4_000);
      await addConfirmedRecipient(server.url, customer, desk, {
        surname: 'Орлова',
        name: 'Вера',
        middleName: 'Павловна',
      });
      await addCdekAddress(server.url, customer, 'СДЭК на Ленина');
    },
  });

  it('creates, edits, sends and cancels ready orders', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.goto(`${server.url}/orders?section=new`);
    await page.getByRole('link', { name: 'Готовый заказ' }).click();
    await page.waitForURL('**/order?type=ready');
    await fillLot(page, {
      url: 'https://item.taobao.com/item.htm?id=800100200301',
      name: 'Кеды парусиновые',
      price: '150',
      delivery: '10',
    });
    await fillParcel(page, 'Кеды для Веры');
    // (150 + 10) + 5 % = 168,00 ¥.
    await page
      .getByRole('region', { name: 'Итого по заказу' })
      .getByText(/168,00\s¥/)
      .first()
      .waitFor();
    await browser.screenshot('ready-order-01-form-1280');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await toast(page, 'Заказ успешно создан!');
    await page.waitForURL('**/orders?section=ready');
    await page.getByRole('tab', { name: 'Готовые заказы (1)' }).waitFor();
    const card = page.getByRole('article', { name: /^Готовый заказ Z\d+$/ });
    await card.getByText('Посылка в один клик: «Кеды для Веры»').waitFor();
    await browser.screenshot('ready-order-02-tab-1280');

    // Edited while it waits: the name of the shoes.
    await card.getByRole('link', { name: 'Редактировать' }).click();
    await page.waitForURL(/\/order\?type=ready&id=\d+$/);
    const name = page.getByRole('group', { name: 'Лот 1', exact: true }).getByLabel(/^Наименование товара/);
    await expect.poll(() => name.inputValue()).toBe('Кеды парусиновые');
    await name.fill('Кеды парусиновые белые');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await toast(page, 'Заказ успешно Отредактирован!');
    await page.waitForURL('**/orders?section=ready');

    await page.getByRole('article').getByText('Кеды парусиновые белые').waitFor();
    await page.getByRole('article').getByRole('button', { name: 'Отправить на закупку' }).click();
    await toast(page, 'Заказ отправлен на закупку');
    await page.getByRole('tab', { name: 'Готовые заказы (0)' }).waitFor();
    await page.goto(`${server.url}/orders?section=buyout`);
    await page
      .getByRole('article', { name: /^Готовый заказ Z\d+$/ })
      .getByText('Ожидает выкупа')
      .first()
      .waitFor();

    // A second one, cancelled: the confirmation says nothing was paid.
    await page.goto(`${server.url}/order?type=ready`);
    await fillLot(page, {
      url: 'https://item.taobao.com/item.htm?id=800100200302',
      name: 'Тапочки',
      price: '40',
      delivery: '10',
    });
    await fillParcel(page, 'Тапочки');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await toast(page, 'Заказ успешно создан!');
    await page.waitForURL('**/orders?section=ready');
    await page.getByRole('article').getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
    await dialog.getByText('Вы за него ещё ничего не платили').waitFor();
    await browser.screenshot('ready-order-03-cancel-1280');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await toast(page, 'Заказ успешно отменен');
    await page.getByRole('tab', { name: 'Готовые заказы (0)' }).waitFor();
  });
});
