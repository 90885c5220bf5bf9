import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cargo } from '@cargo/domain';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const cargo = (id: number, extra: Partial<Cargo> = {}): Cargo => ({
  id,
  clientId: 1,
  name: `Партия ${id}`,
  description: null,
  incomingDeclaration: 'SF100200300',
  placesCount: 3,
  statusId: 10,
  status: { id: 10, title: 'Заявка' },
  weightKg: null,
  volumeM3: null,
  price: null,
  priceBreakdown: null,
  outgoingDeclaration: null,
  statusReason: null,
  paidAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

/** Weighed: 120,5 kg in 1,5 m³ — the volume (300 kg) is charged, 105 000 ₽. */
const priced = cargo(7, {
  statusId: 33,
  status: { id: 33, title: 'Ожидает оплаты' },
  weightKg: 120.5,
  volumeM3: 1.5,
  price: 105000,
  priceBreakdown: {
    actualWeightKg: 120.5,
    volumeM3: 1.5,
    volumetricWeightKg: 300,
    chargeableWeightKg: 300,
    volumetricApplied: true,
    ratePerKg: 350,
    kgPerCubicMetre: 200,
    minimumCharge: 5000,
    chargeByWeight: 105000,
    minimumApplied: false,
    total: 105000,
    currency: 'RUB',
  },
});

function handlers(rows: Cargo[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () =>
      json({ ...page([]), parcelsAwaitingPayment: 0, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
    'GET /api/cargo': () =>
      json({ content: rows, totalElements: rows.length, offset: 20, page: 1, totalPages: 1 }),
    'GET /api/currency-rate': () => json([]),
    ...extra,
  };
}

describe('cargo', () => {
  it('lists the cargo and creates one with the spec toast', async () => {
    const { callsTo } = mockFetch(
      handlers([cargo(4)], {
        'POST /api/cargo': () => json({ id: 5, message: 'Карго 5 успешно создана' }, 201),
      }),
    );
    renderApp('/cargo');
    expect(await screen.findByText('Партия 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Введите название карго')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Мебель');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Карго 5 успешно создана')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('POST /api/cargo')[0]?.body).toMatchObject({ name: 'Мебель', placesCount: 1 }),
    );
  });

  it('places: an emptied field stays empty and asks for them, «3» typed after clearing is sent as 3', async () => {
    const { callsTo } = mockFetch(
      handlers([], { 'POST /api/cargo': () => json({ id: 6, message: 'Карго 6 успешно создана' }, 201) }),
    );
    renderApp('/cargo');
    const places = await screen.findByRole('textbox', { name: /Мест/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Станки');
    await userEvent.click(places);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(places).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Укажите количество мест')).toBeInTheDocument();
    expect(places).toHaveValue('');

    await userEvent.type(places, '3');
    expect(places).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Карго 6 успешно создана')).toBeInTheDocument();
    expect(callsTo('POST /api/cargo')[0]?.body).toMatchObject({ name: 'Станки', placesCount: 3 });
  });

  it('says so when there is no cargo yet', async () => {
    mockFetch(handlers([]));
    renderApp('/cargo');
    expect(await screen.findByText(/Карго пока нет/)).toBeInTheDocument();
  });

  it('shows the price breakdown of a weighed cargo and pays it from the balance', async () => {
    const { callsTo } = mockFetch(
      handlers([priced], {
        'PUT /api/cargo/pay/7': () =>
          json({
            message: 'Карго 7 успешно оплачена',
            cargoId: 7,
            statusId: 40,
            amount: 105000,
            balance: 5000,
          }),
      }),
    );
    renderApp('/cargo');
    const card = await screen.findByTestId('cargo-row');
    expect(within(card).getByText('Оплачиваемый вес (по объёму)')).toBeInTheDocument();
    expect(within(card).getByText('120,5 кг · 1,5 м³')).toBeInTheDocument();
    expect(within(card).getByText('Объёмный вес (1,5 м³ × 200 кг/м³)')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Отменить заявку' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByText('Карго 7 успешно оплачена')).toBeInTheDocument();
    expect(callsTo('PUT /api/cargo/pay/7')).toHaveLength(1);
  });

  it('reopens the payment-methods dialog when the balance is too short', async () => {
    mockFetch(
      handlers([priced], {
        'PUT /api/cargo/pay/7': () =>
          json({ code: 'NOT_ENOUGH_MONEY', message: 'Недостаточно денег на балансе счета для покупок' }, 402),
      }),
    );
    const { router } = renderApp('/cargo');
    await userEvent.click(await screen.findByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(router.state.location.search).toContain('selectPaymentMethods=true'));
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' });
    expect(
      await within(dialog).findByText(/не хватает денег для оплаты/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('cancels a request after confirmation with «Карго {id} отменена»', async () => {
    const { callsTo } = mockFetch(
      handlers([cargo(4)], {
        'DELETE /api/cargo/4': () =>
          json({
            message: 'Карго 4 отменена',
            cargo: cargo(4, { statusId: 100, status: { id: 100, title: 'Отменена' } }),
          }),
      }),
    );
    renderApp('/cargo');
    const card = await screen.findByTestId('cargo-row');
    expect(within(card).queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Отменить заявку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заявку на карго 4?' });
    expect(callsTo('DELETE /api/cargo/4')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заявку' }));
    expect(await screen.findByText('Карго 4 отменена')).toBeInTheDocument();
    expect(callsTo('DELETE /api/cargo/4')).toHaveLength(1);
  });
});
