import { ORDER_MESSAGES, type StaffLot } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { staffLotFixture, staffLotsPage } from './staffLotFixture';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** The desk showing one lot in its status tab, and the step's endpoint answering `answer`. */
async function openStep(lot: StaffLot, button: string, dialogName: string, step?: [string, () => Response]) {
  const tab = lot.statusId === 50 ? '' : `?statusId=${lot.statusId}`;
  const mock = mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/orders/lots': (call: RecordedCall) =>
      json(staffLotsPage(call.search.get('statusId') === String(lot.statusId) ? [lot] : [])),
    ...(step ? { [step[0]]: step[1] } : {}),
  });
  renderApp(`/staff/orders${tab}`);
  const card = await screen.findByRole('article', { name: `Лот ${lot.id}` }, { timeout: 15_000 });
  await userEvent.click(within(card).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { ...mock, dialog };
}

const answer = (lot: StaffLot, message: string) => () => json({ message, lot });
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the buyer’s desk steps', { timeout: 60_000 }, () => {
  it('«Цена выше» shows the new total with the commission and the exact surcharge, then sends it', async () => {
    // 1 lot × 2 pcs, real 99,00 ¥ + 15 ¥ delivery at 5 % = 223,65 ¥; 200,55 ¥ held → 23,10 ¥ to pay.
    const lot = staffLotFixture();
    const path = 'PUT /api/staff/orders/lots/34/raise-price';
    const { dialog, callsTo } = await openStep(
      lot,
      'Цена выше',
      'Цена выше: Лот «Кроссовки беговые» заказа Z12',
      [path, answer(lot, ORDER_MESSAGES.priceRaised)],
    );
    await userEvent.type(field(dialog, /Цена за штуку/), '99');
    await userEvent.type(field(dialog, /Доставка по Китаю/), '15');
    const breakdown = within(dialog).getByTestId('real-price');
    expect(within(breakdown).getByText('Новая стоимость лота').nextSibling).toHaveTextContent('223,65 ¥');
    expect(within(breakdown).getByText('Комиссия 5 %').nextSibling).toHaveTextContent('10,65 ¥');
    expect(within(breakdown).getByText('Оплачено клиентом').nextSibling).toHaveTextContent('200,55 ¥');
    expect(within(dialog).getByTestId('surcharge')).toHaveTextContent('23,10 ¥');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить клиенту' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(callsTo(path)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Комментарий клиенту/ }),
      'Продавец поднял цену',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить клиенту' }));
    expect(await screen.findByText(ORDER_MESSAGES.priceRaised)).toBeInTheDocument();
    expect(callsTo(path)[0]?.body).toEqual({
      unitPrice: '99.00',
      chinaDelivery: '15.00',
      note: 'Продавец поднял цену',
    });
  });

  it('«Цена выше» refuses a price that is not higher than what is held', async () => {
    const path = 'PUT /api/staff/orders/lots/34/raise-price';
    const lot = staffLotFixture();
    const { dialog, callsTo } = await openStep(
      lot,
      'Цена выше',
      'Цена выше: Лот «Кроссовки беговые» заказа Z12',
      [path, answer(lot, ORDER_MESSAGES.priceRaised)],
    );
    await userEvent.type(field(dialog, /Цена за штуку/), '95');
    await userEvent.type(field(dialog, /Доставка по Китаю/), '1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Комментарий клиенту/ }), 'Та же');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.priceNotHigher);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить клиенту' }));
    expect(callsTo(path)).toHaveLength(0);
  });

  it('«Выкуплен» starts from the customer’s figures, shows the refund of a lower price and sends the purchase', async () => {
    const lot = staffLotFixture();
    const path = 'PUT /api/staff/orders/lots/34/purchase';
    const { dialog, callsTo } = await openStep(lot, 'Выкуплен', 'Выкуп: Лот «Кроссовки беговые» заказа Z12', [
      path,
      answer({ ...lot, statusId: 40 }, ORDER_MESSAGES.purchased),
    ]);
    const unitPrice = field(dialog, /Цена за штуку/);
    expect(unitPrice).toHaveValue('95');
    expect(field(dialog, /Доставка по Китаю/)).toHaveValue('1');
    expect(within(dialog).getByText('Совпадает с оплаченным: возврата не будет.')).toBeInTheDocument();

    // 2 × 90 + 1 = 181 ¥, + 5 % = 190,05 ¥; 200,55 ¥ held → 10,50 ¥ back to the customer.
    await retype(unitPrice, '90');
    expect(within(dialog).getByTestId('refund')).toHaveTextContent('10,50 ¥');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить выкупленным' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.shopOrderRequired)).toBeInTheDocument();

    await userEvent.type(field(dialog, /Номер заказа в магазине/), 'TB-55501');
    await userEvent.type(field(dialog, /Китайский трек-номер/), 'YT1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить выкупленным' }));
    expect(await screen.findByText(ORDER_MESSAGES.purchased)).toBeInTheDocument();
    expect(callsTo(path)[0]?.body).toEqual({
      unitPrice: '90.00',
      chinaDelivery: '1.00',
      shopOrderNumber: 'TB-55501',
      chineseTrack: 'YT1234567890',
    });
  });

  it('«Выкуплен» refuses a real total above what is held and points to «Цена выше»', async () => {
    const lot = staffLotFixture();
    const path = 'PUT /api/staff/orders/lots/34/purchase';
    const { dialog, callsTo } = await openStep(lot, 'Выкуплен', 'Выкуп: Лот «Кроссовки беговые» заказа Z12', [
      path,
      answer(lot, ORDER_MESSAGES.purchased),
    ]);
    await retype(field(dialog, /Цена за штуку/), '99');
    await userEvent.type(field(dialog, /Номер заказа в магазине/), 'TB-55501');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.priceAboveHeld);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить выкупленным' }));
    expect(callsTo(path)).toHaveLength(0);

    // The figures typed go on to «Цена выше»: only the note is left to write.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Цена выше' }));
    const raise = await screen.findByRole('dialog', {
      name: 'Цена выше: Лот «Кроссовки беговые» заказа Z12',
    });
    expect(field(raise, /Цена за штуку/)).toHaveValue('99');
    expect(within(raise).getByTestId('surcharge')).toHaveTextContent('8,40 ¥');
  });

  it('«Передать в товары» sends the Chinese track prefilled from the purchase', async () => {
    const lot = staffLotFixture({
      id: 40,
      statusId: 40,
      shopOrderNumber: 'TB-55501',
      chineseTrack: 'YT1234567890',
    });
    const path = 'PUT /api/staff/orders/lots/40/transfer';
    const { dialog, callsTo } = await openStep(
      lot,
      'Передать в товары',
      'В товары: Лот «Кроссовки беговые» заказа Z12',
      [path, answer({ ...lot, statusId: 60 }, ORDER_MESSAGES.transferred)],
    );
    expect(field(dialog, /Китайский трек-номер/)).toHaveValue('YT1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Передать в товары' }));
    expect(await screen.findByText(ORDER_MESSAGES.transferred)).toBeInTheDocument();
    expect(callsTo(path)[0]?.body).toEqual({ chineseTrack: 'YT1234567890' });
  });

  it('«Отменить» says the held yuan go back, asks for a reason and sends it', async () => {
    const lot = staffLotFixture({ id: 36, statusId: 20 });
    const path = 'PUT /api/staff/orders/lots/36/cancel';
    const { dialog, callsTo } = await openStep(
      lot,
      'Отменить',
      'Отмена: Лот «Кроссовки беговые» заказа Z12',
      [path, answer({ ...lot, statusId: 30 }, ORDER_MESSAGES.staffCanceled)],
    );
    expect(within(dialog).getByText(/Клиенту вернётся 200,55 ¥/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить лот' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.required)).toBeInTheDocument();
    expect(callsTo(path)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Нет в наличии');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить лот' }));
    expect(await screen.findByText(ORDER_MESSAGES.staffCanceled)).toBeInTheDocument();
    expect(callsTo(path)[0]?.body).toEqual({ reason: 'Нет в наличии' });
  });

  it('shows the server’s message when it refuses a step', async () => {
    const lot = staffLotFixture();
    const { dialog } = await openStep(lot, 'Выкуплен', 'Выкуп: Лот «Кроссовки беговые» заказа Z12', [
      'PUT /api/staff/orders/lots/34/purchase',
      () => json({ code: 'CONFLICT', message: ORDER_MESSAGES.lotStatusConflict }, 409),
    ]);
    await userEvent.type(field(dialog, /Номер заказа в магазине/), 'TB-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить выкупленным' }));
    expect(await screen.findByText(ORDER_MESSAGES.lotStatusConflict)).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: 'Выкуп: Лот «Кроссовки беговые» заказа Z12' }),
    ).toBeInTheDocument();
  });
});
