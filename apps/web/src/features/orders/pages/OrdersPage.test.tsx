import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrders } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { lotFixture, myOrdersFixture, orderFixture, raisedLotFixture } from '../../../test/orderFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** my-orders answering by the asked status; the other calls given. */
function serve(
  byStatus: Record<string, MyOrders>,
  extra: Record<string, (call: RecordedCall) => Response> = {},
) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-orders': (call) => {
      const answer = byStatus[call.search.get('statusId') ?? 'all'] ?? myOrdersFixture([]);
      return json(call.search.get('offset') === '1' ? { ...answer, data: answer.data.slice(0, 1) } : answer);
    },
    ...extra,
  });
}

const counters = { newOrderCount: 2, confirmOrdersCount: 1 };

describe('/orders', () => {
  it('lists the new orders with their lots, the counts on the tabs and the badge of the sidebar', async () => {
    const newOrders = myOrdersFixture(
      [orderFixture(2, [lotFixture(21)]), orderFixture(1, [lotFixture(11)])],
      counters,
    );
    serve({ '10': newOrders, '20': myOrdersFixture([orderFixture(3, [raisedLotFixture(31)])], counters) });
    renderApp('/orders?section=new');

    const order = await screen.findByRole('article', { name: 'Заказ Z2' });
    const lot = within(order).getByRole('listitem', { name: 'Лот Кроссовки 21' });
    expect(within(lot).getByRole('link', { name: 'Кроссовки 21' })).toHaveAttribute(
      'href',
      'https://shop.example.cn/item/21',
    );
    expect(within(lot).getByText('Размер: 42 · Цвет: Белый')).toBeInTheDocument();
    expect(within(lot).getByText(/200,55/)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Новые (2)' })).toBeInTheDocument();
    // The sidebar: new orders (2) plus lots awaiting confirmation (1).
    const nav = screen.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    const item = within(nav).getByRole('link', { name: /Поможем купить/ });
    await waitFor(() => expect(item).toHaveAccessibleName(/3 требуют внимания/));
    expect(screen.getByRole('region', { name: 'Нужно ваше решение' })).toHaveTextContent(
      'Нужно ваше решение: у продавца выросла цена (1)',
    );
  });

  it('sends the two chosen orders to buyout with one bulk call and says so in the plural', async () => {
    const newOrders = myOrdersFixture([orderFixture(2, [lotFixture(21)]), orderFixture(1, [lotFixture(11)])]);
    const { callsTo } = serve(
      { '10': newOrders },
      {
        'PUT /api/order/bulk': () =>
          json({ message: 'Заказы отправлены на закупку', orders: [], balance: 0 }),
      },
    );
    renderApp('/orders?section=new');

    await screen.findByRole('article', { name: 'Заказ Z2' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать заказ Z2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать заказ Z1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на закупку (2)' }));

    expect(await screen.findByText('Заказы отправлены на закупку')).toBeInTheDocument();
    expect(callsTo('PUT /api/order/bulk')[0]!.body).toEqual({ orderIds: [2, 1], statusId: 50 });
  });

  it('offers a top-up and a conversion when the yuan are short for the bulk send', async () => {
    serve(
      { '10': myOrdersFixture([orderFixture(2, [lotFixture(21)])]) },
      {
        'PUT /api/order/bulk': () =>
          json({ code: 'NOT_ENOUGH_MONEY', message: 'Недостаточно средств на юаневом счету' }, 402),
      },
    );
    renderApp('/orders?section=new');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать заказ Z2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на закупку (1)' }));

    const offer = await screen.findByRole('alert');
    expect(within(offer).getByText('Недостаточно средств на юаневом счету')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Конвертировать рубли в юани' })).toHaveAttribute(
      'href',
      '/finance',
    );
    expect(within(offer).getByRole('button', { name: 'Пополнить баланс' })).toBeInTheDocument();
  });

  it('puts the lots awaiting price confirmation first, highlighted, and confirms with the confirm call', async () => {
    const raised = orderFixture(5, [raisedLotFixture(52)]);
    const { callsTo } = serve(
      {
        '10': myOrdersFixture([orderFixture(6, [lotFixture(61)])]),
        '20': myOrdersFixture([raised], { confirmOrdersCount: 1 }),
      },
      {
        'PUT /api/order/orderUnit/price/confirm': () =>
          json({ message: 'Лот успешно согласован', order: raised, balance: 10 }),
      },
    );
    renderApp('/orders?section=new');

    const decision = await screen.findByRole('region', { name: 'Нужно ваше решение' });
    const newOrder = await screen.findByRole('article', { name: 'Заказ Z6' });
    // The decision block comes before the section's orders.
    expect(decision.compareDocumentPosition(newOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lot = within(decision).getByRole('listitem', { name: 'Лот Куртка 52' });
    expect(lot).toHaveAttribute('data-attention', 'true');
    expect(within(newOrder).getByRole('listitem', { name: 'Лот Кроссовки 61' })).not.toHaveAttribute(
      'data-attention',
    );
    expect(within(lot).getByText('Доплата: 19,95 ¥')).toBeInTheDocument();
    expect(within(lot).getByText('Комментарий закупщика: Продавец поднял цену')).toBeInTheDocument();

    await userEvent.click(within(lot).getByRole('button', { name: 'Согласовать' }));
    expect(await screen.findByText('Лот успешно согласован')).toBeInTheDocument();
    const confirm = callsTo('PUT /api/order/orderUnit/price/confirm');
    expect(confirm).toHaveLength(1);
    expect(confirm[0]!.search.get('orderUnitId')).toBe('52');
  });

  it('lists the lots at 20 first within one order on /orders/lots/:orderId', async () => {
    serve({}, { 'GET /api/order/5': () => json(orderFixture(5, [lotFixture(51), raisedLotFixture(52)])) });
    renderApp('/orders/lots/5');
    const list = await screen.findByRole('list', { name: 'Лоты заказа Z5' });
    const lots = within(list).getAllByRole('listitem');
    expect(lots[0]).toHaveAccessibleName('Лот Куртка 52');
    expect(lots[0]).toHaveAttribute('data-attention', 'true');
    expect(lots[1]).toHaveAccessibleName('Лот Кроссовки 51');
    expect(within(lots[0]!).getByRole('button', { name: 'Согласовать' })).toBeInTheDocument();
  });

  it('cancels a lot at 20 with PUT status 30 on /orders/on_price_confirmation_lots', async () => {
    const order = orderFixture(5, [raisedLotFixture(52)]);
    const { callsTo } = serve(
      { '20': myOrdersFixture([order], { confirmOrdersCount: 1 }) },
      { 'PUT /api/order/5': () => json({ message: 'Лот успешно отменен', order, balance: 300 }) },
    );
    renderApp('/orders/on_price_confirmation_lots');

    const lot = await screen.findByRole('listitem', { name: 'Лот Куртка 52' });
    await userEvent.click(within(lot).getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить лот?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить лот' }));
    expect(await screen.findByText('Лот успешно отменен')).toBeInTheDocument();
    expect(callsTo('PUT /api/order/5')[0]!.body).toEqual({ id: 5, orderUnits: [{ id: 52, statusId: 30 }] });
  });

  it('says so when a section is empty', async () => {
    serve({});
    renderApp('/orders?section=purchased');
    expect(await screen.findByText('Здесь пока нет заказов')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Выкупленные/, selected: true })).toBeInTheDocument();
  });

  it('shows «Что то пошло не так» when the load fails with HTTP 500', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-orders': () => json({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderApp('/orders?section=new');
    // A 5xx is retried twice before the page gives up.
    expect(await screen.findByText('Что то пошло не так', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the server message of any other failed load', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-orders': () =>
        json({ code: 'BAD', message: 'Такой статус лота выбрать нельзя' }, 400),
    });
    renderApp('/orders?section=new');
    await waitFor(() => expect(screen.getByText('Такой статус лота выбрать нельзя')).toBeInTheDocument());
  });

  it('opens from «Поможем купить» in the sidebar and from the dashboard tile at /orders?section=new', async () => {
    serve({ '10': myOrdersFixture([orderFixture(2, [lotFixture(21)])]) });
    const { router } = renderApp('/dashboard');
    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы кабинета' }))[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: /Поможем купить/ }));
    expect(await screen.findByRole('article', { name: 'Заказ Z2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=new');

    await router.navigate('/dashboard');
    const quick = await screen.findByRole('region', { name: 'Быстрые действия' });
    expect(within(quick).getByRole('link', { name: /Поможем купить/ })).toHaveAttribute(
      'href',
      '/orders?section=new',
    );
  });
});
