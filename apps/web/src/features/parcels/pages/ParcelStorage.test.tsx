import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture } from '../../../test/goodFixtures';
import { parcelDetailsFixture, parcelListFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('parcel page: storage (decision 031)', () => {
  it('shows the storage line in the price and each good’s storage days', async () => {
    const parcel = parcelDetailsFixture({
      id: 12,
      statusId: 33,
      deliveryCost: 1859,
      goods: [
        goodFixture({
          id: 5,
          description: 'Пуховик',
          storage: { daysLeft: 0, feesFrom: '2026-12-01', dailyFeeRub: 10, dueRub: 30, accruing: false },
        }),
      ],
      storage: { daysLeft: null, dailyFeeRub: 10, dueRub: 30, accruingGoods: 0 },
      price: {
        actualWeightKg: 3.2,
        volumetricWeightKg: 0,
        chargeableWeightKg: 3.2,
        ratePerKg: 350,
        freight: 1680,
        minimumApplied: false,
        lines: [{ serviceId: 12, title: 'Фотоотчёт', quantity: 1, unitPrice: 149, amount: 149 }],
        storage: 30,
        subtotal: 1859,
        discountPercent: 0,
        discount: 0,
        total: 1859,
        currency: 'RUB',
      },
    });
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-parcels': () => json(parcelListFixture([])),
      'GET /api/parcel/parcelWithStatus': () => json(parcel),
    });
    renderApp('/parcels/12');
    const price = await screen.findByRole('table', { name: 'Расчёт стоимости' });
    expect(within(price).getByText('Хранение на складе')).toBeInTheDocument();
    expect(within(price).getByTestId('price-storage')).toHaveTextContent('30,00 ₽');
    const goods = screen.getByRole('list', { name: 'Товары посылки' });
    expect(within(goods).getByTestId('storage-badge')).toHaveTextContent('Хранение: долг 30 ₽');
  });
});
