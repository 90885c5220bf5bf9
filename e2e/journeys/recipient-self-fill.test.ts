import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/**
 * A customer makes a link for a recipient; the recipient opens it in a browser with no account, sees the
 * countdown, fills in contact and passport data and sends them; the customer sees the new recipient under
 * review. The link then no longer opens the form.
 */
describe('journey: a recipient fills in his data from a link', () => {
  const journey = useJourney({
    emailPrefix: 'selffill',
    customerName: 'Сергей',
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/recipientsAndAddress/recipients`);

    await page.getByRole('button', { name: 'Ссылка для получателя' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ссылка для получателя' });
    const link = await dialog.getByLabel('Ссылка').inputValue();
    expect(link).toMatch(/\/recipients\/secondary\?receiverToken=.+&recipientId=\d+$/);
    await dialog.getByText(/Ссылка действует до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition
    await browser.screenshot('self-fill-01-link-1280');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    const pending = page.getByRole('article', { name: 'Получатель по ссылке' });
    await pending.getByText('ожидает заполнения по ссылке').waitFor();

    // The recipient: another browser, no account, a phone-sized screen.
    const recipientContext = await browser.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ru-RU',
    });
    const form = await recipientContext.newPage();
    await form.goto(link);
    await form.getByText('Для заполнения данных получателя осталось').waitFor();
    await expect.poll(() => form.getByTestId('countdown').textContent()).toMatch(/^2[34]часа/);
    // The country choice appears once the countries have loaded (a skeleton stands in until then).
    await expect.poll(() => form.getByRole('radio').count()).toBe(2);
    expect(await form.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await form.screenshot({ path: path.join(artifactsDir, 'self-fill-02-form-390.png'), fullPage: true });

    await form.getByRole('button', { name: 'Отправить' }).click();
    await toast(form, 'Пожалуйста заполните все поля');

    await form.getByLabel(/^Фамилия/).fill('Смирнова');
    await form.getByLabel(/^Имя/).fill('Елена');
    await form.getByLabel(/^Отчество/).fill('Викторовна');
    await form.getByLabel(/^Электронная почта/).fill('elena.smirnova@yandex.ru');
    await form.getByLabel(/^Телефон/).fill('9265554433');
    await form.getByLabel(/^ИНН/).fill('771234567890');
    await form.getByLabel(/^Дата рождения/).fill('23.08.1985');
    await form.getByLabel(/^Дата рождения/).press('Escape');
    await form.getByLabel(/^Серия паспорта/).fill('4509');
    expect(await form.getByLabel(/^Серия паспорта/).inputValue()).toBe('45 09');
    await form.getByLabel(/^Номер паспорта/).fill('765432');
    await form.getByLabel(/^Кем выдан/).fill('ОВД района Хамовники г. Москвы');
    await form.getByLabel(/^Дата выдачи/).fill('15.09.2010');
    await form.getByLabel(/^Дата выдачи/).press('Escape');
    await form.getByRole('button', { name: 'Отправить' }).click();

    await form.waitForURL('**/success/create-recipient');
    await form.getByRole('heading', { name: 'Данные отправлены' }).waitFor();
    await form.screenshot({ path: path.join(artifactsDir, 'self-fill-03-sent-390.png'), fullPage: true });

    // The link works once.
    await form.goto(link);
    await form.waitForURL('**/warning/expired-time');
    await form.getByRole('heading', { name: 'Срок действия ссылки истёк' }).waitFor();
    await recipientContext.close();

    await page.reload();
    const filled = page.getByRole('article', { name: 'Смирнова Елена Викторовна' });
    await filled.getByText('На проверке').waitFor();
    await filled.getByText('+7 926 555-44-33').waitFor();
    expect(await page.getByRole('article', { name: 'Получатель по ссылке' }).count()).toBe(0);
    await browser.screenshot('self-fill-04-customer-list-1280');

    // A broken link says so.
    await page.goto(`${server.url}/recipients/secondary?recipientId=1`);
    await toast(page, 'Ошибка: Не удалось обновить получателя. Попробуйте сгенерировать новую ссылку');
  });
});
