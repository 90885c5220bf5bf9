import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { topUp } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const AWAITING_PAYMENT = parcelRowFixture({
  id: 3,
  name: 'Гамма',
  statusId: 33,
  weightKg: 1.2,
  deliveryCost: 1840,
});

function handlers(extra: Record<string, () => Response>) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels/counters': () =>
      json({ parcelsAwaitingPayment: 1, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
    'GET /api/client/my-parcels': () =>
      json(
        parcelListFixture([AWAITING_PAYMENT], {
          parcelsAwaitingPayment: 1,
          problemsRuCustoms: 0,
          problemsRuDelivery: 0,
        }),
      ),
    ...extra,
  };
}

describe('a payment short of money, topped up with crypto', () => {
  it('after a crypto top-up for the shortfall, «Вернуться к оплате» leads to the parcel being paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch(
      handlers({
        'PUT /api/parcel/pay/3': () =>
          json(
            { code: 'NOT_ENOUGH_MONEY', message: 'Мало денег', shortfall: { amount: 110, currency: 'RUB' } },
            402,
          ),
        'GET /api/currency-rate': () => json([]),
        'POST /api/crypto': () =>
          json({ topUp: topUp({ id: 31, method: 'crypto' }), link: '/crypto-cloud?invoiceId=INV-1' }, 201),
      }),
    );
    const first = renderApp('/parcels?section=inwork');
    await screen.findAllByTestId('parcel-row');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    // «Оплатить» asks first, naming the amount (decision 052).
    const confirm = await screen.findByRole('dialog', { name: /Оплатить посылку/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Оплатить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Криптовалюта/ }, { timeout: 10_000 }),
    );
    await within(dialog).findByRole('textbox', { name: /Сумма счёта/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/crypto-cloud?invoiceId=INV-1'));
    first.unmount();

    // Back from the processor: the way back is the parcel's own page with its «Оплатить», not the list.
    renderApp('/dashboard/successful-crypto-payment');
    expect(
      await screen.findByRole('link', { name: 'Вернуться к оплате' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/parcels/3');
  }, 30_000);
});
