import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture, PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { parcelDetailsFixture, parcelListFixture } from '../../../test/parcelFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

// 1 500 ¥ at the fixture's 11,2 ₽ = 16 800 ₽; 3 % = 504 ₽.
const SHELF = [
  goodFixture({
    id: 21,
    description: 'Пуховик',
    qty: 1,
    price: 1500,
    goodStatus: { id: 20, title: 'На складе' },
  }),
];

const common = {
  'GET /api/client/my-info': () => json(myInfoFixture()),
  'GET /api/client/my-goods/counters': () => json({}),
  'GET /api/client/my-parcels': () => json(parcelListFixture([])),
  'GET /api/insurance-terms': () => json({ percent: 3, minimumRub: 100, currency: 'RUB' }),
};

describe('parcel insurance (decision 032)', { timeout: 120_000 }, () => {
  it('the order form offers «Страховка» with its terms, adds it to the estimate and sends it', async () => {
    const { callsTo } = mockFetch({
      ...common,
      'GET /api/client/my-recipient-data': () =>
        json(page([recipientFixture({ recipientClientDataStatus: { id: 2, title: 'Подтверждён' } })])),
      'GET /api/client/my-goods': () => json(page(SHELF)),
      'GET /api/delivery-transport': () => json(page(TARIFFS)),
      'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
      'GET /api/currency-rate': () => json(RATES),
      'GET /api/client/my-addresses': () => json(page([addressFixture({ name: 'СДЭК у дома' })])),
      'POST /api/parcel/cl': () => json({ id: 42, message: 'Посылка 42 успешно создана' }, 201),
    });
    renderApp('/parcels/create');
    await screen.findByRole('heading', { name: 'Создать посылку' });
    const estimate = screen.getByRole('region', { name: 'Оценка стоимости' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Пуховик' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Получатель/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Тариф/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: /Тариф/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));
    await waitFor(() =>
      expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('1 110,00 ₽'),
    );
    expect(within(estimate).queryByTestId('estimate-insurance')).toBeNull();

    const insurance = await screen.findByRole('checkbox', { name: /Страховка посылки/ });
    expect(
      await screen.findByText(/3 % от объявленной стоимости товаров, не меньше 100,00 ₽/),
    ).toBeInTheDocument();
    await userEvent.click(insurance);
    await waitFor(() =>
      expect(within(estimate).getByTestId('estimate-insurance')).toHaveTextContent('495,00 ₽'),
    );
    // The basis, as the desk will price it: the declared 1 500 ¥ at the official 11 ₽ (decision 032).
    expect(within(estimate).getByTestId('estimate-insurance-basis')).toHaveTextContent(
      /3 % от объявленной стоимости 16\s500\s₽ \(по официальному курсу\), не меньше 100\s₽/,
    );
    expect(within(estimate).getByTestId('estimate-total')).toHaveTextContent('1 605,00 ₽');
    expect(screen.getByRole('checkbox', { name: /примерно 495,00/ })).toBeChecked();

    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Зимние вещи');
    await userEvent.click(screen.getByRole('button', { name: 'Создать посылку' }));
    expect(await screen.findByText('Посылка 42 успешно создана')).toBeInTheDocument();
    expect(callsTo('POST /api/parcel/cl')[0]?.body).toMatchObject({ goodsIds: [21], insured: true });
  });

  it('the parcel page shows the insurance line of the price and the recorded claim', async () => {
    const parcel = parcelDetailsFixture({
      id: 12,
      statusId: 50,
      insured: true,
      price: {
        actualWeightKg: 3.2,
        volumetricWeightKg: 1.2,
        chargeableWeightKg: 3.2,
        ratePerKg: 790,
        freight: 2528,
        minimumApplied: false,
        lines: [
          { serviceId: null, title: 'Коробка', quantity: 1, unitPrice: 120, amount: 120 },
          { serviceId: null, title: 'Страховка', quantity: 1, unitPrice: 504, amount: 504 },
        ],
        subtotal: 3152,
        discountPercent: 0,
        discount: 0,
        total: 3152,
        currency: 'RUB',
        insurance: {
          declaredValueRub: 16800,
          percent: 3,
          minimumRub: 100,
          amount: 504,
          minimumApplied: false,
        },
      },
      insuranceClaim: {
        id: 1,
        amount: 3000.5,
        currency: 'RUB',
        reason: 'Коробка вскрыта, товар разбит',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    });
    mockFetch({
      ...common,
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/parcel/parcelWithStatus': () => json(parcel),
    });
    renderApp('/parcels/12');
    const breakdown = await screen.findByRole('table', { name: 'Расчёт стоимости' });
    const row = within(breakdown).getByText('Страховка').closest('tr')!;
    expect(row).toHaveTextContent('504,00 ₽');
    // What the amount rests on, beside it (decision 032).
    expect(within(row).getByTestId('insurance-basis')).toHaveTextContent(
      /3 % от объявленной стоимости 16\s800\s₽ \(по официальному курсу\), не меньше 100\s₽/,
    );
    expect(screen.getByText('Застрахована')).toBeInTheDocument();
    const claim = screen.getByTestId('insurance-claim');
    expect(claim).toHaveTextContent('Страховой случай');
    expect(claim).toHaveTextContent('20.11.2026: на ваш рублёвый счёт зачислено 3 000,50 ₽');
    expect(claim).toHaveTextContent('Коробка вскрыта, товар разбит');
  });
});
