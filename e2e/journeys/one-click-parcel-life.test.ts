import { describe, expect, it } from 'vitest';
import { customerWithOneClickParcel, topUpWithSandboxCard } from '../support/api.js';
import { signIn } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';
import {
  assembleAndWeigh,
  findSentWithTimeline,
  openDesk,
  payParcel,
  receiveTrack,
  shipParcel,
} from '../support/parcel-steps.js';

const TRACK = `SF${String(Date.now()).slice(-13)}`;
const OUTGOING = `CN${String(Date.now() + 7).slice(-9)}RU`;
const NAME = 'Кроссовки в один клик';

/**
 * The one-click parcel of the goods screen goes the whole way too, with no customer step after the form but paying:
 * it is in the list as a request whose «Задачи» say it waits for its good → the warehouse receives its good at the
 * goods desk, which sends the parcel to assembly by itself (issue 17, item 1) → the warehouse assembles, weighs
 * and prices it → the customer (with money on the balance) pays → the warehouse ships it → the customer finds it
 * under «Отправленные» with its timeline.
 */
describe('journey: a one-click parcel from the goods desk to the flight', () => {
  const journey = useJourney({
    emailPrefix: 'one-click-life',
    customerName: 'Ольга',
    staff: { email: 'staff.oneclicklife@example.ru', name: 'Анна Кладовщица' },
    prepare: async ({ server, email, password, staff }) => {
      const { customerToken: customer } = await customerWithOneClickParcel(
        server.url,
        { email, password },
        staff,
        {
          recipient: { surname: 'Орлова', name: 'Ольга', middleName: 'Петровна' },
          addressName: 'СДЭК у дома',
          track: TRACK,
          description: 'Кроссовки New Balance 550',
          parcelName: NAME,
        },
      );
      await topUpWithSandboxCard(server.url, customer, 10_000);
    },
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');

    await page.getByRole('navigation').first().getByRole('link', { name: 'Посылки' }).click();
    await page.waitForURL('**/parcels?section=inwork');
    const row = page.getByTestId('parcel-row').filter({ hasText: NAME });
    await row.getByText('Заявка на посылку').waitFor();
    await row.getByText('Ждёт товар на складе').waitFor();
    await browser.screenshot('one-click-life-01-list-1280');

    // The good arrives: the warehouse receives its track at the goods desk.
    const { desk, context } = await openDesk(browser, server.url, staff);
    await receiveTrack(desk, TRACK);

    await row.getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/parcels\/\d+$/);
    const parcelUrl = page.url();
    const parcel = { id: Number(parcelUrl.split('/').at(-1)), name: NAME };
    await page.getByRole('list', { name: 'Товары посылки' }).getByText('Кроссовки New Balance 550').waitFor();
    // Nobody pressed anything: the warehouse's scan sent the parcel to assembly.
    await page.getByTestId('parcel-status').filter({ hasText: 'Готова к обработке' }).waitFor();
    expect(await page.getByRole('button', { name: 'Отправить на комплектацию' }).count()).toBe(0);

    await assembleAndWeigh(desk, parcel, { weight: '1,2', length: '35', width: '25', height: '14' });
    await payParcel(page, parcelUrl);
    await page.getByTestId('price-total').waitFor();
    await browser.screenshot('one-click-life-02-paid-1280');

    await shipParcel(desk, parcel, OUTGOING, 'CA-2077');
    await context.close();

    const awaitingEntries = await findSentWithTimeline(page, server.url, NAME, OUTGOING, {
      session: browser,
      screenshot: 'one-click-life-03-sent-1280',
    });
    expect(awaitingEntries).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/parcels?section=sent`);
    await page.getByTestId('parcel-row').filter({ hasText: OUTGOING }).waitFor();
    await browser.screenshot('one-click-life-04-sent-390');
  });
});
