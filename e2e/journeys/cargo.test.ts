import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, topUpWithSandboxCard } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

const OUTGOING = `CG${String(Date.now()).slice(-9)}RU`;

/**
 * A cargo's whole life: the customer files a cargo request → the warehouse receives it, weighs it and sees the
 * price (computed by the domain's priceCargo) before saving → the customer's payment is refused for want of money
 * (the payment-methods dialog reopens), the customer tops up with the card sandbox and pays from the balance →
 * the warehouse ships it with the outgoing track → the customer sees «Отправлена» and the track.
 */
/** The cargo desk's status tab (a row's badge says the same words). */
function statusTab(desk: Page, title: string) {
  return desk.getByRole('radiogroup', { name: 'Статус карго' }).getByText(title, { exact: true });
}

describe('journey: a cargo from the request to the road', () => {
  const journey = useJourney({
    emailPrefix: 'cargo',
    customerName: 'Олег',
    staff: { email: 'staff.cargo@example.ru', name: 'Анна Кладовщица' },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.goto(`${server.url}/cargo`);
    await page.getByText(/Карго пока нет/).waitFor();
    await page.getByLabel(/^Название/).fill('Станки ЧПУ');
    // Places as a person changes them: select all, delete, type 3 — the field holds 3, not 31 or 13.
    const places = page.getByLabel(/^Мест/);
    await places.click();
    await places.press('ControlOrMeta+a');
    await places.press('Backspace');
    expect(await places.inputValue()).toBe('');
    await places.pressSequentially('3');
    expect(await places.inputValue()).toBe('3');
    await page.getByLabel(/Трек-номер в Китае/).fill('SF1400220033');
    await page.getByRole('button', { name: 'Создать карго' }).click();
    await toast(page, 'успешно создана');
    const created = await page
      .getByRole('alert')
      .filter({ hasText: 'успешно создана' })
      .first()
      .textContent();
    const cargoId = Number(/Карго (\d+) успешно создана/.exec(created ?? '')?.[1]);
    expect(cargoId).toBeGreaterThan(0);
    const card = () => page.getByTestId('cargo-row').filter({ hasText: 'Станки ЧПУ' });
    await card().getByText('Заявка').waitFor();
    expect(await card().textContent()).toMatch(/Мест3(?!\d)/);

    // The warehouse, in a browser of its own.
    const deskContext = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const desk = await deskContext.newPage();
    await signIn(desk, server.url, staff.email, staff.password, '/staff/recipients');
    await desk.getByRole('link', { name: 'Карго' }).click();
    await desk.waitForURL('**/staff/cargo');
    const row = () => desk.getByTestId('staff-cargo').filter({ hasText: 'Станки ЧПУ' });
    await row().getByText(email).waitFor();
    await row().getByRole('button', { name: 'Принять' }).click();
    await toast(desk, 'Груз успешно принят');
    await statusTab(desk, 'Принята на складе').click();
    await row().getByRole('button', { name: 'Взвесить' }).click();
    const weigh = desk.getByRole('dialog', { name: `Взвешивание карго ${cargoId}` });
    await weigh.getByLabel(/Вес, кг/).fill('120,5');
    await weigh.getByLabel(/Объём, м³/).fill('1,5');
    // The price before saving: 1,5 m³ × 200 kg/m³ = 300 kg × 350 ₽ = 105 000 ₽.
    await weigh.getByText('Оплачиваемый вес (по объёму)').waitFor();
    expect(await weigh.getByLabel('Расчёт стоимости').textContent()).toMatch(/Итого105\s000,00\s₽/);
    await desk.screenshot({ path: path.join(artifactsDir, 'cargo-02-weigh-1280.png') });
    await weigh.getByRole('button', { name: 'Взвесить и выставить к оплате' }).click();
    await toast(desk, `Карго ${cargoId} взвешена`);

    // Not enough money: the payment-methods dialog; then a sandbox card top-up and the payment.
    await page.reload();
    await card().getByText('Ожидает оплаты').waitFor();
    await card().getByText('Оплачиваемый вес (по объёму)').waitFor();
    await browser.screenshot('cargo-03-priced-1280');
    await card()
      .getByRole('button', { name: /Оплатить/ })
      .click();
    await page.getByRole('dialog', { name: 'Способы оплаты' }).waitFor();
    await page.keyboard.press('Escape');
    await topUpWithSandboxCard(server.url, await apiSignIn(server.url, email, password), 110_000);
    await page.goto(`${server.url}/cargo`);
    await card()
      .getByRole('button', { name: /Оплатить/ })
      .click();
    await toast(page, `Карго ${cargoId} успешно оплачена`);
    await card().getByText('Готова к отправке').waitFor();

    await statusTab(desk, 'Готова к отправке').click();
    await row().getByRole('button', { name: 'Отправить' }).click();
    const ship = desk.getByRole('dialog', { name: `Отправка карго ${cargoId}` });
    await ship.getByLabel(/Трек отправления/).fill(OUTGOING);
    await ship.getByRole('button', { name: 'Отправить' }).click();
    await toast(desk, `Карго ${cargoId} отправлена`);
    await statusTab(desk, 'Отправлена').click();
    await row().getByText(OUTGOING).waitFor();
    await desk.waitForTimeout(500);
    await desk.screenshot({ path: path.join(artifactsDir, 'cargo-04-staff-1280.png'), fullPage: true });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.reload();
    await statusTab(desk, 'Отправлена').click();
    await row().getByText(OUTGOING).waitFor();
    await desk.waitForTimeout(500);
    await desk.screenshot({ path: path.join(artifactsDir, 'cargo-05-staff-390.png'), fullPage: true });
    await deskContext.close();

    await page.reload();
    await card().getByText('Отправлена').waitFor();
    await card().getByText(OUTGOING).waitFor();
    await browser.screenshot('cargo-06-sent-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await card().getByText(OUTGOING).waitFor();
    await browser.screenshot('cargo-07-sent-390');
  });
});
