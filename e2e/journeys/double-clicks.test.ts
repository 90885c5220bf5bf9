import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addCdekAddress, addConfirmedRecipient, apiSignIn, goodsOnShelf } from '../support/api.js';
import { signIn, toast } from '../support/cabinet.js';
import { solidPng } from '../support/images.js';
import { useJourney } from '../support/journey.js';

const TRACK = `DC${String(Date.now()).slice(-13)}`;
const PHOTO_GOOD = 'Кеды с фотоотчётом';
let parcelId = 0;

/** What the journey needs through the API: JSON calls with a token, and the warehouse's photo of a good. */
async function api<T>(url: string, path: string, token: string, body?: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function uploadPhotoReport(url: string, staffToken: string, goodId: number) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(solidPng(32, [90, 140, 90]))], { type: 'image/png' }),
    'report.png',
  );
  const response = await fetch(`${url}/api/staff/goods/${goodId}/photo-report`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staffToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`photo report: ${response.status} ${await response.text()}`);
}

/** Waits a moment for a second answer, then counts the toasts with this text. */
async function toastsWith(page: Page, text: string | RegExp): Promise<number> {
  await page.waitForTimeout(1500);
  return page.getByRole('alert').filter({ hasText: text }).count();
}

/**
 * Issue 30, decisions 024 and 053: a real double click on «Зарегистрироваться», «Отправить на комплектацию» and
 * «Одобрить» acts once and says so once: one success, no red toast, and the page the action leads to.
 */
describe('journey: double clicks act once and say so once', () => {
  const journey = useJourney({
    emailPrefix: 'dblclick',
    customerName: 'Вера',
    staff: { email: 'staff.dblclick@example.ru', name: 'Пётр Кладовщик' },
    prepare: async ({ server, email, password, staff }) => {
      const token = await apiSignIn(server.url, email, password);
      const staffToken = await apiSignIn(server.url, staff.email, staff.password);
      const [photoGood, plain] = await goodsOnShelf(server.url, token, staffToken, TRACK, [
        { description: PHOTO_GOOD, price: 300, additionalServicesIds: [4, 12] },
        { description: 'Футболка', price: 120 },
      ]);
      await uploadPhotoReport(server.url, staffToken, photoGood!);
      const recipientId = await addConfirmedRecipient(server.url, token, staffToken, {
        surname: 'Смирнова',
        name: 'Вера',
        middleName: 'Павловна',
      });
      await addCdekAddress(server.url, token, 'ПВЗ у дома');
      const addresses = await api<{ data: Array<{ id: number }> }>(
        server.url,
        '/api/client/my-addresses?page=1&offset=10',
        token,
        undefined,
        'GET',
      );
      const parcel = await api<{ id: number }>(server.url, '/api/parcel/cl', token, {
        name: 'Футболки',
        recipientId,
        deliveryTransportId: 111,
        deliveryAddressId: addresses.data[0]!.id,
        parcelPackageTypeId: 1,
        additionalServicesIds: [2, 3],
        goodsIds: [plain],
      });
      parcelId = parcel.id;
    },
  });

  it('registers once and lands on the sign-in page', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Имя', { exact: false }).first().fill('Алла');
    await page.getByLabel('Почта').fill(`dblclick.new.${Date.now()}@example.ru`);
    await page.getByLabel('Пароль', { exact: true }).fill('journey-password-1');
    await page.getByLabel('Повторите пароль').fill('journey-password-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).dblclick();

    await toast(page, 'Регистрация прошла успешно. Можете войти в личный кабинет');
    await page.waitForURL('**/login');
    expect(await toastsWith(page, 'уже зарегистрирован')).toBe(0);
    expect(await toastsWith(page, 'Регистрация прошла успешно')).toBe(1);
    expect(await page.getByText('Пользователь с таким email уже зарегистрирован').count()).toBe(0);
  });

  it('sends the parcel to assembly once, and approves the photos once', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.goto(`${server.url}/parcels/${parcelId}`);
    await page.getByRole('button', { name: 'Отправить на комплектацию' }).dblclick();
    await toast(page, 'Посылка успешно отправлена на комплектацию');
    await page.getByTestId('parcel-status').filter({ hasText: 'Готова к обработке' }).waitFor();
    expect(await toastsWith(page, 'Не удалось отправить посылку на комплектацию')).toBe(0);
    expect(await toastsWith(page, 'Посылка успешно отправлена на комплектацию')).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/parcels/${parcelId}`);

    await page.goto(`${server.url}/products?section=onstore`);
    const good = page.getByRole('article', { name: PHOTO_GOOD });
    await good.getByRole('button', { name: `Одобрить фото: ${PHOTO_GOOD}` }).dblclick();
    await toast(page, 'Фото одобрены: товар можно добавить в посылку');
    await good.getByText('Фото одобрены').waitFor();
    expect(await toastsWith(page, 'Одобрить можно только')).toBe(0);
    expect(await toastsWith(page, 'Фото одобрены: товар можно добавить в посылку')).toBe(1);
    await browser.screenshot('double-clicks-approved');
  });
});
