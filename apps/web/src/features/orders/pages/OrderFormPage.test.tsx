import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { lotFixture, myOrdersFixture, orderFixture } from '../../../test/orderFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

function serve(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-orders': () => json(myOrdersFixture([])),
    'GET /api/currency-rate': () => json(RATES),
    ...extra,
  });
}

const lot = () => screen.getByRole('group', { name: 'Лот 1' });
const field = (name: RegExp) => within(lot()).getByRole('textbox', { name });

/** Puts text into a field as a paste (one event instead of one per character: the form is big). */
async function put(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillLot() {
  const user = userEvent.setup();
  await put(user, field(/Ссылка на товар/), 'https://shop.example.cn/item/1');
  await put(user, field(/Наименование товара/), 'Кроссовки');
  await put(user, field(/Цена за шт/), '89,50');
  await put(user, field(/Количество/), '2');
  await put(user, field(/Доставка по Китаю/), '12');
  await user.click(within(lot()).getByRole('checkbox', { name: 'Обувь' }));
  return user;
}

describe('/order', () => {
  it('shows «Поле обязательно» under every required field of an empty lot', async () => {
    serve();
    renderApp('/order');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    // Empty: link, name, price and delivery are required, and a type must be chosen.
    await waitFor(() => expect(within(lot()).getAllByText('Поле обязательно')).toHaveLength(5));
  });

  it('shows the link, «зип», above-0 and delivery-length messages of spec section 5', async () => {
    serve();
    renderApp('/order');
    await screen.findByRole('group', { name: 'Лот 1' });
    const user = userEvent.setup();
    await put(user, field(/Ссылка на товар/), 'не ссылка');
    await put(user, field(/Наименование товара/), 'Зип пакет');
    await put(user, field(/Цена за шт/), '0');
    await put(user, field(/Количество/), '0');
    await put(user, field(/Доставка по Китаю/), '5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await within(lot()).findByText('Ссылка не действительна')).toBeInTheDocument();
    expect(within(lot()).getByText('Наименование товара не может содержать слово "зип"')).toBeInTheDocument();
    expect(within(lot()).getAllByText('Значение должно быть больше 0')).toHaveLength(2);
    expect(within(lot()).getByText('Минимальное значение 10')).toBeInTheDocument();

    await put(user, field(/Доставка по Китаю/), '1234567,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(lot()).findByText('Максимальное количество символов 8')).toBeInTheDocument();
  });

  it('totals a lot and the order exactly, in yuan and in roubles, beside the yuan balance', async () => {
    serve();
    renderApp('/order');
    await screen.findByRole('group', { name: 'Лот 1' });
    await fillLot();

    // 2 × 89,50 ¥ + 12 ¥ delivery = 191 ¥, plus 5 % commission 9,55 ¥ = 200,55 ¥.
    expect(await within(lot()).findByText(/Итого за лот: 200,55/)).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Итого по заказу' });
    expect(within(totals).getByText(/^200,55/)).toBeInTheDocument();
    // 200,55 ¥ × 11,2 ₽ = 2 246,16 ₽.
    expect(within(totals).getByText(/2\s246,16/)).toBeInTheDocument();
    expect(within(totals).getByText(/Юаневый счёт: 88/)).toBeInTheDocument();
  });

  it('creates the order with its new lots and says «Заказ успешно создан!»', async () => {
    const created = orderFixture(9, [lotFixture(91)]);
    const { callsTo } = serve({
      'POST /api/order': () => json({ message: 'Заказ успешно создан!', order: created, balance: null }, 201),
    });
    const { router } = renderApp('/order');
    await screen.findByRole('group', { name: 'Лот 1' });
    const user = await fillLot();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Заказ успешно создан!')).toBeInTheDocument();
    const [post] = callsTo('POST /api/order');
    expect(post!.headers['Idempotency-Key'] ?? post!.headers['idempotency-key']).toBeTruthy();
    expect(post!.body).toMatchObject({
      orderUnits: [
        {
          goodUrl: 'https://shop.example.cn/item/1',
          orderName: 'Кроссовки',
          price: '89.50',
          count: 2,
          delivery: '12',
          types: [2],
          additionalServices: [4, 1],
          goodHazardCategoryId: null,
          statusId: 10,
        },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?section=new'));
  });

  it('offers a top-up and a conversion when the yuan are short for «Сохранить и отправить на закупку»', async () => {
    const { callsTo } = serve({
      'POST /api/order': () =>
        json({ code: 'NOT_ENOUGH_MONEY', message: 'Недостаточно средств на юаневом счету' }, 402),
    });
    const { router } = renderApp('/order');
    await screen.findByRole('group', { name: 'Лот 1' });
    const user = await fillLot();
    await user.click(screen.getByRole('button', { name: 'Сохранить и отправить на закупку' }));

    const offer = await screen.findByRole('alert');
    expect(within(offer).getByText('Недостаточно средств на юаневом счету')).toBeInTheDocument();
    expect(
      (callsTo('POST /api/order')[0]!.body as { orderUnits: { statusId: number }[] }).orderUnits[0]!.statusId,
    ).toBe(50);
    await user.click(within(offer).getByRole('button', { name: 'Пополнить баланс' }));
    expect(router.state.location.search).toContain('topUpBalance=true');
    expect(within(offer).getByRole('link', { name: 'Конвертировать рубли в юани' })).toHaveAttribute(
      'href',
      '/finance',
    );
  });

  it('says «Не удалось создать заказ: …» with the server message when the create fails', async () => {
    serve({
      'POST /api/order': () => json({ code: 'CONFLICT', message: 'Такой статус лота выбрать нельзя' }, 409),
    });
    renderApp('/order');
    await screen.findByRole('group', { name: 'Лот 1' });
    const user = await fillLot();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Не удалось создать заказ: Такой статус лота выбрать нельзя'),
    ).toBeInTheDocument();
  });

  it('edits the new lots of an order at /order?id=N', async () => {
    const order = orderFixture(4, [lotFixture(41)]);
    const { callsTo } = serve({
      'GET /api/order/4': () => json(order),
      'PUT /api/order/4': () => json({ message: 'Заказ успешно Отредактирован!', order, balance: null }),
    });
    renderApp('/order?id=4');
    expect(await screen.findByRole('heading', { name: 'Редактировать заказ Z4' })).toBeInTheDocument();
    expect(field(/Наименование товара/)).toHaveValue('Кроссовки 41');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заказ успешно Отредактирован!')).toBeInTheDocument();
    expect(callsTo('PUT /api/order/4')[0]!.body).toMatchObject({ id: 4, orderUnits: [{ id: 41, count: 2 }] });
  });

  it("saves the edited lots and then sends them to buyout with the lots' status call", async () => {
    const order = orderFixture(4, [lotFixture(41)]);
    const { callsTo } = serve({
      'GET /api/order/4': () => json(order),
      'PUT /api/order/4': () => json({ message: 'Заказ успешно обновлен!', order, balance: null }),
    });
    const { router } = renderApp('/order?id=4');
    await screen.findByRole('heading', { name: 'Редактировать заказ Z4' });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить и отправить на закупку' }));

    expect(await screen.findByText('Заказ отправлен на закупку')).toBeInTheDocument();
    const puts = callsTo('PUT /api/order/4');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).toMatchObject({ id: 4, orderUnits: [{ id: 41, orderName: 'Кроссовки 41' }] });
    expect(puts[1]!.body).toEqual({ id: 4, orderUnits: [{ id: 41, statusId: 50 }] });
    await waitFor(() => expect(router.state.location.search).toBe('?section=buyout'));
  });
});
