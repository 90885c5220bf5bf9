import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerWithOneClickParcel, topUpWithSandboxCard } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';
import { assembleAndWeigh, openDesk, payParcel, receiveTrack } from '../support/parcel-steps.js';

const TRACK = `SR${String(Date.now()).slice(-13)}`;
const NAME = 'Зажигалки в один клик';
const REASON = 'В посылке найдены зажигалки: авиаперевозка запрещена';

/**
 * A paid parcel that cannot fly: the warehouse finds prohibited content and cancels it with its refund → the
 * customer sees «Отменена, оплата возвращена» with the reason, the money back on the ruble balance, and the good
 * back on the shelf.
 */
describe('journey: a paid parcel cancelled with its refund', () => {
  const journey = useJourney({
    emailPrefix: 'cancel-refund',
    customerName: 'Ирина',
    staff: { email: 'staff.refunds@example.ru', name: 'Олег Кладовщик' },
    prepare: async ({ server, email, password, staff }) => {
      const { customerToken } = await customerWithOneClickParcel(server.url, { email, password }, staff, {
        recipient: { surname: 'Смирнова', name: 'Ирина', middleName: 'Олеговна' },
        addressName: 'СДЭК у офиса',
        track: TRACK,
        description: 'Набор зажигалок',
        parcelName: NAME,
      });
      await topUpWithSandboxCard(server.url, customerToken, 10_000);
    },
  });

  it('gives the money back once and tells the customer why', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    const { desk, context } = await openDesk(browser, server.url, staff);
    await receiveTrack(desk, TRACK);

    await page.goto(`${server.url}/parcels?section=inwork`);
    await page.getByTestId('parcel-row').filter({ hasText: NAME }).getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/parcels\/\d+$/);
    const parcelUrl = page.url();
    const parcel = { id: Number(parcelUrl.split('/').at(-1)), name: NAME };
    // A one-click parcel: the warehouse's scan of its good has sent it to assembly.
    await page.getByTestId('parcel-status').filter({ hasText: 'Готова к обработке' }).waitFor();
    await assembleAndWeigh(desk, parcel, { weight: '0,8', length: '20', width: '15', height: '10' });
    await payParcel(page, parcelUrl);

    // The warehouse opens the packed parcel, finds the lighters and cancels it with its refund.
    await desk.getByRole('link', { name: 'Посылки' }).click();
    await desk.getByText('Оплата и отправка', { exact: true }).click();
    const row = desk.getByTestId('staff-parcel').filter({ hasText: NAME });
    await row.getByRole('button', { name: 'Отменить с возвратом' }).click();
    const dialog = desk.getByRole('dialog', { name: `Отменить посылку ${parcel.id} с возвратом` });
    await dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
    // No reason, nothing happens: the customer must be told why.
    await dialog.getByText('Укажите причину').waitFor();
    await dialog.getByLabel(/Причина \(увидит клиент\)/).fill(REASON);
    await desk.screenshot({ path: path.join(artifactsDir, 'refund-01-desk-1280.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
    await toast(desk, `Посылка ${parcel.id} отменена`);
    await row.waitFor({ state: 'detached' });
    await context.close();

    // The customer's page says what happened and why.
    await page.reload();
    await page.getByTestId('parcel-status').filter({ hasText: 'Отменена, оплата возвращена' }).waitFor();
    await page.getByText(REASON).first().waitFor();
    await browser.screenshot('refund-02-parcel-1280');

    // The whole payment is back: the balance is what was topped up.
    await page.goto(`${server.url}/finance`);
    await page.getByTestId('finance-balance-RUB').filter({ hasText: '10 000,00 ₽' }).waitFor();
    const history = page.getByText(`Возврат оплаты: посылка «${NAME}»`);
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    await browser.screenshot('refund-03-finance-1280');
  });
});
