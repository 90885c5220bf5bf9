import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

async function deskPage(browser: Browser, width: number): Promise<Page> {
  // bypassCSP: axe-core is injected into the page to check it.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ru-RU',
    bypassCSP: true,
  });
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });

/**
 * The owner runs the team: invites a warehouse worker with the «Склад» role, who sets a password through the link
 * and sees only the warehouse's desks (a finance address says the section is closed); then the owner deactivates
 * the worker, whose open desk is signed out at once.
 */
describe('journey: staff roles', () => {
  const journey = useJourney({
    emailPrefix: 'staff-roles',
    customerName: 'Пётр',
    staff: { email: 'owner.roles@example.ru', name: 'Анна Владелец' },
  });

  it('invites a warehouse worker with a role, shows them only their desks, and deactivates them', async () => {
    const { server, browser, staff } = journey;
    const owner = await deskPage(browser.browser, 1280);
    await signIn(owner, server.url, staff.email, staff.password, '/staff/recipients');
    await owner.getByRole('link', { name: 'Сотрудники' }).first().click();
    await owner.waitForURL('**/staff/team');

    const form = owner.getByRole('form', { name: 'Пригласить сотрудника' });
    const workerEmail = `worker.${Date.now()}@example.ru`;
    await form.getByLabel(/E-mail/).fill(workerEmail);
    await form.getByLabel(/Имя/).fill('Ван Склад');
    await form.getByRole('checkbox', { name: /Склад/ }).check();
    await form.getByRole('button', { name: 'Пригласить' }).click();
    const link = (await owner.getByTestId('invite-link').textContent())!.trim();
    const team = owner.getByRole('table', { name: 'Сотрудники' });
    await team.getByText(workerEmail).waitFor();
    await shot(owner, 'staff-roles-01-team-1280');
    expect(await axeViolations(owner)).toEqual([]);

    // The worker sets a password on the link and signs in to the warehouse's desks only.
    const worker = await deskPage(browser.browser, 390);
    await worker.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await worker.getByLabel('Новый пароль', { exact: true }).fill('worker-password-1');
    await worker.getByLabel('Повторите пароль').fill('worker-password-1');
    await worker.getByRole('button', { name: 'Сохранить пароль' }).click();
    await signIn(worker, server.url, workerEmail, 'worker-password-1', '/staff/warehouse');
    const nav = worker.getByRole('navigation', { name: 'Разделы рабочего места' });
    await nav.getByRole('link', { name: /Приёмка/ }).waitFor();
    expect(await nav.getByRole('link', { name: /Счета клиентов|Курсы|Промокоды|Обращения/ }).count()).toBe(0);
    expect(await worker.getByRole('link', { name: 'Сотрудники' }).count()).toBe(0);
    await shot(worker, 'staff-roles-02-warehouse-390');
    expect(await axeViolations(worker)).toEqual([]);
    await worker.goto(`${server.url}/staff/finance/customers`);
    await worker.getByText('Раздел недоступен').waitFor();
    await shot(worker, 'staff-roles-03-closed-section-390');

    // The owner deactivates the worker: the worker's desk is signed out on its next call.
    await owner.reload();
    const row = owner.getByRole('row').filter({ hasText: workerEmail });
    await row.getByRole('button', { name: 'Отключить' }).click();
    await owner
      .getByRole('dialog', { name: 'Отключить сотрудника?' })
      .getByRole('button', { name: 'Отключить' })
      .click();
    await toast(owner, 'Сотрудник отключён');
    await row.getByText('Отключён').waitFor();
    await worker.goto(`${server.url}/staff/warehouse`);
    await worker.waitForURL('**/login**');
    await worker.getByLabel('Почта').fill(workerEmail);
    await worker.getByLabel('Пароль', { exact: true }).fill('worker-password-1');
    await worker.getByRole('button', { name: 'Войти' }).click();
    await worker.getByText('Учётная запись сотрудника отключена. Обратитесь к владельцу').waitFor();
  });
});
