import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Good, ParcelDetails } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture } from '../../../test/goodFixtures';
import { parcelDetailsFixture, parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const coat = goodFixture({ id: 5, description: 'Пуховик', price: 1500, qty: 1, parcelId: 30 });
const sneakers = goodFixture({ id: 6, description: 'Кеды', price: 259, qty: 2 });
const elsewhere = goodFixture({ id: 7, description: 'Шарф из другой посылки', parcelId: 99 });
const virtualParcel = (goods: Good[]) =>
  parcelDetailsFixture({ id: 30, statusId: 9, name: 'Виртуальная посылка', goods });

function handlers(parcels: ParcelDetails[], extra: Record<string, () => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-parcels': () =>
      json(parcelListFixture(parcels.map((parcel) => parcelRowFixture({ id: parcel.id, statusId: 9 })))),
    'GET /api/parcel/parcelWithStatus': () => json(parcels[0]),
    'GET /api/client/my-goods': () => json(page([coat, sneakers, elsewhere])),
    ...extra,
  };
}

describe('/virtual-parcel/goods/', () => {
  it('lists the parcel’s goods and the goods that may join it, with the running summary', async () => {
    const { callsTo } = mockFetch(handlers([virtualParcel([coat])]));
    renderApp('/virtual-parcel/goods/');

    const inParcel = await screen.findByRole('list', { name: 'Товары в посылке' });
    expect(within(inParcel).getByRole('listitem', { name: 'Пуховик' })).toBeInTheDocument();
    const available = await screen.findByRole('list', { name: 'Товары, которые можно добавить' });
    expect(within(available).getByRole('listitem', { name: 'Кеды' })).toBeInTheDocument();
    // A good already in another parcel is not offered.
    expect(screen.queryByText('Шарф из другой посылки')).not.toBeInTheDocument();
    expect(callsTo('GET /api/client/my-goods')[0]?.search.get('section')).toBe('virtual');

    expect(screen.getByTestId('virtual-count')).toHaveTextContent('1 (1 шт.)');
    expect(screen.getByTestId('virtual-value')).toHaveTextContent('1 500,00');
    expect(await screen.findByTestId('customs-value')).toHaveTextContent('€ из 200,00 €');
    expect(screen.getByRole('link', { name: 'Оформить посылку' })).toHaveAttribute(
      'href',
      // The summary's expected weight (1 kg until changed) goes along to the order form.
      '/parcels/edit?id=30&weight=1',
    );
  });

  it('adds and removes goods with the spec toasts', async () => {
    const { callsTo } = mockFetch(
      handlers([virtualParcel([coat])], {
        'PUT /api/parcel/virtual/30/goods/6': () => json({ message: 'Товар успешно добавлен в посылку' }),
        'DELETE /api/parcel/virtual/30/goods/5': () => json({ message: 'Товар успешно удален с посылки' }),
      }),
    );
    renderApp('/virtual-parcel/goods/');

    const sneakersLine = await screen.findByRole('listitem', { name: 'Кеды' });
    await userEvent.click(within(sneakersLine).getByRole('button', { name: 'Добавить в посылку' }));
    expect(await screen.findByText('Товар успешно добавлен в посылку')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/virtual/30/goods/6')).toHaveLength(1);

    const coatLine = screen.getByRole('listitem', { name: 'Пуховик' });
    await userEvent.click(within(coatLine).getByRole('button', { name: 'Убрать из посылки' }));
    expect(await screen.findByText('Товар успешно удален с посылки')).toBeInTheDocument();
    expect(callsTo('DELETE /api/parcel/virtual/30/goods/5')).toHaveLength(1);
  });

  it('says so when a good cannot be added', async () => {
    mockFetch(
      handlers([virtualParcel([])], {
        'PUT /api/parcel/virtual/30/goods/6': () => json({ code: 'CONFLICT', message: 'Нельзя' }, 409),
      }),
    );
    renderApp('/virtual-parcel/goods/');
    const line = await screen.findByRole('listitem', { name: 'Кеды' });
    await userEvent.click(within(line).getByRole('button', { name: 'Добавить в посылку' }));
    expect(await screen.findByText('Не удалось добавить товар в посылку')).toBeInTheDocument();
    // Nothing in the parcel yet: it cannot be made real.
    expect(screen.getByRole('button', { name: 'Оформить посылку' })).toBeDisabled();
  });

  it('creates the virtual parcel with the first good added when there is none', async () => {
    const { callsTo } = mockFetch(
      handlers([], {
        'POST /api/parcel/virtual': () => json({ id: 41, message: 'ok' }, 201),
      }),
    );
    const { router } = renderApp('/virtual-parcel/goods/');
    expect(await screen.findByText('Пока пусто: добавьте товары из списка ниже.')).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Кеды' })).getByRole('button', {
        name: 'Добавить в посылку',
      }),
    );
    expect(await screen.findByText('Товар успешно добавлен в посылку')).toBeInTheDocument();
    expect(callsTo('POST /api/parcel/virtual')[0]?.body).toEqual({ goodsIds: [6] });
    await waitFor(() => expect(router.state.location.search).toBe('?parcelId=41'));
  });

  it('is reached from the parcels page’s virtual tab', async () => {
    mockFetch(handlers([]));
    renderApp('/parcels?section=virtual');
    const link = await screen.findByRole('link', { name: 'Собрать из товаров' });
    expect(link).toHaveAttribute('href', '/virtual-parcel/goods');
  });
});
