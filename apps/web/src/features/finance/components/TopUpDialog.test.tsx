import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { topUp } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const PAY_URL = 'http://localhost/reference-pay/card?paymentId=sbx-1&userId=12&amount=1000';

/** A window.open that hands out a fake popup the test can close and look into. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(), focus: vi.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

async function openCardForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
  const amount = await within(dialog).findByRole('textbox', { name: /Сумма пополнения/ });
  return { dialog, amount };
}

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('top-up dialog: card in roubles', () => {
  it('keeps the amount within the limits before calling the server', async () => {
    const fetch = mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
    fakePopup();
    renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();

    await userEvent.type(amount, '99,99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    expect(await within(dialog).findByText('Минимальная сумма пополнения — 100 ₽')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '300000.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    expect(await within(dialog).findByText('Максимальная сумма пополнения — 300 000 ₽')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/client/top-ups')).toHaveLength(0);
  });

  it('opens the payment page in a popup, waits, and on success refreshes the balances and closes', async () => {
    let status = 2;
    let balance = 1234.5;
    const fetch = mockFetch({
      'GET /api/client/my-info': () =>
        json(
          myInfoFixture({
            accounts: [
              { id: 1, currency: { ccy: 'RUB', code: 643 }, balance },
              { id: 2, currency: { ccy: 'CNY', code: 156 }, balance: 88 },
              { id: 3, currency: { ccy: 'USD', code: 840 }, balance: 0 },
              { id: 4, currency: { ccy: 'EUR', code: 978 }, balance: 0 },
            ],
          }),
        ),
      'POST /api/client/top-ups': () =>
        json({ topUp: topUp({ statusId: 1 }), confirmationUrl: PAY_URL }, 201),
      'GET /api/client/top-ups/7': () => json(topUp({ statusId: status })),
    });
    const { popup, open } = fakePopup();
    const { router } = renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();

    await userEvent.type(amount, '1 000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));

    // The window is opened inside the click, then sent to the payment page the server answered.
    expect(open).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByText('Ожидаем оплату…')).toBeInTheDocument();
    expect(popup.location.href).toBe(PAY_URL);
    expect(fetch.callsTo('POST /api/client/top-ups')[0]!.body).toEqual({
      amount: '1000.00',
      currency: 'RUB',
    });
    await vi.waitFor(() => expect(fetch.callsTo('GET /api/client/top-ups/7').length).toBeGreaterThan(0));

    balance = 2234.5;
    status = 3;
    expect(await screen.findByText(/Счёт пополнен: 1 000,00 ₽/, {}, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(popup.close).toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch.callsTo('GET /api/client/my-info').length).toBeGreaterThan(1));
  }, 15_000);

  it('shows the spec failure toast when the payment fails and leaves the payment page open', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/client/top-ups': () =>
        json({ topUp: topUp({ statusId: 1 }), confirmationUrl: PAY_URL }, 201),
      'GET /api/client/top-ups/7': () => json(topUp({ statusId: 4, failureReason: 'Банк отклонил платёж' })),
    });
    const { popup } = fakePopup();
    renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();
    await userEvent.type(amount, '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));

    expect(await screen.findByText('Не удалось пополнить счет', {}, { timeout: 5000 })).toBeInTheDocument();
    // Back to the form to try again; the payment page stays open with the bank's reason.
    expect(await within(dialog).findByRole('button', { name: 'Перейти к оплате' })).toBeInTheDocument();
    expect(popup.close).not.toHaveBeenCalled();
  }, 15_000);

  it('says «Платёж отменён» without the failure toast when the customer cancels on the payment page', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/client/top-ups': () =>
        json({ topUp: topUp({ statusId: 1 }), confirmationUrl: PAY_URL }, 201),
      'GET /api/client/top-ups/7': () => json(topUp({ statusId: 4, failureReason: 'Платёж отменён' })),
    });
    fakePopup();
    renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();
    await userEvent.type(amount, '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));

    expect(await screen.findByText('Платёж отменён', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось пополнить счет')).not.toBeInTheDocument();
  }, 15_000);

  it('offers a link when the browser blocks the popup', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/client/top-ups': () =>
        json({ topUp: topUp({ statusId: 1 }), confirmationUrl: PAY_URL }, 201),
      'GET /api/client/top-ups/7': () => json(topUp({ statusId: 2 })),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();
    await userEvent.type(amount, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));

    expect(await within(dialog).findByText('Браузер не открыл окно оплаты')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Открыть страницу оплаты/ })).toHaveAttribute(
      'href',
      PAY_URL,
    );
  });

  it('shows the server refusal of a top-up as a toast', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/client/top-ups': () =>
        json({ code: 'TOP_UP_LIMIT', message: 'Минимальная сумма пополнения — 100 ₽' }, 400),
    });
    const { popup } = fakePopup();
    renderApp('/dashboard?topUpBalance=true');
    const { dialog, amount } = await openCardForm();
    await userEvent.type(amount, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByText('Минимальная сумма пополнения — 100 ₽')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('top-up dialog: other methods', () => {
  it('creates a crypto invoice in dollars and goes to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/crypto': () =>
        json(
          { topUp: topUp({ method: 'crypto', currency: 'USD' }), link: '/crypto-cloud?invoiceId=inv-1' },
          201,
        ),
    });
    renderApp('/dashboard?topUpBalance=true&currency=USD');
    const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
    const amount = await within(dialog).findByRole('textbox', { name: /Сумма счёта/ });
    await userEvent.type(amount, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    expect(await within(dialog).findByText('Минимальная сумма пополнения — 5 $')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/crypto-cloud?invoiceId=inv-1'));
    expect(fetch.callsTo('POST /api/crypto')[0]!.body).toEqual({ amount: '50.00', currency: 'USD' });
  });

  it('labels the card and crypto methods «Тестовый режим» when the server takes them in its sandboxes', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/payment-providers': () => json({ card: 'sandbox', crypto: 'sandbox' }),
    });
    renderApp('/dashboard?topUpBalance=true');
    const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
    const card = within(dialog).getByTestId('method-rub');
    expect(await within(card).findByTestId('test-mode')).toHaveTextContent(/настоящие деньги не списываются/);
    expect(within(card).getAllByText('Тестовый режим')).toHaveLength(2);
    expect(
      within(within(dialog).getByTestId('method-crypto')).getByText('Тестовый режим'),
    ).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('method-usd')).queryByText('Тестовый режим')).toBeNull();
  });

  it('says nothing of a test mode when the server takes real payments', async () => {
    const fetch = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/payment-providers': () => json({ card: 'yookassa', crypto: 'cryptocloud' }),
    });
    renderApp('/dashboard?topUpBalance=true');
    const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
    await within(dialog).findByRole('textbox', { name: /Сумма пополнения/ });
    await vi.waitFor(() => expect(fetch.callsTo('GET /api/client/payment-providers')).toHaveLength(1));
    expect(within(dialog).queryByText('Тестовый режим')).toBeNull();
    expect(within(within(dialog).getByTestId('method-rub')).getByText('Онлайн')).toBeInTheDocument();
  });

  it('describes the yuan method as a transfer through a manager', async () => {
    mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
    renderApp('/dashboard?selectPaymentMethods=true&currency=CNY');
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' });
    expect(await within(dialog).findByText(/не хватает денег для оплаты/)).toBeInTheDocument();
    // The dollar panel may be mounted too (collapsed); the yuan one names its own account.
    expect(
      within(dialog).getByText(/Менеджер пришлёт реквизиты для перевода.*на счёт CNY/s),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/скоро/i)).not.toBeInTheDocument();
  });
});
