import { describe, expect, it } from 'vitest';
import { signIn } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/** A crypto top-up: an invoice in dollars, paid on the sandbox invoice page, credited to the USD account. */
describe('journey: top-up by crypto invoice', () => {
  const journey = useJourney({ emailPrefix: 'top-up-crypto', customerName: 'Борис' });

  it('pays a 50 $ invoice and sees it on /finance', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/finance?topUpBalance=true&currency=USD`);
    const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
    await dialog.getByLabel(/Сумма счёта/).fill('50');
    await dialog.getByRole('button', { name: 'Выставить счёт' }).click();

    await page.waitForURL('**/crypto-cloud?**');
    await page.getByTestId('invoice-amount').filter({ hasText: '50,00 $' }).waitFor();
    await browser.screenshot('money-06-crypto-invoice-1280');
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL('**/dashboard/successful-crypto-payment');
    await page.getByRole('heading', { name: 'Счёт оплачен' }).waitFor();

    await page.getByRole('link', { name: 'Перейти в «Финансы»' }).click();
    await page.getByTestId('finance-balance-USD').filter({ hasText: '50,00 $' }).waitFor();
    const row = page.getByTestId('transaction-row').first();
    await row.filter({ hasText: 'Пополнение' }).waitFor();
    // The amount and its symbol are held together by a no-break space.
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('+50,00 $');
  });
});
