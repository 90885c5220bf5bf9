import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calcRequestSchema, calculateDelivery } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { TARIFFS } from '../../../test/goodFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

/** The server's answer for a body: the domain's own calculation over the fixture tariffs. */
const answerFor = (body: unknown) =>
  calculateDelivery(calcRequestSchema.parse(body), { tariffs: TARIFFS, rates: null, date: '2026-11-24' });

function handlers() {
  return {
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/currency-rate': () => json(RATES),
  };
}

describe('/calc', () => {
  it('lets a visitor calculate: the form → the prices per tariff, the weight explained, the inputs in the URL', async () => {
    const { callsTo } = mockFetch({
      ...handlers(),
      'POST /api/calc': (call) => json(answerFor(call.body)),
    });
    const { router } = renderApp('/calc');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Рассчитать' }));
    expect(await screen.findAllByText('Введите вес')).not.toHaveLength(0);
    expect(callsTo('POST /api/calc')).toHaveLength(0);

    await user.type(screen.getByLabelText('Вес, кг'), '3,2');
    await user.type(screen.getByLabelText('Длина, см'), '60');
    await user.type(screen.getByLabelText('Ширина, см'), '50');
    await user.type(screen.getByLabelText('Высота, см'), '40');
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));

    const table = await screen.findByRole('table', { name: 'Цены по тарифам' });
    // 60 × 50 × 40 ÷ 5000 = 24 kg over the actual 3.2 kg: 24 × 390 = 9 360 ₽ + a box 120 ₽ by road.
    expect(within(table).getByRole('row', { name: 'Авто Эконом' })).toHaveTextContent(/9\s480\s₽/);
    expect(within(table).getByRole('row', { name: 'Авиа Стандарт' })).toHaveTextContent(/19\s080\s₽/);
    expect(within(table).getByRole('row', { name: 'Авиа Стандарт' })).toHaveTextContent('12–18 дней');
    expect(screen.getByTestId('calc-weight')).toHaveTextContent('Расчётный вес 24 кг');
    expect(screen.getByTestId('calc-weight')).toHaveTextContent('÷ 5000');
    expect(callsTo('POST /api/calc')[0]?.body).toMatchObject({
      countryCode: 643,
      weightKg: 3.2,
      lengthCm: 60,
    });
    await waitFor(() => expect(router.state.location.search).toContain('weight=3.2'));
    expect(router.state.location.search).toContain('l=60');
    expect(
      // The phone's button under the tariff and the desktop's in its column: the same link.
      within(within(table).getByRole('row', { name: 'Авто Эконом' })).getAllByRole('link', {
        name: 'Оформить посылку',
      })[1],
    ).toHaveAttribute('href', '/parcels/create?tariff=112&package=1&weight=3.2');
  });

  it('restores the form and the result from a shared link, with the customs allowance', async () => {
    const answer = {
      ...answerFor({
        countryCode: 643,
        weightKg: 2.5,
        lengthCm: 30,
        widthCm: 20,
        heightCm: 10,
        packageTypeId: 2,
      }),
      customs: {
        countryCode: 643,
        ruleValidFrom: '2020-01-01',
        declaredValueEur: 250,
        valueLimitEur: 200,
        weightKg: 2.5,
        weightLimitKg: 31,
        exceedsValue: true,
        exceedsWeight: false,
        dutyEur: 7.5,
        dutyRub: 750,
      },
    };
    const { callsTo } = mockFetch({ ...handlers(), 'POST /api/calc': () => json(answer) });
    renderApp('/calc?country=643&weight=2.5&l=30&w=20&h=10&package=2&value=250&currency=EUR');

    const table = await screen.findByRole('table', { name: 'Цены по тарифам' });
    // 2.5 kg × 790 = 1 975 ₽ by air, a bag is free.
    expect(within(table).getByRole('row', { name: 'Авиа Стандарт' })).toHaveTextContent(/1\s975\s₽/);
    expect(screen.getByLabelText('Вес, кг')).toHaveValue('2,5');
    expect(screen.getByLabelText('Длина, см')).toHaveValue('30');
    expect(callsTo('POST /api/calc')[0]?.body).toMatchObject({
      weightKg: 2.5,
      packageTypeId: 2,
      declaredValue: '250',
      declaredCurrency: 'EUR',
    });
    expect(screen.getByTestId('calc-customs')).toHaveTextContent(/Беспошлинный лимит: 200\s€ и 31 кг/);
    expect(screen.getByTestId('calc-customs')).toHaveTextContent(/пошлина около 7,50\s€ \(750\s₽\)/);
  });

  it('sends the link’s city, pickup point and packaging variant, and shows per tariff whether it delivers there', async () => {
    const point = {
      code: 'CDEK-44-1',
      name: 'СДЭК, ул. Чехова',
      operatorId: 3,
      operatorName: 'СДЭК',
      countryCode: 643,
      city: 'Москва',
      cityCode: 44,
      address: 'ул. Чехова, д. 92',
      postalCode: '101000',
      workTime: 'Пн–Вс 09:00–21:00',
      type: 'PVZ',
    };
    const answerWith = (body: unknown) =>
      calculateDelivery(calcRequestSchema.parse(body), {
        tariffs: TARIFFS,
        rates: null,
        date: '2026-11-24',
        destination: {
          countryCode: 643,
          city: {
            code: 44,
            city: 'Москва',
            region: 'Москва',
            countryCode: 643,
            countryIso2: 'RU',
            postalCode: '101000',
          },
          point,
          pointOperatorIds: [3],
        },
      });
    const { callsTo } = mockFetch({
      ...handlers(),
      'GET /api/calc/pickup-points': () => json(page([point])),
      'POST /api/calc': (call) => json(answerWith(call.body)),
    });
    renderApp(
      `/calc?country=643&weight=2&l=30&w=20&h=10&package=1&style=ROUND_BLACK&cityCode=44&city=${encodeURIComponent('Москва')}&point=CDEK-44-1`,
    );

    const table = await screen.findByRole('table', { name: 'Цены по тарифам' });
    expect(callsTo('POST /api/calc')[0]?.body).toMatchObject({
      packageStyle: 'ROUND_BLACK',
      cityCode: 44,
      city: 'Москва',
      pickupPointCode: 'CDEK-44-1',
    });
    const air = within(table).getByRole('row', { name: 'Авиа Стандарт' });
    // 2 kg × 790 = 1 580 ₽ + a round black box 180 ₽.
    expect(air).toHaveTextContent(/1\s760\s₽/);
    expect(air).toHaveTextContent('Коробка, круглая чёрная');
    expect(air).toHaveTextContent('Доставляет в пункт выдачи (СДЭК)');
    expect(screen.getByTestId('calc-destination')).toHaveTextContent(
      'Пункт выдачи СДЭК: Москва, ул. Чехова, д. 92',
    );
    expect(screen.getAllByLabelText('Город')[0]).toHaveValue('Москва');
    expect(within(air).getAllByRole('link', { name: 'Оформить посылку' })[1]).toHaveAttribute(
      'href',
      `/parcels/create?tariff=111&package=1&weight=2&cityCode=44&city=${encodeURIComponent('Москва')}&point=CDEK-44-1`,
    );
  });

  it('opens inside the cabinet for a signed-in customer, with «Калькулятор» in the sidebar', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    mockFetch({
      ...handlers(),
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-recipient-data': () => json(page([])),
    });
    renderApp('/calc');
    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы кабинета' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Калькулятор' })).toHaveAttribute('href', '/calc');
    expect(screen.getByRole('heading', { name: 'Калькулятор доставки' })).toBeInTheDocument();
    window.localStorage.clear();
  });
});
