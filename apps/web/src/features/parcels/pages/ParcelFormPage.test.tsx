import { INSURANCE_MESSAGES } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture, PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { parcelListFixture } from '../../../test/parcelFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const SHELF = [
  // Rates of the fixture: 11.2 ₽ per yuan, 94.3 ₽ per euro.
  goodFixture({
    id: 21,
    description: 'Пуховик',
    qty: 1,
    price: 1500,
    goodStatus: { id: 20, title: 'На складе' },
  }),
  goodFixture({
    id: 22,
    description: 'Кеды',
    qty: 1,
    price: 300,
    goodStatus: { id: 20, title: 'На складе' },
  }),
];

function handlers(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () =>
      json(page([recipientFixture({ recipientClientDataStatus: { id: 2, title: 'Подтверждён' } })])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () => json(parcelListFixture([])),
    'GET /api/client/my-goods': () => json(page(SHELF)),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ name: 'СДЭК у дома' })])),
    ...extra,
  };
}

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(name) });

describe('parcel order form', () => {
  it('estimates the price and the customs allowance as goods and the tariff are chosen, then creates the parcel', async () => {
    const { callsTo } = mockFetch(
      handlers({ 'POST /api/parcel/cl': () => json({ id: 42, message: 'Посылка 42 успешно создана' }, 201) }),
    );
    const { router } = renderApp('/parcels/create');
    await screen.findByRole('heading', { name: 'Создать посылку' });
    const estimate = screen.getByRole('region', { name: 'Оценка стоимости' });

    // One good of 300 ¥ = 300 × 11.2 / 94.3 ≈ 35,63 €: within the allowance.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Кеды' }));
    await userEvent.click(combobox('Получатель'));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    expect(await screen.findByTestId('customs-value')).toHaveTextContent('35,63 € из 200,00 €');
    expect(screen.getByTestId('customs-duty')).toHaveTextContent('пошлины нет');

    // Tariff 111 to Russia: 790 ₽/kg with a 990 ₽ minimum; 1 kg → the minimum, plus a standard box 120 ₽.
    await waitFor(() => expect(combobox('Тариф')).toBeEnabled());
    await userEvent.click(combobox('Тариф'));
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));
    await waitFor(() =>
      expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('1 110,00 ₽'),
    );

    // 3 kg: 2 370 ₽ by weight beats the minimum.
    const weight = within(estimate).getByLabelText('Ожидаемый вес, кг', { exact: false });
    await userEvent.clear(weight);
    await userEvent.type(weight, '3');
    expect(weight).toHaveValue('3');
    await waitFor(() =>
      expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('2 490,00 ₽'),
    );

    // The second good takes the value over 200 €: 1 800 ¥ ≈ 213,79 €, duty 15 % of the excess ≈ 2,07 €.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Пуховик' }));
    expect(screen.getByTestId('customs-value')).toHaveTextContent('213,79 € из 200,00 €');
    expect(screen.getByTestId('customs-duty')).toHaveTextContent('2,07 €');

    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Зимние вещи');
    await userEvent.click(screen.getByRole('button', { name: 'Создать посылку' }));

    expect(await screen.findByText('Посылка 42 успешно создана')).toBeInTheDocument();
    expect(callsTo('POST /api/parcel/cl')[0]?.body).toMatchObject({
      name: 'Зимние вещи',
      recipientId: 7,
      deliveryTransportId: 111,
      deliveryAddressId: 3,
      parcelPackageTypeId: 1,
      goodsIds: [22, 21],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels/42'));
  });

  it('shows what is missing instead of sending', async () => {
    const { callsTo } = mockFetch(handlers());
    renderApp('/parcels/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Создать посылку' }));
    expect(await screen.findByText('Введите название посылки')).toBeInTheDocument();
    expect(screen.getByText('Добавьте в посылку хотя бы один товар')).toBeInTheDocument();
    expect(callsTo('POST /api/parcel/cl')).toHaveLength(0);
  });

  it('takes the packaging, crating, insurance and services the calculator’s «Оформить посылку» carries', async () => {
    mockFetch(handlers());
    renderApp('/parcels/create?tariff=111&package=2&weight=3.2&crating=1&insured=1&services=2');
    await screen.findByRole('heading', { name: 'Создать посылку' });
    expect(screen.getByRole('radio', { name: 'Пакет' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(INSURANCE_MESSAGES.checkbox) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Обрешётка/ })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Упаковка посылки/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Оформление документов/ })).not.toBeChecked();
  });

  it('proposes a split when the goods exceed the allowance, side by side with one parcel, and creates the parcels', async () => {
    let next = 50;
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/client/my-goods': () =>
          json(
            page([
              goodFixture({ id: 31, description: 'Пальто', qty: 1, price: 1500 }),
              goodFixture({ id: 32, description: 'Куртка', qty: 1, price: 1500 }),
            ]),
          ),
        'POST /api/parcel/cl': () => {
          next += 1;
          return json({ id: next, message: '' }, 201);
        },
      }),
    );
    const { router } = renderApp('/parcels/create');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Пальто' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Куртка' }));
    await userEvent.click(combobox('Получатель'));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() => expect(combobox('Тариф')).toBeEnabled());
    await userEvent.click(combobox('Тариф'));
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));

    // Each good 1 500 ¥ ≈ 178,15 €, 356,30 € as one parcel: duty 15 % of 156,30 € = 23,45 € ≈ 2 211,34 ₽ on top of
    // 1 110 ₽; two parcels within the allowance cost two minimums (2 × 1 110 ₽) and no duty.
    const split = await screen.findByRole('region', { name: 'Разделить посылку' });
    expect(within(split).getByTestId('split-total-1')).toHaveTextContent('3 321,34 ₽');
    expect(within(split).getByTestId('split-total-2')).toHaveTextContent('2 220,00 ₽');

    await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Верхняя одежда');
    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.click(within(split).getByRole('button', { name: 'Создать 2 посылки' }));

    expect(await screen.findByText('Посылка 51 успешно создана')).toBeInTheDocument();
    expect(await screen.findByText('Посылка 52 успешно создана')).toBeInTheDocument();
    const bodies = callsTo('POST /api/parcel/cl').map(
      (call) => call.body as { goodsIds: number[]; name: string },
    );
    expect(bodies.map((body) => body.goodsIds.length)).toEqual([1, 1]);
    expect(bodies.flatMap((body) => body.goodsIds).sort()).toEqual([31, 32]);
    expect(bodies.map((body) => body.name)).toEqual(['Верхняя одежда (1/2)', 'Верхняя одежда (2/2)']);
    await waitFor(() => expect(router.state.location.search).toBe('?section=inwork'));
  });
});
