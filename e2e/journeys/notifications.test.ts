import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerWithOneClickParcel, goodsOnShelf } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';
import { assembleAndWeigh, openDesk, sendToAssembly } from '../support/parcel-steps.js';

const TRACK = `YN${String(Date.now()).slice(-13)}`;
/** Where the screenshots are copied for a person to look at (SHOTS_DIR, e.g. /tmp/shots-nw). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The bell's unread count, read from its accessible name («Уведомления: 3 непрочитанных уведомления»). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
  await bell.waitFor();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+)/.exec(name)?.[1] ?? 0);
}

/**
 * The bell: a customer's parcel is weighed at the warehouse desk → on the customer's next look the bell's count has
 * gone up and its dropdown shows the parcel's event, which opens the parcel and becomes read; the list and the
 * profile's channel settings are there too.
 */
describe('journey: the bell tells of a weighed parcel', () => {
  const journey = useJourney({
    emailPrefix: 'bell',
    customerName: 'Ольга',
    staff: { email: 'staff.bell@example.ru', name: 'Пётр Кладовщик' },
    prepare: async ({ server, email, password, staff }) => {
      const { customerToken, staffToken } = await customerWithOneClickParcel(
        server.url,
        { email, password },
        staff,
        {
          recipient: { surname: 'Смирнова', name: 'Ольга', middleName: 'Петровна' },
          addressName: 'СДЭК у дома',
          track: `SB${String(Date.now()).slice(-13)}`,
          description: 'Перчатки',
          parcelName: 'Перчатки в один клик',
        },
      );
      await goodsOnShelf(server.url, customerToken, staffToken, TRACK, [
        { description: 'Свитер шерстяной', price: 540 },
      ]);
    },
  });

  async function shot(name: string) {
    await journey.browser.screenshot(name);
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      copyFileSync(path.join(artifactsDir, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
    }
  }

  it('counts the event and opens the parcel from it', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.goto(`${server.url}/parcels/create`);
    await page.getByRole('checkbox', { name: 'Свитер шерстяной' }).check();
    await page.getByLabel(/^Название посылки/).fill('Тёплый свитер');
    await page.getByRole('combobox', { name: /Получатель \(таможня\)/ }).click();
    await page.getByRole('option', { name: 'Смирнова Ольга Петровна' }).click();
    await page.getByRole('combobox', { name: /Тариф международной доставки/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: 'СДЭК у дома' }).check();
    await page.getByRole('button', { name: 'Создать посылку' }).click();
    await toast(page, 'успешно создана');
    await page.waitForURL(/\/parcels\/\d+$/);
    const parcel = { id: Number(page.url().split('/').at(-1)), name: 'Тёплый свитер' };
    await sendToAssembly(page);
    const before = await bellCount(page);

    const { desk, context } = await openDesk(browser, server.url, staff);
    await assembleAndWeigh(desk, parcel, { weight: '1,2', length: '30', width: '20', height: '10' });
    await context.close();

    // The customer's next look (the bell also asks every 30 s by itself).
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
    const after = await bellCount(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Уведомления/ })
      .click();
    const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
    // The weighing moved the parcel to «Ожидает оплаты» (its goods' own events are beside it).
    const weighed = dropdown
      .getByTestId('notification-item')
      .filter({ hasText: `Посылка «${parcel.name}»` })
      .filter({ hasText: 'Ожидает оплаты' })
      .first();
    await weighed.waitFor();
    expect(await weighed.getAttribute('aria-label')).toMatch(/не прочитано/);
    await page.waitForTimeout(400); // the dropdown's fade-in, for the screenshot
    await shot('notifications-01-bell-1280');
    await weighed.click();
    await page.waitForURL(`**/parcels/${parcel.id}`);
    await page.getByTestId('parcel-status').filter({ hasText: 'Ожидает оплаты' }).waitFor();
    // The parcel's own events, the weighing among them, now read.
    const history = page.getByRole('region', { name: 'История уведомлений' });
    await history.getByTestId('notification-item').first().waitFor();
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(after - 1);
    await shot('notifications-00-parcel-1280');

    await page.goto(`${server.url}/notifications`);
    await page.getByRole('list', { name: 'Список уведомлений' }).waitFor();
    await shot('notifications-02-list-1280');
    await page.goto(`${server.url}/profile`);
    await page.getByRole('checkbox', { name: 'Посылки: Эл. почта' }).waitFor();
    await shot('notifications-03-profile-1280');

    // The narrowest desktop: the bell and its dropdown beside the balances and the user menu.
    await page.setViewportSize({ width: 1001, height: 800 });
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Уведомления/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Уведомления' })
      .getByTestId('notification-item')
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await shot('notifications-06-bell-1001');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/notifications`);
    await page.getByRole('list', { name: 'Список уведомлений' }).waitFor();
    await shot('notifications-04-list-390');
    await page.goto(`${server.url}/profile`);
    await page.getByRole('checkbox', { name: 'Посылки: Эл. почта' }).waitFor();
    await shot('notifications-05-profile-390');
  });
});
