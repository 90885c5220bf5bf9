import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** The confirmation «Оплатить посылку …?» answered with «Оплатить». */
async function confirmPayment() {
  const dialog = await screen.findByRole('dialog', { name: /Оплатить посылку/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
}

const ROWS = [
  parcelRowFixture({ id: 3, name: 'Гамма', statusId: 33, weightKg: 1.2, deliveryCost: 1840 }),
  parcelRowFixture({ id: 4, name: 'Дельта' }),
];

function handlers(extra: Record<string, () => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels/counters': () =>
      json({ parcelsAwaitingPayment: 1, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
    'GET /api/client/my-parcels': () => json(parcelListFixture(ROWS)),
    ...extra,
  };
}

/** Decision 052: «Оплатить» in the list names the amount and the balance it comes from before it pays. */
describe('paying from the parcel list', () => {
  it('pays a parcel awaiting payment', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'PUT /api/parcel/pay/3': () =>
          json({
            message: 'Посылка успешно оплачена',
            parcelId: 3,
            statusId: 40,
            amount: 1840,
            balance: 160,
          }),
      }),
    );
    renderApp('/parcels?section=inwork');
    await screen.findAllByTestId('parcel-row');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    // Nothing is charged before the customer sees the amount and the balance it comes from (decision 052).
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить посылку № 3 «Гамма»?' });
    expect(within(dialog).getByTestId('pay-confirm-amount')).toHaveTextContent(/К оплате: 1\s840,00\s₽/);
    expect(within(dialog).getByTestId('pay-confirm-balance')).toHaveTextContent(
      /Спишем с рублёвого баланса: на нём 1\s234,50\s₽/,
    );
    expect(within(dialog).getByText(/не хватает 605,50\s₽/)).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/pay/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('PUT /api/parcel/pay/3')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await confirmPayment();
    expect(await screen.findByText('Посылка успешно оплачена')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/pay/3')).toHaveLength(1);
  });
});
