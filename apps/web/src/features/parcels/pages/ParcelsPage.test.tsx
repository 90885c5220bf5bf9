import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelListRow } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const ROWS: ParcelListRow[] = [
  parcelRowFixture({ id: 1, name: 'Бета', weightKg: 2.5, createdAt: '2026-11-01T10:00:00.000Z' }),
  parcelRowFixture({ id: 2, name: 'Альфа', weightKg: 10, createdAt: '2026-11-03T10:00:00.000Z' }),
  parcelRowFixture({
    id: 3,
    name: 'Гамма',
    statusId: 33,
    weightKg: 1.2,
    deliveryCost: 1840,
    createdAt: '2026-10-01T10:00:00.000Z',
  }),
  parcelRowFixture({ id: 4, name: 'Дельта', weightKg: null, createdAt: '2026-11-02T10:00:00.000Z' }),
];

function handlers(
  rows: (call: RecordedCall) => ParcelListRow[],
  extra: Record<string, (call: RecordedCall) => Response> = {},
) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels/counters': () =>
      json({ parcelsAwaitingPayment: 1, problemsRuCustoms: 2, problemsRuDelivery: 1 }),
    'GET /api/client/my-parcels': (call: RecordedCall) =>
      json(
        parcelListFixture(rows(call), {
          parcelsAwaitingPayment: 1,
          problemsRuCustoms: 2,
          problemsRuDelivery: 1,
        }),
      ),
    ...extra,
  };
}

const names = () =>
  screen.getAllByTestId('parcel-row').map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('parcel list', () => {
  it('«Задачи»: a one-click request waits for its good by itself; an order-form request asks to be sent on', async () => {
    mockFetch(
      handlers(() => [
        parcelRowFixture({ id: 5, name: 'В один клик', oneClick: true }),
        parcelRowFixture({ id: 6, name: 'Из формы' }),
      ]),
    );
    renderApp('/parcels?section=inwork');
    const rows = await screen.findAllByTestId('parcel-row');
    const oneClick = rows.find((row) => row.textContent?.includes('В один клик'));
    const ordered = rows.find((row) => row.textContent?.includes('Из формы'));
    expect(within(oneClick!).getByText('Ждёт товар на складе')).toHaveAttribute(
      'title',
      'Поедет на комплектацию, когда склад примет товар',
    );
    expect(within(oneClick!).queryByRole('link', { name: 'Отправьте посылку на комплектацию' })).toBeNull();
    expect(within(ordered!).getByRole('link', { name: 'Отправьте посылку на комплектацию' })).toHaveAttribute(
      'href',
      '/parcels/6',
    );
  });

  it('the empty archive says what goes there: a delivered parcel stays under «Отправленные» until archived', async () => {
    mockFetch(handlers(() => []));
    renderApp('/parcels?section=archive');
    expect(
      await screen.findByText(
        'Здесь отменённые посылки и те, что вы архивировали. Доставленная посылка остаётся в «Отправленных», пока вы не выберете её и не нажмёте «Архивировать».',
      ),
    ).toBeInTheDocument();
  });

  it('shows the columns, the awaiting-payment parcel highlighted and first, and the sidebar badge', async () => {
    const { callsTo } = mockFetch(handlers(() => ROWS));
    renderApp('/parcels?section=inwork');

    await screen.findAllByTestId('parcel-row');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual([
      'Название посылки',
      'Трек отслеживания',
      'Получатель',
      'Адрес',
      'Тип доставки',
      'Реестр',
      'Ценность',
      'Стоимость доставки',
      'Статус',
      'Задачи',
    ]);
    // Newest first, the awaiting-payment one on top whatever its date.
    expect(names()).toEqual(['Гамма', 'Альфа', 'Дельта', 'Бета']);
    const [first, second] = screen.getAllByTestId('parcel-row');
    expect(first).toHaveAttribute('data-highlighted', 'true');
    expect(second).not.toHaveAttribute('data-highlighted');
    expect(within(first!).getByRole('button', { name: 'Оплатить' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();

    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы кабинета' }))[0]!;
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Посылки/ })).toHaveAccessibleName(/4 требуют внимания/),
    );
    const listCall = callsTo('GET /api/client/my-parcels').find(
      (call) => call.search.get('offset') === '1000',
    );
    expect(listCall?.search.get('isAwaitingPaymentOnTop')).toBe('true');
    expect(listCall?.search.get('statusCategoryIds')).toBe('1,2,3,4,15');
    // Cargo has no sidebar item of its own: the parcels page leads to it.
    expect(screen.getByRole('link', { name: 'Карго' })).toHaveAttribute('href', '/cargo');
  });

  it('sorts by name, weight and id, keeping the parcel awaiting payment on top', async () => {
    mockFetch(handlers(() => ROWS));
    const { router } = renderApp('/parcels?section=inwork');
    await screen.findAllByTestId('parcel-row');

    await userEvent.click(screen.getByRole('radio', { name: 'Название' }));
    await waitFor(() => expect(names()).toEqual(['Гамма', 'Альфа', 'Бета', 'Дельта']));
    expect(router.state.location.search).toBe('?section=inwork&sort=name');

    await userEvent.click(screen.getByRole('radio', { name: 'Вес' }));
    await waitFor(() => expect(names()).toEqual(['Гамма', 'Альфа', 'Бета', 'Дельта']));

    await userEvent.click(screen.getByRole('radio', { name: 'Номер' }));
    await waitFor(() => expect(names()).toEqual(['Гамма', 'Дельта', 'Альфа', 'Бета']));
  });

  it('archives the selected parcels and says so; a failure says it failed', async () => {
    let fail = false;
    const { callsTo } = mockFetch(
      handlers(() => ROWS, {
        'PUT /api/parcel/archive': (call) =>
          fail
            ? json({ code: 'INTERNAL' }, 500)
            : json({ message: '', moved: (call.body as { parcelIds: number[] }).parcelIds, refused: [] }),
      }),
    );
    renderApp('/parcels?section=inwork');
    await screen.findAllByTestId('parcel-row');
    const archive = screen.getByRole('button', { name: 'Архивировать' });
    expect(archive).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать посылку 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать посылку 4' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await userEvent.click(archive);

    expect(await screen.findByText('Посылки успешно архивированы')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/archive')[0]?.body).toEqual({ parcelIds: [4, 1] });

    fail = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все' }));
    await userEvent.click(screen.getByRole('button', { name: 'Архивировать' }));
    expect(await screen.findByText('Не удалось архивировать посылки')).toBeInTheDocument();
  });

  it('shows the empty state of a tab', async () => {
    mockFetch(handlers(() => []));
    renderApp('/parcels?section=sent');
    expect(await screen.findByText('Посылок нет')).toBeInTheDocument();
    expect(screen.getByText(/посылки, которые склад отправил из Китая/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Отправленные' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reopens the payment-methods dialog with the shortfall offered as the top-up amount', async () => {
    const { callsTo } = mockFetch(
      handlers(() => ROWS, {
        'PUT /api/parcel/pay/3': () =>
          json(
            {
              code: 'NOT_ENOUGH_MONEY',
              message: 'Недостаточно денег на балансе счета для покупок',
              shortfall: { amount: 110, currency: 'RUB' },
            },
            402,
          ),
        'GET /api/currency-rate': () => json([]),
      }),
    );
    const { router } = renderApp('/parcels?section=inwork');
    await screen.findAllByTestId('parcel-row');

    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));

    await waitFor(() => expect(router.state.location.search).toContain('selectPaymentMethods=true'));
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' });
    // The dialog says what is wrong and how much is missing; no toast sits on its close button.
    expect(
      await within(dialog).findByText(
        'Недостаточно денег на балансе счета для покупок',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('shortfall')).toHaveTextContent(/Для оплаты не хватает 110,00\s₽/);
    expect(screen.getAllByText('Недостаточно денег на балансе счета для покупок')).toHaveLength(1);
    // The card form starts with exactly the shortfall.
    expect(await within(dialog).findByRole('textbox', { name: /Сумма пополнения/ })).toHaveValue('110');
    expect(callsTo('PUT /api/parcel/pay/3')).toHaveLength(1);
  }, 30_000);

  it('pays a parcel awaiting payment', async () => {
    const { callsTo } = mockFetch(
      handlers(() => ROWS, {
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
    expect(await screen.findByText('Посылка успешно оплачена')).toBeInTheDocument();
    expect(callsTo('PUT /api/parcel/pay/3')).toHaveLength(1);
  });
});
