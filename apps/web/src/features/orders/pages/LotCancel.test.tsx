import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { lotFixture, myOrdersFixture, orderFixture, raisedLotFixture } from '../../../test/orderFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 30, items 3 and 4: a cancel asks first and says what happens to the money; cancelled lots tell the truth. */
describe('cancelling lots', () => {
  it('«Отменить» on a lot awaiting a new price asks first, naming the yuan that come back', async () => {
    const order = orderFixture(5, [raisedLotFixture(52)]);
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-orders': () => json(myOrdersFixture([order], { confirmOrdersCount: 1 })),
      'PUT /api/order/5': () => json({ message: 'Лот успешно отменен', order, balance: 300 }),
    });
    renderApp('/orders/on_price_confirmation_lots');

    const lot = await screen.findByRole('listitem', { name: 'Лот Куртка 52' });
    await userEvent.click(within(lot).getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить лот?' });
    expect(dialog).toHaveTextContent(
      'Лот будет отменён. Оплаченные 200,55 ¥ вернутся на юаневый счёт сразу.',
    );
    // Nothing is sent before the answer; «Не отменять» keeps the lot.
    expect(callsTo('PUT /api/order/5')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('PUT /api/order/5')).toHaveLength(0);

    await userEvent.click(within(lot).getByRole('button', { name: 'Отменить' }));
    const again = await screen.findByRole('dialog', { name: 'Отменить лот?' });
    await userEvent.dblClick(within(again).getByRole('button', { name: 'Отменить лот' }));
    expect(await screen.findByText('Лот успешно отменен')).toBeInTheDocument();
    expect(callsTo('PUT /api/order/5')).toHaveLength(1);
  });

  it('«Отменить заказ» of a new order says nothing was paid', async () => {
    const order = orderFixture(2, [lotFixture(21), lotFixture(22)]);
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-orders': (call) =>
        json(myOrdersFixture(call.search.get('statusId') === '10' ? [order] : [])),
    });
    renderApp('/orders?section=new');
    const card = await screen.findByRole('article', { name: 'Заказ Z2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(dialog).toHaveTextContent(
      'Заказ будет отменён, лотов: 2. Вы за них ещё ничего не платили — списаний и возврата не будет.',
    );
  });

  it('«Отменённые лоты» says a payment came back only for a lot that had been paid', async () => {
    const paidThenCanceled = lotFixture(31, {
      statusId: 30,
      orderName: 'Куртка 31',
      sentToBuyoutAt: '2026-11-20T11:00:00.000Z',
    });
    const neverPaid = lotFixture(32, { statusId: 30, orderName: 'Кеды 32' });
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-orders': () =>
        json(myOrdersFixture([orderFixture(3, [paidThenCanceled, neverPaid])])),
    });
    renderApp('/orders/canceled_lots');

    const paid = await screen.findByRole('listitem', { name: 'Лот Куртка 31' });
    expect(paid).toHaveTextContent('Оплата 200,55 ¥ возвращена на юаневый счёт');
    const unpaid = screen.getByRole('listitem', { name: 'Лот Кеды 32' });
    expect(unpaid).toHaveTextContent('Лот не оплачивался — возвращать было нечего');
    expect(unpaid).not.toHaveTextContent('возвращена');
    expect(screen.queryByText('Оплата отменённых лотов возвращена на юаневый счёт.')).not.toBeInTheDocument();
  });
});
