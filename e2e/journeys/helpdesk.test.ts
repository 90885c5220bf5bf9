import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerWithOneClickParcel } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { pngFile, solidPng } from '../support/images.js';
import { useJourney } from '../support/journey.js';
import { openDesk } from '../support/parcel-steps.js';

const TRACK = `HD${String(Date.now()).slice(-13)}`;
const PARCEL = 'Куртка для мамы';
let parcelId = 0;

/**
 * The help desk both ways: the customer asks about a parcel from the parcel's page («Задать вопрос») → the support
 * desk finds the ticket in the queue with the parcel named, and answers → the customer sees the unread mark in the
 * list → opens the chat, and the desk's next answer, with an image, appears there without a reload.
 */
describe('journey: a question about a parcel, answered by the help desk', () => {
  const journey = useJourney({
    emailPrefix: 'helpdesk',
    customerName: 'Вера',
    staff: { email: 'staff.support@example.ru', name: 'Мария Поддержка' },
    prepare: async ({ server, email, password, staff }) => {
      ({ parcelId } = await customerWithOneClickParcel(server.url, { email, password }, staff, {
        recipient: { surname: 'Белова', name: 'Вера', middleName: 'Игоревна' },
        addressName: 'СДЭК у работы',
        track: TRACK,
        description: 'Куртка пуховая',
        parcelName: PARCEL,
      }));
    },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    // The question starts on the parcel's page and carries the parcel.
    await page.goto(`${server.url}/parcels/${parcelId}`);
    await page.getByRole('link', { name: 'Задать вопрос' }).click();
    await page.waitForURL(`**/customer-support/new-message?objectType=parcel&objectId=${parcelId}`);
    const form = page.getByRole('form', { name: 'Новое обращение' });
    await form
      .getByTestId('ticket-about')
      .filter({ hasText: `Посылка №${parcelId}` })
      .waitFor();
    await form.getByRole('combobox', { name: /Тема обращения/ }).click();
    await page.getByRole('option', { name: 'Посылки и доставка' }).click();
    await form.getByLabel(/Кратко о чём вопрос/).fill('Когда соберёте посылку?');
    await form.getByLabel(/^Сообщение/).fill('Здравствуйте! Товар уже на складе? Хочу отправить до пятницы.');
    await browser.screenshot('helpdesk-01-new-1280');
    await form.getByRole('button', { name: 'Отправить обращение' }).click();
    await toast(page, 'Обращение отправлено');
    await page.waitForURL('**/customer-support/chat/*');
    const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(ticketId).toBeGreaterThan(0);
    // The customer leaves the chat (an open chat reads each answer as it comes, which marks it seen).
    await page.goto(`${server.url}/dashboard`);

    // The desk finds it in the queue, waiting, with the customer and the parcel.
    const { desk } = await openDesk(browser, server.url, staff);
    await desk.getByRole('link', { name: 'Обращения' }).click();
    await desk.waitForURL('**/staff/helpdesk');
    const row = desk.getByTestId('staff-ticket-row').filter({ hasText: email });
    await row
      .getByTestId('waiting')
      .filter({ hasText: /ждёт (меньше минуты|\d+ мин)/ })
      .waitFor();
    await row.getByText(`Посылка №${parcelId}`).waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'helpdesk-desk-01-queue-1280.png'),
      fullPage: true,
    });
    await row.getByRole('link', { name: new RegExp(`№ ${ticketId}`) }).click();
    await desk.waitForURL(`**/staff/helpdesk/${ticketId}`);
    await desk.getByText('Хочу отправить до пятницы', { exact: false }).waitFor();
    await desk
      .getByRole('textbox', { name: 'Ответ клиенту' })
      .fill('Товар ещё едет на склад, ждём его через 2–3 дня.');
    await desk.getByRole('button', { name: 'Ответить' }).click();
    await toast(desk, 'Сообщение отправлено');

    // The customer's list marks the answer unread.
    await page.goto(`${server.url}/customer-support`);
    const ticket = page.getByTestId('ticket-row').filter({ hasText: 'Когда соберёте посылку?' });
    await ticket.getByLabel('Новый ответ: 1').waitFor();
    expect(await ticket.getAttribute('data-unread')).toBe('true');
    await ticket.getByText('Ожидает вашего ответа').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Разделы кабинета' }).first();
    await sidebar
      .getByRole('link', { name: /Помощь/ })
      .getByText('1')
      .waitFor();
    await browser.screenshot('helpdesk-02-list-1280');

    // With the chat open, the desk's next answer (with a photo) appears there without a reload.
    await ticket.getByRole('link', { name: 'Когда соберёте посылку?' }).click();
    await page.waitForURL(`**/customer-support/chat/${ticketId}`);
    await page.getByText('ждём его через 2–3 дня').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await desk.getByRole('textbox', { name: 'Ответ клиенту' }).fill('Товар пришёл, вот фото с полки.');
    await desk.locator('input[type=file]').setInputFiles(pngFile('shelf.png', solidPng(64, [90, 140, 200])));
    await desk.getByRole('img', { name: 'Изображение 1' }).waitFor();
    await desk.getByRole('button', { name: 'Ответить' }).click();
    await toast(desk, 'Сообщение отправлено');

    const live = page.getByTestId('ticket-message').filter({ hasText: 'Товар пришёл, вот фото с полки.' });
    await live.waitFor({ timeout: 8000 });
    await live.getByRole('img', { name: 'Вложение 1' }).waitFor();
    expect(navigations).toEqual([]);
    await browser.screenshot('helpdesk-03-chat-1280');
  });
});
