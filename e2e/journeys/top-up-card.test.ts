import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/**
 * A customer tops up 1,000 ₽ with the card sandbox in the popup: the header and /finance show the balance and the
 * ledger row; a declined card shows the failure in the popup and the failure toast, and changes nothing.
 */
describe('journey: top-up by card in a popup', () => {
  const journey = useJourney({ emailPrefix: 'top-up-card', customerName: 'Анна' });

  it('pays 1 000 ₽ with the test card, then fails with the declined one', async () => {
    const { server, browser, email, password } = journey;
    const { page, context } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/finance`);
    await page.getByRole('heading', { name: 'Финансы' }).waitFor();
    await page.getByText('Транзакций пока нет').waitFor();
    await browser.screenshot('money-01-finance-empty-1280');

    await page.getByRole('link', { name: 'Пополнить счёт RUB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
    await dialog.getByLabel(/Сумма пополнения/).fill('1000');
    await browser.screenshot('money-02-dialog-1280');
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Перейти к оплате' }).click();
    const popup = await popupOpened;
    await dialog.getByText('Ожидаем оплату…').waitFor();
    await popup.waitForURL('**/reference-pay/card?**');
    await popup.getByTestId('pay-amount').filter({ hasText: '1 000,00 ₽' }).waitFor();
    await popup.setViewportSize({ width: 390, height: 844 });
    await popup.screenshot({ path: path.join(artifactsDir, 'money-03-card-page-390.png'), fullPage: true });
    await popup.getByLabel('Номер карты').fill('4111 1111 1111 1111');
    await popup.getByLabel('Срок действия').fill('12/30');
    await popup.getByLabel('CVC').fill('123');
    // On success the cabinet closes the payment page itself, as soon as it hears of the payment.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /Оплатить/ }).click();
    await popupClosed;

    await toast(page, 'Счёт пополнен');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '1 000,00 ₽' }).waitFor();
    const row = page.getByTestId('transaction-row').first();
    await row.filter({ hasText: 'Пополнение' }).waitFor();
    // Amounts are grouped with no-break spaces.
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('+1 000,00 ₽');
    await page.getByRole('table', { name: 'Пополнения' }).getByText('Зачислен').waitFor();
    await browser.screenshot('money-04-finance-after-1280');

    // A declined card: failure in the popup and the spec toast; the balance stays.
    await page.getByRole('link', { name: 'Пополнить счёт RUB' }).click();
    await dialog.getByLabel(/Сумма пополнения/).fill('500');
    const secondOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Перейти к оплате' }).click();
    const second = await secondOpened;
    await second.waitForURL('**/reference-pay/card?**');
    await second.getByLabel('Номер карты').fill('4000 0000 0000 0002');
    await second.getByLabel('Срок действия').fill('12/30');
    await second.getByLabel('CVC').fill('123');
    await second.getByRole('button', { name: /Оплатить/ }).click();
    await second.getByRole('heading', { name: 'Оплата не прошла' }).waitFor();
    await toast(page, 'Не удалось пополнить счет');
    // The failed payment page stays open with the reason until the customer closes it.
    const secondClosed = second.waitForEvent('close');
    await second.getByRole('button', { name: 'Закрыть окно' }).click();
    await secondClosed;
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '1 000,00 ₽' }).waitFor();
    // The ledger loads after the balances: wait for it before counting its rows.
    await expect.poll(() => page.getByTestId('transaction-row').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('table', { name: 'Пополнения' }).getByText('Не оплачен').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('transaction-row').first().waitFor();
    await browser.screenshot('money-05-finance-390');
  });
});
