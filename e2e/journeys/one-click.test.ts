import { describe, expect, it } from 'vitest';
import { addCdekAddress, addConfirmedRecipient, apiSignIn } from '../support/api.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/**
 * A customer with a confirmed recipient and a CDEK pickup-point address registers a good with «Отправить в один
 * клик»: the parcel is created with it (the toast names the parcel), the good is listed with that parcel, and
 * opening it again shows the parcel's data.
 */
describe('journey: a parcel in one click', () => {
  const journey = useJourney({
    emailPrefix: 'one-click',
    customerName: 'Олег',
    staff: { email: 'staff.oneclick@example.ru' },
    prepare: async ({ server, staff, email, password }) => {
      const customerToken = await apiSignIn(server.url, email, password);
      const staffToken = await apiSignIn(server.url, staff.email, staff.password);
      await addConfirmedRecipient(server.url, customerToken, staffToken, {
        surname: 'Смирнов',
        name: 'Пётр',
        middleName: 'Ильич',
      });
      await addCdekAddress(server.url, customerToken, 'СДЭК у работы');
    },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/products?section=waiting`);
    await page.getByRole('link', { name: 'Добавить товар' }).first().click();
    await page.getByRole('heading', { name: 'Создать товар' }).waitFor();

    await page.getByLabel(/^Трек-номер китайской посылки/).fill('SF1234567890123');
    await page.getByLabel(/^Название товара/).fill('Air Jordan 1 Retro High');
    await page.getByLabel(/^Ссылка на товар/).fill('https://dw4.co/t/A/7kQpZx2');
    await page.getByLabel(/^Цена за единицу/).fill('1299');
    await page.getByLabel('Отправить в один клик').check();
    await page.getByRole('heading', { name: 'Посылка в один клик' }).waitFor();
    const submit = page.getByRole('button', { name: 'Создать посылку в один клик' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel(/^Название посылки/).fill('Кроссовки для Петра');
    const tariff = page.getByRole('combobox', { name: 'Тариф международной доставки' });
    expect(await tariff.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Получатель для таможни' }).click();
    await page.getByRole('option', { name: 'Смирнов Пётр Ильич' }).click();
    await expect.poll(() => tariff.isDisabled()).toBe(false);
    await tariff.click();
    await page.getByRole('option', { name: /Авиа Стандарт/ }).click();
    await page.getByRole('radio', { name: 'СДЭК у работы' }).click();
    await page.getByRole('radio', { name: 'Коробка' }).click();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    // The fixed header would be drawn in the middle of a full-page shot of a scrolled page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await browser.screenshot('one-click-01-form-1280');

    await submit.click();
    const created = page.getByRole('alert').filter({ hasText: /Посылка \d+ успешно создана/ });
    await created.first().waitFor();
    const parcelId = /Посылка (\d+)/.exec((await created.first().textContent()) ?? '')?.[1];
    expect(parcelId).toBeTruthy();
    await toast(page, 'Товар успешно создан');
    await page.waitForURL('**/products?section=waiting');

    const good = page.getByRole('article', { name: 'Air Jordan 1 Retro High' });
    await good.getByText(`В один клик · посылка № ${parcelId}`).waitFor();
    await good.getByText('Ожидается на складе · посылка в один клик').waitFor();
    await browser.screenshot('one-click-02-list-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await good.waitFor();
    await browser.screenshot('one-click-03-list-390');

    await good.getByRole('link', { name: 'Изменить: Air Jordan 1 Retro High' }).click();
    await page.getByRole('heading', { name: 'Редактировать товар' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Название посылки/).inputValue()).toBe('Кроссовки для Петра');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Тариф международной доставки' }).inputValue())
      .toContain('Авиа Стандарт');
    expect(await page.getByRole('radio', { name: 'СДЭК у работы' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Редактировать посылку в один клик' }).waitFor();
    await browser.screenshot('one-click-04-edit-390');
  });
});
