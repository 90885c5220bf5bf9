import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelDetails } from '@cargo/domain';
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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function handlers(parcel: () => ParcelDetails, extra: Record<string, () => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () => json(parcelListFixture([])),
    'GET /api/parcel/parcelWithStatus': () => json(parcel()),
    ...extra,
  };
}

const weighed = parcelDetailsFixture({
  id: 12,
  name: 'Зимние вещи',
  statusId: 33,
  deliveryCost: 2149,
  goods: [goodFixture({ id: 5, description: 'Пуховик', pictureUrl: '/api/images/p.png' })],
  weighingPhotoUrl: '/api/images/w.jpg',
  price: {
    actualWeightKg: 3.2,
    volumetricWeightKg: 4.8,
    chargeableWeightKg: 4.8,
    ratePerKg: 350,
    freight: 1680,
    minimumApplied: false,
    lines: [{ serviceId: 12, title: 'Фотоотчёт', quantity: 1, unitPrice: 149, amount: 149 }],
    subtotal: 1829,
    discountPercent: 0,
    discount: 0,
    total: 2149,
    currency: 'RUB',
  },
  customs: {
    countryCode: 643,
    ruleValidFrom: '2024-01-01',
    declaredValueEur: 250,
    valueLimitEur: 200,
    weightKg: 3.2,
    weightLimitKg: 31,
    exceedsValue: true,
    exceedsWeight: false,
    dutyEur: 7.5,
    dutyRub: 707.25,
  },
  tracking: [
    { at: '2026-11-01T10:00:00.000Z', statusId: 10, title: 'Заявка на посылку', place: null, note: null },
    {
      at: '2026-11-02T10:00:00.000Z',
      statusId: 33,
      title: 'Ожидает оплаты',
      place: 'Склад Гуанчжоу',
      note: null,
    },
  ],
});

describe('parcel page', () => {
  it('shows the goods, the weighing photo, the price, the customs gauge with the duty and the timeline', async () => {
    mockFetch(handlers(() => weighed));
    renderApp('/parcels/12');

    expect(await screen.findByRole('heading', { name: 'Зимние вещи' })).toBeInTheDocument();
    expect(screen.getByTestId('parcel-status')).toHaveTextContent('Ожидает оплаты');
    expect(screen.getByTestId('price-total')).toHaveTextContent('2 149,00 ₽');
    expect(screen.getByText('Фотоотчёт')).toBeInTheDocument();
    expect(screen.getByTestId('customs-value')).toHaveTextContent('250,00 € из 200,00 €');
    expect(screen.getByTestId('customs-duty')).toHaveTextContent('7,50 €');
    expect(screen.getByRole('img', { name: 'Фото упакованной посылки' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Товары посылки' })).getByText('Пуховик'),
    ).toBeInTheDocument();
    expect(screen.getByText('Склад Гуанчжоу', { exact: false })).toBeInTheDocument();
    // Status 33: pay, nothing else.
    expect(screen.getByRole('button', { name: /Оплатить/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить на комплектацию' })).not.toBeInTheDocument();
  });

  it('sends a request to assembly with its toast', async () => {
    const { callsTo } = mockFetch(
      handlers(() => parcelDetailsFixture({ id: 12, statusId: 10 }), {
        'PUT /api/parcel/cl/send-on-assembly/12': () => json(parcelDetailsFixture({ id: 12, statusId: 15 })),
      }),
    );
    renderApp('/parcels/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить на комплектацию' }));
    expect(await screen.findByText('Посылка успешно отправлена на комплектацию')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/cl/send-on-assembly/12')).toHaveLength(1);
  });

  it('asks nothing of a one-click request: it goes to assembly when the warehouse receives its good', async () => {
    mockFetch(handlers(() => parcelDetailsFixture({ id: 12, statusId: 10, oneClick: true })));
    renderApp('/parcels/12');
    expect(await screen.findByText('Поедет на комплектацию, когда склад примет товар')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить на комплектацию' })).not.toBeInTheDocument();
  });

  it('deletes a request after confirmation and goes back to the list 2 s later', async () => {
    const { callsTo } = mockFetch(
      handlers(() => parcelDetailsFixture({ id: 12, statusId: 10 }), {
        'DELETE /api/parcel/cl/12': () => json({}),
      }),
    );
    const { router } = renderApp('/parcels/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Посылка успешно удалена')).toBeInTheDocument();
    expect(callsTo('DELETE /api/parcel/cl/12')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/parcels/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'), { timeout: 4000 });
  });

  it('archives a delivered parcel with the spec toast and goes to the archive tab 4 s later', async () => {
    const { callsTo } = mockFetch(
      handlers(() => parcelDetailsFixture({ id: 12, statusId: 600 }), {
        'PUT /api/parcel/archive': () => json({ message: 'ok', moved: [12], refused: [] }),
      }),
    );
    const { router } = renderApp('/parcels/12');
    // A delivered parcel may only go to the archive.
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'В архив' }));

    expect(await screen.findByText('Посылки успешно архивированы')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/archive')[0]?.body).toEqual({ parcelIds: [12] });
    expect(router.state.location.pathname).toBe('/parcels/12');
    await waitFor(() => expect(router.state.location.search).toBe('?section=archive'), { timeout: 6000 });
  }, 10_000);

  it('says so when the server refuses to archive a cancelled parcel', async () => {
    mockFetch(
      handlers(() => parcelDetailsFixture({ id: 12, statusId: 100 }), {
        'PUT /api/parcel/archive': () =>
          json({ message: 'ok', moved: [], refused: [{ id: 12, message: 'Нельзя' }] }),
      }),
    );
    renderApp('/parcels/12');
    await userEvent.click(await screen.findByRole('button', { name: 'В архив' }));
    expect(await screen.findByText('Не удалось архивировать посылки')).toBeInTheDocument();
  });

  it('shows a paid parcel cancelled with its refund: the status, the warehouse’s reason, no actions', async () => {
    mockFetch(
      handlers(() =>
        parcelDetailsFixture({ id: 12, statusId: 800, statusReason: 'В посылке запрещённый товар' }),
      ),
    );
    renderApp('/parcels/12');
    expect(await screen.findByTestId('parcel-status')).toHaveTextContent('Отменена, оплата возвращена');
    expect(screen.getByText('В посылке запрещённый товар')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('offers no archive for a request and shows the spec failure when its delete is refused', async () => {
    mockFetch(
      handlers(() => parcelDetailsFixture({ id: 12, statusId: 10 }), {
        'DELETE /api/parcel/cl/12': () => json({ code: 'CONFLICT', message: 'Конфликт' }, 409),
      }),
    );
    renderApp('/parcels/12');
    expect(screen.queryByRole('button', { name: 'В архив' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Не удалось удалить посылку')).toBeInTheDocument();
  });

  it('gathers goods into a virtual parcel on its page and leads on to the order form', async () => {
    const { callsTo } = mockFetch(
      handlers(
        () =>
          parcelDetailsFixture({
            id: 30,
            statusId: 9,
            goods: [goodFixture({ id: 5, description: 'Пуховик' })],
          }),
        {
          'GET /api/client/my-goods': () =>
            json(
              page([
                goodFixture({ id: 5, description: 'Пуховик' }),
                goodFixture({ id: 6, description: 'Кеды' }),
              ]),
            ),
          'PUT /api/parcel/virtual/30/goods/6': () => json({ message: 'Товар успешно добавлен в посылку' }),
        },
      ),
    );
    renderApp('/parcels/30');
    expect(await screen.findByRole('heading', { name: 'Собрать виртуальную посылку' })).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Кеды' })).getByRole('button', {
        name: 'Добавить в посылку',
      }),
    );
    expect(await screen.findByText('Товар успешно добавлен в посылку')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/virtual/30/goods/6')).toHaveLength(1);
    // The expected weight shown on the virtual parcel (1 kg until the customer types one) travels into the form.
    expect(screen.getByRole('link', { name: 'Оформить посылку' })).toHaveAttribute(
      'href',
      '/parcels/edit?id=30&weight=1',
    );
  });
});
