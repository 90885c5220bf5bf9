import { describe, expect, it } from 'vitest';
import { apiSignIn, customerWithOneClickParcel, goodsOnShelf, topUpWithSandboxCard } from '../support/api.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';
import {
  assembleAndWeigh,
  findSentWithTimeline,
  openDesk,
  payParcel,
  sendToAssembly,
  shipParcel,
  startParcelPayment,
} from '../support/parcel-steps.js';

const TRACK = `YT${String(Date.now()).slice(-13)}`;
const OUTGOING = `CN${String(Date.now()).slice(-9)}RU`;

/**
 * A parcel's whole life: two goods on the shelf → the customer makes a parcel of them and sends it to assembly →
 * the warehouse assembles, weighs (with the packed parcel's photo) and so prices it → the customer's payment is
 * refused for want of money (the payment-methods dialog reopens), the customer tops up with the card sandbox and
 * pays → the warehouse ships it with the outgoing track → the customer finds it under «Отправленные» with its
 * timeline.
 */
describe('journey: a parcel from the shelf to the flight', () => {
  const journey = useJourney({
    emailPrefix: 'parcel',
    customerName: 'Мария',
    staff: { email: 'staff.parcels@example.ru', name: 'Пётр Кладовщик' },
    prepare: async ({ server, email, password, staff }) => {
      const { customerToken: customer, staffToken: desk } = await customerWithOneClickParcel(
        server.url,
        { email, password },
        staff,
        {
          recipient: { surname: 'Петрова', name: 'Мария', middleName: 'Ивановна' },
          addressName: 'СДЭК на работе',
          track: `SF${String(Date.now()).slice(-13)}`,
          description: 'Шарф кашемировый',
          parcelName: 'Шарф в один клик',
        },
      );
      await goodsOnShelf(server.url, customer, desk, TRACK, [
        { description: 'Пуховик зимний', price: 899 },
        { description: 'Кеды белые', price: 259, qty: 2 },
      ]);
    },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.getByRole('navigation').first().getByRole('link', { name: 'Посылки' }).click();
    await page.waitForURL('**/parcels?section=inwork');
    // The one-click parcel of the goods screen is in the list as a request.
    await page
      .getByTestId('parcel-row')
      .filter({ hasText: 'Шарф в один клик' })
      .getByText('Заявка на посылку')
      .waitFor();
    await page.getByRole('link', { name: 'Создать посылку' }).first().click();
    await page.waitForURL('**/parcels/create');

    await page.getByRole('checkbox', { name: 'Пуховик зимний' }).check();
    await page.getByRole('checkbox', { name: 'Кеды белые' }).check();
    await page.getByLabel(/^Название посылки/).fill('Зимние вещи');
    await page.getByRole('combobox', { name: /Получатель \(таможня\)/ }).click();
    await page.getByRole('option', { name: 'Петрова Мария Ивановна' }).click();
    await page.getByRole('combobox', { name: /Тариф международной доставки/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: 'СДЭК на работе' }).check();
    const estimate = page.getByRole('region', { name: 'Оценка стоимости' });
    await estimate.getByTestId('estimate-total').filter({ hasText: '₽' }).waitFor();
    await page.getByTestId('customs-value').waitFor();
    await browser.screenshot('parcel-01-form-1280');
    await page.getByRole('button', { name: 'Создать посылку' }).click();
    await toast(page, 'успешно создана');
    await page.waitForURL(/\/parcels\/\d+$/);
    const parcelUrl = page.url();
    const parcel = { id: Number(parcelUrl.split('/').at(-1)), name: 'Зимние вещи' };

    await sendToAssembly(page);

    // The warehouse, in a browser of its own.
    const { desk, context: deskContext } = await openDesk(browser, server.url, staff);
    await assembleAndWeigh(desk, parcel, { weight: '2,4', length: '40', width: '30', height: '20' });

    // Not enough money: the payment-methods dialog; then a sandbox card top-up and the payment.
    await page.reload();
    await page.getByTestId('parcel-status').filter({ hasText: 'Ожидает оплаты' }).waitFor();
    await page.getByTestId('price-total').waitFor();
    await browser.screenshot('parcel-02-priced-1280');
    await startParcelPayment(page);
    await page.getByRole('dialog', { name: 'Способы оплаты' }).waitFor();
    await page.keyboard.press('Escape');
    await topUpWithSandboxCard(server.url, await apiSignIn(server.url, email, password), 10_000);
    await payParcel(page, parcelUrl);

    await shipParcel(desk, parcel, OUTGOING, 'CA-1042', 'parcel-03-staff-1280');
    await deskContext.close();

    const awaitingEntries = await findSentWithTimeline(page, server.url, 'Зимние вещи', OUTGOING, {
      session: browser,
      screenshot: 'parcel-04-sent-1280',
    });
    expect(awaitingEntries).toBeGreaterThan(0);
    // The same page opened on a phone (a resize alone would catch the sidebar on its way out).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Отслеживание' }).waitFor();
    await browser.screenshot('parcel-05-timeline-390');

    // The sent list's card on a phone shows the whole outgoing track, not «CN12345678…».
    await page.goto(`${server.url}/parcels?section=sent`);
    const track = page
      .getByTestId('parcel-row')
      .filter({ hasText: 'Зимние вещи' })
      .getByText(OUTGOING, { exact: true });
    await track.waitFor();
    const shown = await track.evaluate((text) => ({
      text: text.textContent,
      clipped: text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1,
    }));
    expect(shown).toEqual({ text: OUTGOING, clipped: false });
    await browser.screenshot('parcel-06-sent-390');

    // The one-click request's card: its status and its task are whole sentences, not «Заявка на» and «На».
    await page.goto(`${server.url}/parcels?section=inwork`);
    const request = page.getByTestId('parcel-row').filter({ hasText: 'Шарф в один клик' });
    await request.waitFor();
    const cells = await request.getByRole('cell').evaluateAll((all) =>
      all.slice(-2).map((cell) => {
        const text = cell.lastElementChild as HTMLElement;
        return { text: text.textContent, clipped: text.scrollHeight > text.clientHeight + 1 };
      }),
    );
    expect(cells.filter((cell) => cell.clipped)).toEqual([]);
    await browser.screenshot('parcel-07-inwork-390');
  });
});
