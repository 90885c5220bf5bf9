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

  it('an underpaid invoice says what was credited; at 390 px the top-ups keep amount and status on screen', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/finance?topUpBalance=true&currency=USD`);
    const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
    await dialog.getByText('Рубли (RUB)').click();
    await dialog.getByLabel(/Сумма счёта/).fill('10000');
    await dialog.getByRole('button', { name: 'Выставить счёт' }).click();

    await page.waitForURL('**/crypto-cloud?**');
    await page.getByRole('button', { name: 'Оплатить частично' }).click();
    await page.waitForURL('**/dashboard/failed-crypto-payment?reason=underpaid');
    const credited = page.getByTestId('credited');
    await credited.waitFor();
    expect((await credited.textContent())?.replace(/\s/g, ' ')).toBe('Зачислено 5 000,00 ₽ из 10 000,00 ₽');

    await page.getByRole('link', { name: 'Перейти в «Финансы»' }).click();
    const row = page.getByTestId('top-up-row').first();
    await row.getByText('Зачислен частично').waitFor();
    await row.scrollIntoViewIfNeeded();
    // No sideways scrolling: the amount and the status both lie inside the 390 px screen.
    for (const part of [row.getByText(/10\s000,00/).first(), row.getByText('Зачислен частично')]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await browser.screenshot('money-08-top-ups-390');
  });
});
