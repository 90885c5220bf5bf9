import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

/**
 * A new visitor registers, signs in, lands on the dashboard with the sidebar, stays signed in across a reload,
 * signs out, and is sent to the login page when opening a cabinet page.
 */
describe('journey: register, sign in, stay signed in, sign out', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  const email = `journey.${Date.now()}@example.ru`;
  const password = 'journey-password-1';

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('walks the whole way', async () => {
    const { page } = browser;

    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');

    await page.goto(`${server.url}/register`);
    await page.getByLabel('Имя', { exact: false }).first().fill('Екатерина');
    await page.getByLabel('Почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByLabel('Повторите пароль').fill(password);
    await page.getByRole('checkbox').check();
    await browser.screenshot('01-register-filled');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect
      .poll(() => page.getByText('Регистрация прошла успешно. Можете войти в личный кабинет').count())
      .toBeGreaterThan(0);
    await page.waitForURL('**/login');

    await page.getByLabel('Почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/dashboard');

    const sidebar = page.getByRole('navigation').first();
    for (const item of ['Главная', 'Поможем купить', 'Товары', 'Посылки', 'Получатели и адреса', 'Финансы']) {
      await expect.poll(() => sidebar.getByRole('link', { name: item }).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => page.getByText('Екатерина').count()).toBeGreaterThan(0);
    await browser.screenshot('02-dashboard');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByText('Екатерина').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');

    await page.goto(`${server.url}/parcels?section=inwork`);
    await page.waitForURL('**/login');
    await browser.screenshot('03-login-after-sign-out');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
