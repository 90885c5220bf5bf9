import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

interface Person {
  surname: string;
  name: string;
  middleName: string;
  email: string;
  phone: string;
  inn: string;
  birth: string;
  series: string;
  number: string;
}

async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(new RegExp(`^${label}`));
  await input.fill(value);
  await input.press('Escape');
}

async function addRussianRecipient(page: Page, person: Person, screenshot?: () => Promise<void>) {
  await page.getByRole('link', { name: 'Добавить получателя' }).first().click();
  await page.waitForURL('**/recipients/create');
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Страна получателя' }).inputValue())
    .toBe('Россия');
  await page.getByLabel(/^Фамилия/).fill(person.surname);
  await page.getByLabel(/^Имя/).fill(person.name);
  await page.getByLabel(/^Отчество/).fill(person.middleName);
  await page.getByLabel('Электронная почта').fill(person.email);
  await page.getByLabel('Телефон').fill(person.phone);
  await page.getByLabel('ИНН').fill(person.inn);
  await fillDate(page, 'Дата рождения', person.birth);
  await page.getByLabel('Серия паспорта').fill(person.series);
  await page.getByLabel('Номер паспорта').fill(person.number);
  const idocOrg = page.getByLabel('Кем выдан').first();
  await idocOrg.fill('ГУ МВД');
  // The issuing authority comes from the server's suggestions.
  await page.getByRole('option', { name: 'ГУ МВД России по г. Москве' }).click();
  await fillDate(page, 'Дата выдачи', '01.06.2015');
  await screenshot?.();
  await page.getByRole('button', { name: 'Добавить получателя' }).click();
  await toast(page, 'Получатель успешно добавлен');
  await page.waitForURL('**/recipientsAndAddress/recipients');
}

/**
 * A customer adds two Russian recipients through the form; a staff member signs in, lands on the staff desk,
 * confirms one and refuses the other with a reason; the customer sees one confirmed, the other cancelled in red
 * with the reason and a badge on «Получатели и адреса».
 */
describe('journey: a recipient goes through review', () => {
  const journey = useJourney({
    emailPrefix: 'review',
    customerName: 'Марина',
    staff: { email: 'staff.review@example.ru', name: 'Ольга Проверяющая' },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.getByRole('navigation').first().getByRole('link', { name: 'Получатели и адреса' }).click();
    await page.waitForURL('**/recipientsAndAddress/recipients');
    await page.getByText('Получателей пока нет').waitFor();
    await browser.screenshot('recipients-01-empty-1280');

    await addRussianRecipient(
      page,
      {
        surname: 'Иванов',
        name: 'Иван',
        middleName: 'Иванович',
        email: 'ivan.ivanov@mail.ru',
        phone: '9161234567',
        inn: '500100732259',
        birth: '01.05.1990',
        series: '4510',
        number: '123456',
      },
      () => browser.screenshot('recipients-02-form-1280'),
    );
    await addRussianRecipient(page, {
      surname: 'Петрова',
      name: 'Анна',
      middleName: 'Сергеевна',
      email: 'anna.petrova@mail.ru',
      phone: '9031112233',
      inn: '770100732251',
      birth: '12.03.1992',
      series: '4512',
      number: '654321',
    });
    const ivanov = page.getByRole('article', { name: 'Иванов Иван Иванович' });
    await ivanov.getByText('На проверке').waitFor();
    await browser.screenshot('recipients-03-under-review-1280');

    // The staff member works in a browser of his own.
    const staffContext = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const desk = await staffContext.newPage();
    await signIn(desk, server.url, staff.email, staff.password, '/staff/recipients');
    await desk.getByRole('heading', { name: 'Проверка получателей' }).waitFor();
    expect(await desk.getByRole('navigation', { name: 'Разделы кабинета' }).count()).toBe(0);
    const queued = desk.getByRole('article', { name: 'Иванов Иван Иванович' });
    await queued.getByRole('link', { name: `${email} (Марина)` }).waitFor();
    // The desk shows the passport number and INN masked (decision 064); «Показать» reveals them, audited.
    await queued.getByText('45 10 ••••56').waitFor();
    await queued.getByText('••••••••••59').waitFor();
    expect(await queued.getByText('500100732259').count()).toBe(0);
    await desk.screenshot({
      path: path.join(artifactsDir, 'recipients-04-staff-queue-1280.png'),
      fullPage: true,
    });
    await queued.getByRole('button', { name: /^Показать: паспорт и ИНН/ }).click();
    await queued.getByText('45 10 123456').waitFor();
    await queued.getByText('500100732259').waitFor();

    await queued.getByRole('button', { name: 'Подтвердить' }).click();
    await toast(desk, 'Получатель Иванов Иван Иванович подтверждён');
    await expect.poll(() => desk.getByRole('article', { name: 'Иванов Иван Иванович' }).count()).toBe(0);

    const petrova = desk.getByRole('article', { name: 'Петрова Анна Сергеевна' });
    await petrova.getByRole('button', { name: 'Отклонить' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Отклонить получателя' });
    await dialog.getByLabel('Причина отклонения').fill('Серия паспорта не совпадает с фото');
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await toast(desk, 'Получатель Петрова Анна Сергеевна отклонён');
    await desk.getByText('Очередь пуста: все получатели проверены.').waitFor();

    await desk.getByRole('tab', { name: 'Подтверждённые' }).click();
    await desk.getByRole('article', { name: 'Иванов Иван Иванович' }).waitFor();
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.reload();
    await desk.getByRole('article', { name: 'Иванов Иван Иванович' }).waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'recipients-05-staff-confirmed-390.png'),
      fullPage: true,
    });

    // A customer has no business at the staff desk.
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    // A staff member has no cabinet.
    await desk.goto(`${server.url}/dashboard`);
    await desk.waitForURL('**/staff/recipients');
    await staffContext.close();

    await page.goto(`${server.url}/recipientsAndAddress/recipients`);
    await page.getByRole('article', { name: 'Иванов Иван Иванович' }).getByText('Подтверждён').waitFor();
    const refused = page.getByRole('article', { name: 'Петрова Анна Сергеевна' });
    await refused.getByText('Серия паспорта не совпадает с фото').waitFor();
    expect(await refused.getAttribute('data-status')).toBe('3');
    const sidebarItem = page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /Получатели и адреса/ });
    await expect.poll(() => sidebarItem.textContent()).toContain('1');
    await browser.screenshot('recipients-06-reviewed-1280');

    // The cancelled recipient can be corrected: the reason is shown above the form.
    await refused.getByRole('link', { name: /Изменить/ }).click();
    await page.getByText(/Причина: Серия паспорта не совпадает с фото/).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Фамилия/).inputValue()).toBe('Петрова');
    await browser.screenshot('recipients-07-edit-cancelled-390');
    await page.goto(`${server.url}/recipientsAndAddress/recipients`);
    await page.getByRole('article', { name: 'Иванов Иван Иванович' }).waitFor();
    await browser.screenshot('recipients-08-list-390');
  });
});
