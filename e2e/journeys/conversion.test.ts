import { describe, expect, it } from 'vitest';
import { apiSignIn, topUpWithSandboxCard } from '../support/api.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/** A conversion RUB → CNY at the service's rate: two ledger rows, both balances change, the header follows. */
describe('journey: conversion between accounts', () => {
  const journey = useJourney({
    emailPrefix: 'conversion',
    customerName: 'Вера',
    prepare: async ({ server, email, password }) => {
      await topUpWithSandboxCard(server.url, await apiSignIn(server.url, email, password), 2000);
    },
  });

  it('converts 1 120 ₽ into yuan, and is refused more than the account holds', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/finance`);
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '2 000,00 ₽' }).waitFor();

    const form = page.getByRole('form', { name: 'Конвертация' });
    await form.getByLabel('Сумма').fill('1120');
    await form.getByTestId('conversion-preview').filter({ hasText: 'Вы получите ≈' }).waitFor();
    await form.getByRole('button', { name: 'Конвертировать' }).click();
    await toast(page, 'Конвертация выполнена');
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '880,00 ₽' }).waitFor();
    // 1 120 ₽ at 11,20 ₽ per yuan plus the service's margin: a little under 100 ¥.
    await page
      .getByTestId('finance-balance-CNY')
      .filter({ hasText: /9\d,\d\d\s¥/ })
      .waitFor();
    // The ledger refetches after the balances: wait for both conversion rows before counting.
    await expect.poll(() => page.getByTestId('transaction-row').count(), { timeout: 15_000 }).toBe(3);
    await page.getByTestId('transaction-row').filter({ hasText: 'Конвертация' }).nth(1).waitFor();

    await form.getByLabel('Сумма').fill('5000');
    await form.getByRole('button', { name: 'Конвертировать' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Недостаточно денег на счёте для конвертации' })
      .waitFor();
    await browser.screenshot('money-07-conversion-1280');
  });
});
