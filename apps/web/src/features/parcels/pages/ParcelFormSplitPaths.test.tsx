import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture, PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { parcelDetailsFixture, parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

// Each good 1 500 ¥ ≈ 178,15 €: together over the 200 € allowance, each alone within it.
const coat = goodFixture({ id: 31, description: 'Пальто', qty: 1, price: 1500, parcelId: 60 });
const jacket = goodFixture({ id: 32, description: 'Куртка', qty: 1, price: 1500, parcelId: 60 });
const virtualParcel = parcelDetailsFixture({
  id: 60,
  statusId: 9,
  name: 'Виртуальная посылка',
  recipientDataId: null,
  recipientId: null,
  deliveryTransport: null,
  goods: [coat, jacket],
});

function handlers(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () =>
      json(page([recipientFixture({ recipientClientDataStatus: { id: 2, title: 'Подтверждён' } })])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () => json(parcelListFixture([parcelRowFixture({ id: 60, statusId: 9 })])),
    'GET /api/parcel/parcelWithStatus': () => json(virtualParcel),
    'GET /api/client/my-goods': () => json(page([])),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ name: 'СДЭК у дома' })])),
    ...extra,
  };
}

/** Lazy pages and their first reads take a while on a loaded machine. */
const LOADED = { timeout: 8000 };
const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(name) });
const weightField = () => screen.getByLabelText('Ожидаемый вес, кг', { exact: false });

describe('one order form, one split proposal, on every path', () => {
  it('carries the weight expected on /virtual-parcel/goods/ into «Оформить посылку»', async () => {
    mockFetch(handlers());
    const { router } = renderApp('/virtual-parcel/goods/');
    const summary = await screen.findByRole('region', { name: 'Итог виртуальной посылки' }, LOADED);
    await userEvent.clear(within(summary).getByLabelText('Ожидаемый вес, кг', { exact: false }));
    await userEvent.type(within(summary).getByLabelText('Ожидаемый вес, кг', { exact: false }), '35');
    await userEvent.click(within(summary).getByRole('link', { name: 'Оформить посылку' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels/edit'));
    expect(router.state.location.search).toBe('?id=60&weight=35');
    await screen.findByRole('heading', { name: 'Редактировать посылку' }, LOADED);
    await waitFor(() => expect(weightField()).toHaveValue('35'), LOADED);
  });

  it('proposes the split on the virtual parcel’s form too: the parcel keeps one group, the other becomes a new one', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'PUT /api/parcel/cl/60': () => json(virtualParcel),
        'POST /api/parcel/cl': () => json({ id: 61, message: '' }, 201),
      }),
    );
    const { router } = renderApp('/parcels/edit?id=60');
    await userEvent.click(await screen.findByRole('combobox', { name: /Получатель/ }, LOADED));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() => expect(combobox('Тариф')).toBeEnabled(), LOADED);
    await userEvent.click(combobox('Тариф'));
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));

    const split = await screen.findByRole('region', { name: 'Разделить посылку' }, LOADED);
    expect(within(split).getByText('Выгоднее разделить')).toBeInTheDocument();
    expect(within(split).getByRole('button', { name: 'Создать 2 посылки' })).toBeEnabled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Название посылки/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Верхняя одежда');
    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.click(within(split).getByRole('button', { name: 'Создать 2 посылки' }));

    expect(await screen.findByText('Посылка 61 успешно создана', {}, LOADED)).toBeInTheDocument();
    const kept = callsTo('PUT /api/parcel/cl/60').map(
      (call) => call.body as { goodsIds: number[]; name: string },
    );
    const created = callsTo('POST /api/parcel/cl').map(
      (call) => call.body as { goodsIds: number[]; name: string },
    );
    expect(kept).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect([...kept[0]!.goodsIds, ...created[0]!.goodsIds].sort()).toEqual([31, 32]);
    expect([kept[0]!.name, created[0]!.name]).toEqual(['Верхняя одежда (1/2)', 'Верхняя одежда (2/2)']);
    await waitFor(() => expect(router.state.location.search).toBe('?section=inwork'));
  });
});
