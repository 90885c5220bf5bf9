import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Dashboard,
  DASHBOARD_COUNTER_LINK,
  DASHBOARD_COUNTER_TITLE,
  type DashboardCounterKey,
  DEMO_WAREHOUSE,
  warehouseAnswer,
} from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const counter = (key: DashboardCounterKey, count: number) => ({
  key,
  count,
  title: DASHBOARD_COUNTER_TITLE[key],
  link: DASHBOARD_COUNTER_LINK[key],
});

function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    isNew: false,
    balances: [
      { id: 1, currency: { ccy: 'RUB', code: 643 }, balance: 1500.5 },
      { id: 2, currency: { ccy: 'CNY', code: 156 }, balance: 0 },
    ],
    counters: [counter('goodsWaiting', 3), counter('goodsProblem', 1), counter('parcelsAwaitingPayment', 2)],
    events: [
      {
        id: 7,
        kind: 'parcel',
        objectId: 12,
        statusId: 33,
        title: 'Посылки: Посылка № 12',
        text: 'Посылка № 12: новый статус «Ожидает оплаты».',
        link: '/parcels/12',
        read: false,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    warehouse: warehouseAnswer(DEMO_WAREHOUSE, 'K0001', true),
    ...overrides,
  };
}

function serve(answer: () => Response) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/dashboard': answer,
  });
}

describe('/dashboard', () => {
  it('shows the balances, a tile per counter leading to its filtered list, the events and the address', async () => {
    serve(() => json(dashboardFixture()));
    renderApp('/dashboard');
    const tiles = await screen.findByRole('region', { name: 'Требует внимания' });
    expect(within(tiles).getByRole('link', { name: 'Товары ожидаются: 3' })).toHaveAttribute(
      'href',
      '/products?section=waiting',
    );
    expect(within(tiles).getByRole('link', { name: 'Посылки ждут оплаты: 2' })).toHaveAttribute(
      'href',
      '/parcels?section=inwork&category=3',
    );
    const events = screen.getByRole('region', { name: 'Последние события' });
    expect(within(events).getByRole('link', { name: 'Посылки: Посылка № 12' })).toHaveAttribute(
      'href',
      '/parcels/12',
    );
    const balances = screen.getByRole('region', { name: 'Баланс' });
    expect(within(balances).getByText(/1\s?500,50/)).toBeInTheDocument();
    expect(within(balances).getByRole('link', { name: 'Пополнить' })).toHaveAttribute(
      'href',
      '/dashboard?topUpBalance=true',
    );
    await userEvent.click(within(balances).getByRole('button', { name: 'Конвертировать' }));
    expect(await screen.findByRole('dialog', { name: 'Конвертация между счетами' })).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Адрес склада в Китае' });
    expect(await within(address).findByTestId('client-code')).toHaveTextContent(/^K\d{4}$/);
    expect(within(address).getByText('Что указать в магазине')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Как это работает' })).not.toBeInTheDocument();
  });

  it('opens the rejected recipients from their tile, and an empty filter says so rather than «no recipients»', async () => {
    const three = [1, 2, 3].map((id) => recipientFixture({ id, surname: `Получатель${'а'.repeat(id)}` }));
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/dashboard': () => json(dashboardFixture({ counters: [counter('recipientsCanceled', 0)] })),
      'GET /api/client/my-recipient-data': () => json(page(three)),
      'GET /api/recipient-client-data/archive': () => json(page([])),
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Получатели отклонены: 0' }));

    expect(await screen.findByText('Отклонённых получателей нет')).toBeInTheDocument();
    expect(screen.getByTestId('list-filter')).toHaveTextContent('Показаны только: отклонённые получатели');
    expect(screen.queryByText('Получателей пока нет')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать всех получателей' }));
    const list = await screen.findByRole('list', { name: 'Активные получатели' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('shows a new customer the path instead of zero tiles', async () => {
    serve(() => json(dashboardFixture({ isNew: true, counters: [counter('goodsWaiting', 0)], events: [] })));
    renderApp('/dashboard');
    const path = await screen.findByRole('region', { name: 'Как это работает' });
    for (const step of ['Адрес склада', 'Товары', 'Посылка', 'Оплата'])
      expect(within(path).getByText(step)).toBeInTheDocument();
    // The address step leads to the address's own help page, not the help index.
    expect(within(path).getByRole('link', { name: 'Подробнее об адресе' })).toHaveAttribute(
      'href',
      '/help/warehouse-address',
    );
    expect(screen.queryByRole('region', { name: 'Требует внимания' })).not.toBeInTheDocument();
    expect(screen.getByText(/Событий пока нет/)).toBeInTheDocument();
  });

  it('says the dashboard failed to load and loads it again on request', async () => {
    let fail = true;
    serve(() =>
      fail ? json({ code: 'INTERNAL', message: 'Сервер недоступен' }, 503) : json(dashboardFixture()),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('Не удалось загрузить главную', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Требует внимания' })).toBeInTheDocument();
  });
});
