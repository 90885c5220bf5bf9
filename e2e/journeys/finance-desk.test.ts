import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/**
 * The finance desk: a staff member finds the customer, credits a correction with its reason and creates a promo
 * code; the customer sees the correction in the ledger and redeems the code, and the balance grows by both.
 */
describe('journey: the finance desk', () => {
  const journey = useJourney({
    emailPrefix: 'finance-desk',
    customerName: 'Ольга',
    staff: { email: 'staff.finance@example.ru', name: 'Инна Бухгалтер' },
  });

  it('corrects a balance with a reason and issues a promo code the customer redeems', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    const deskContext = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const desk = await deskContext.newPage();
    await signIn(desk, server.url, staff.email, staff.password, '/staff/recipients');
    await desk.getByRole('link', { name: 'Счета клиентов' }).click();
    await desk.waitForURL('**/staff/finance/customers');
    await desk.getByLabel('Найти клиента').fill(email);
    await desk.getByRole('list', { name: 'Клиенты' }).getByText(email).click();

    const correction = desk.getByRole('form', { name: 'Корректировка баланса' });
    // A correction without a reason is refused before it reaches the ledger.
    await correction.getByLabel('Сумма (минус — списание)').fill('250');
    await correction.getByRole('button', { name: 'Провести корректировку' }).click();
    await correction.getByText('Укажите причину корректировки').waitFor();
    await correction.getByLabel('Причина').fill('Компенсация за задержку посылки');
    await correction.getByRole('button', { name: 'Провести корректировку' }).click();
    await toast(desk, 'Корректировка проведена');
    await desk
      .getByRole('table', { name: 'Операции клиента' })
      .getByText('Компенсация за задержку посылки')
      .waitFor();
    await desk.screenshot({
      path: path.join(artifactsDir, 'money-08-staff-customer-1280.png'),
      fullPage: true,
    });

    await desk.getByRole('link', { name: 'Промокоды' }).click();
    const code = `OLGA${String(Date.now()).slice(-6)}`;
    const form = desk.getByRole('form', { name: 'Новый промокод' });
    await form.getByRole('textbox', { name: /^Промокод/ }).fill(code);
    await form.getByRole('textbox', { name: /^Сумма/ }).fill('300');
    // A limited payout (300 ₽ × 10) is made at once; an unlimited one would wait for a second member (decision 049).
    await form.getByRole('textbox', { name: /^Сколько раз можно применить/ }).fill('10');
    await form.getByRole('button', { name: 'Создать промокод' }).click();
    await toast(desk, 'Промокод создан');
    await desk.getByText(code).first().waitFor();
    await desk.screenshot({ path: path.join(artifactsDir, 'money-09-staff-promo-1280.png'), fullPage: true });

    await desk.getByRole('link', { name: 'Курсы' }).click();
    await desk.getByRole('table', { name: 'Курсы валют' }).waitFor();
    await desk.screenshot({ path: path.join(artifactsDir, 'money-10-staff-rates-1280.png'), fullPage: true });
    await deskContext.close();

    // The customer sees the correction, then redeems the code.
    await page.goto(`${server.url}/finance`);
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Компенсация за задержку посылки' });
    await row.waitFor();
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('+250,00 ₽');
    await page.getByRole('textbox', { name: 'Промокод' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Применить' }).click();
    await toast(page, 'Промокод активирован');
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '550,00 ₽' }).waitFor();
    // The ledger refetches after the balances: wait for the promo row before counting.
    await expect.poll(() => page.getByTestId('transaction-row').count(), { timeout: 15_000 }).toBe(2);
  });
});
