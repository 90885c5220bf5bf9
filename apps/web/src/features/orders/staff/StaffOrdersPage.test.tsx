import { ORDER_MESSAGES } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { REPEAT_AFTER_SUCCESS_MS } from '../../../shared/api/useAction';
import { staffLotFixture, staffLotsPage } from './staffLotFixture';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const COUNTS = { '50': 2, '20': 1, '40': 0, '60': 7, '30': 3 };
const waiting = staffLotFixture();
const older = staffLotFixture({
  id: 35,
  orderNumber: 'Z9',
  orderName: 'Рюкзак городской',
  size: null,
  color: null,
  commentProduct: null,
  commentProductForManager: null,
  waitingSince: new Date(Date.now() - 2 * 86_400_000 - 3_600_000).toISOString(),
  takenBy: { id: 5, name: 'Ольга' },
  takenAt: '2026-11-20T09:30:00.000Z',
});
const confirming = staffLotFixture({ id: 36, statusId: 20, orderNumber: 'Z15' });

function queue(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/orders/lots': (call) => {
      const status = call.search.get('statusId');
      const search = call.search.get('q');
      if (search) return json(staffLotsPage(search === 'Z9' ? [older] : [], COUNTS));
      if (status === '20') return json(staffLotsPage([confirming], COUNTS));
      if (status === '50') return json(staffLotsPage([older, waiting], COUNTS));
      return json(staffLotsPage([], COUNTS));
    },
    ...extra,
  });
}

describe('the buyer’s desk queue (/staff/orders)', { timeout: 60_000 }, () => {
  it('lists the lots waiting for purchase with who they are for, what to buy and how long they have waited', async () => {
    const { callsTo } = queue();
    renderApp('/staff/orders');
    const cards = await screen.findAllByTestId('staff-lot', undefined, { timeout: 15_000 });
    expect(cards).toHaveLength(2);
    expect(callsTo('GET /api/staff/orders/lots')[0]?.search.get('statusId')).toBe('50');

    const lot = screen.getByRole('article', { name: 'Лот 34' });
    expect(within(lot).getByText('Лот «Кроссовки беговые» заказа Z12')).toBeInTheDocument();
    expect(within(lot).getByText('K0003 · Иван Петров · ivan@example.ru')).toBeInTheDocument();
    expect(within(lot).getByText('Ждёт 3 ч')).toBeInTheDocument();
    const link = within(lot).getByRole('link', { name: /^Кроссовки беговые/ });
    expect(link).toHaveAttribute('href', 'https://shop.example.cn/item/777');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(lot).getByRole('img', { name: 'Кроссовки беговые' })).toHaveAttribute(
      'src',
      '/images/lot-34.jpg',
    );
    expect(within(lot).getByText('Размер: 42 · Цвет: белый')).toBeInTheDocument();
    expect(within(lot).getByText('2 шт.')).toBeInTheDocument();
    expect(within(lot).getByText('Цена клиента за штуку').nextSibling).toHaveTextContent('95,00 ¥');
    expect(within(lot).getByText('Итого с комиссией 5 %').nextSibling).toHaveTextContent('200,55 ¥');
    expect(within(lot).getByText('Оплачено (удержано)').nextSibling).toHaveTextContent('200,55 ¥');
    expect(within(lot).getByText('Взять у продавца с рейтингом 4.8+')).toBeInTheDocument();
    expect(within(lot).getByText('Никто не взял в работу')).toBeInTheDocument();
    for (const action of ['Взять в работу', 'Цена выше', 'Выкуплен', 'Отменить']) {
      expect(within(lot).getByRole('button', { name: action })).toBeInTheDocument();
    }

    const taken = screen.getByRole('article', { name: 'Лот 35' });
    expect(within(taken).getByText('Ждёт 2 дн')).toBeInTheDocument();
    expect(within(taken).getByText(/^В работе: Ольга, 20\.11\.2026/)).toBeInTheDocument();

    // Every tab carries its count from the same answer.
    const tabs = screen.getByRole('radiogroup', { name: 'Статус лотов' });
    expect(within(tabs).getByRole('radio', { name: 'Ожидает выкупа 2' })).toBeChecked();
    expect(within(tabs).getByRole('radio', { name: 'Ожидает согласования цены 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('radio', { name: 'Выкуплен 0' })).toBeInTheDocument();
    expect(within(tabs).getByRole('radio', { name: 'Передан в товары 7' })).toBeInTheDocument();
    expect(within(tabs).getByRole('radio', { name: 'Отменён 3' })).toBeInTheDocument();
  });

  it('switches to the lots awaiting the customer, where only a cancellation is left to the buyer', async () => {
    const { callsTo } = queue();
    renderApp('/staff/orders');
    await screen.findAllByTestId('staff-lot', undefined, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('radio', { name: /Ожидает согласования цены/ }));
    const lot = await screen.findByRole('article', { name: 'Лот 36' });
    expect(callsTo('GET /api/staff/orders/lots').at(-1)?.search.get('statusId')).toBe('20');
    expect(within(lot).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(within(lot).queryByRole('button', { name: 'Выкуплен' })).not.toBeInTheDocument();
    expect(within(lot).queryByRole('button', { name: 'Взять в работу' })).not.toBeInTheDocument();
  });

  it('searches by order number and says when nothing is found', async () => {
    const { callsTo } = queue();
    renderApp('/staff/orders');
    await screen.findAllByTestId('staff-lot', undefined, { timeout: 15_000 });
    const search = screen.getByRole('textbox', { name: 'Поиск лотов' });
    await userEvent.type(search, 'Z9');
    await waitFor(() => expect(screen.getAllByTestId('staff-lot')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Лот 35' })).toBeInTheDocument();
    expect(callsTo('GET /api/staff/orders/lots').at(-1)?.search.get('q')).toBe('Z9');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 1');

    await userEvent.type(search, '9');
    expect(await screen.findByText('По запросу «Z99» ничего не найдено')).toBeInTheDocument();
  });

  it('takes a lot to work on, and shows the server’s refusal when the lot moved on', async () => {
    let refuse = false;
    const { callsTo } = queue({
      'PUT /api/staff/orders/lots/34/take': () =>
        refuse
          ? json({ code: 'CONFLICT', message: ORDER_MESSAGES.lotStatusConflict }, 409)
          : json({ message: ORDER_MESSAGES.taken, lot: waiting }),
    });
    renderApp('/staff/orders');
    const lot = await screen.findByRole('article', { name: 'Лот 34' }, { timeout: 15_000 });
    await userEvent.click(within(lot).getByRole('button', { name: 'Взять в работу' }));
    expect(await screen.findByText(ORDER_MESSAGES.taken)).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/orders/lots/34/take')).toHaveLength(1);

    // Later (past the double click's window, decision 053) a colleague has taken it: the server refuses.
    refuse = true;
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + REPEAT_AFTER_SUCCESS_MS);
    await userEvent.click(within(lot).getByRole('button', { name: 'Взять в работу' }));
    expect(await screen.findByText(ORDER_MESSAGES.lotStatusConflict)).toBeInTheDocument();
    later.mockRestore();
  });

  it('says so when the queue cannot be loaded', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/orders/lots': () => json({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderApp('/staff/orders');
    expect(
      await screen.findByText(ORDER_MESSAGES.loadFailed500, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
