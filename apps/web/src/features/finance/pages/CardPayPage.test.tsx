import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const PAYMENT = {
  paymentId: 'sbx-1',
  amount: 1000,
  currency: 'RUB',
  description: 'Пополнение рублёвого счёта',
  status: 'pending',
  returnUrl: '/finance',
};
const PAGE = '/reference-pay/card?paymentId=sbx-1&userId=12&amount=1000';

async function fillCard(number: string) {
  const form = await screen.findByRole('form', { name: 'Данные карты' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Номер карты' }), number);
  await userEvent.type(within(form).getByRole('textbox', { name: 'Срок действия' }), '1230');
  await userEvent.type(within(form).getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.click(within(form).getByRole('button', { name: /Оплатить/ }));
  return form;
}

afterEach(() => vi.unstubAllGlobals());

describe('/reference-pay/card (card sandbox page)', () => {
  it('shows the amount and the test cards, and the schema messages for a bad card', async () => {
    const fetch = mockFetch({ 'GET /api/sandbox/card-payments/sbx-1': () => json(PAYMENT) });
    renderApp(PAGE);
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('1 000,00 ₽');
    // The sandbox takes no real money, and says so before the card is typed.
    expect(screen.getByTestId('test-mode')).toHaveTextContent(
      'Тестовый режимЭто встроенная тестовая касса: настоящие деньги не списываются',
    );
    expect(screen.getByText('Пополнение рублёвого счёта')).toBeInTheDocument();
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Данные карты' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Номер карты' }), '4111');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Срок действия' }), '13');
    await userEvent.click(within(form).getByRole('button', { name: /Оплатить/ }));
    expect(await within(form).findByText('Проверьте номер карты')).toBeInTheDocument();
    expect(within(form).getByText('Проверьте срок действия карты')).toBeInTheDocument();
    expect(within(form).getByText('Введите три цифры с обратной стороны карты')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/sandbox/card-payments/sbx-1/pay')).toHaveLength(0);
  });

  it('pays with the success card and says so, with «Закрыть окно»', async () => {
    const fetch = mockFetch({
      'GET /api/sandbox/card-payments/sbx-1': () => json(PAYMENT),
      'POST /api/sandbox/card-payments/sbx-1/pay': () =>
        json({ status: 'succeeded', message: 'Платёж принят' }),
    });
    const close = vi.fn();
    vi.stubGlobal('close', close);
    renderApp(PAGE);
    await fillCard('4111111111111111');

    expect(await screen.findByRole('heading', { name: 'Оплата прошла' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/sandbox/card-payments/sbx-1/pay')[0]!.body).toEqual({
      cardNumber: '4111111111111111',
      expiry: '12/30',
      cvc: '123',
    });
    // Public: no bearer even when a session exists in this browser.
    expect(
      fetch.callsTo('POST /api/sandbox/card-payments/sbx-1/pay')[0]!.headers.Authorization,
    ).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    expect(close).toHaveBeenCalled();
  });

  it('shows the failure screen for a declined card', async () => {
    mockFetch({
      'GET /api/sandbox/card-payments/sbx-1': () => json(PAYMENT),
      'POST /api/sandbox/card-payments/sbx-1/pay': () =>
        json({ status: 'canceled', message: 'Банк отклонил платёж' }),
    });
    renderApp(PAGE);
    await fillCard('4000 0000 0000 0002');
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByText(/Банк отклонил платёж/)).toBeInTheDocument();
  });

  it('says a payment the customer cancelled was cancelled, neutrally, not that it failed', async () => {
    mockFetch({
      'GET /api/sandbox/card-payments/sbx-1': () => json(PAYMENT),
      'POST /api/sandbox/card-payments/sbx-1/cancel': () =>
        json({ status: 'canceled', message: 'Платёж отменён' }),
    });
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить оплату' }));
    expect(await screen.findByRole('heading', { name: 'Платёж отменён' })).toBeInTheDocument();
    expect(screen.getByText(/Вы отменили платёж\. Деньги не списаны/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Оплата не прошла' })).not.toBeInTheDocument();
  });

  it('asks for the confirmation code, refuses a wrong one, then succeeds', async () => {
    const fetch = mockFetch({
      'GET /api/sandbox/card-payments/sbx-1': () => json(PAYMENT),
      'POST /api/sandbox/card-payments/sbx-1/pay': () =>
        json({ status: 'waiting_for_confirmation', message: 'Введите код подтверждения' }),
      'POST /api/sandbox/card-payments/sbx-1/confirm': (call) =>
        (call.body as { code: string }).code === '123456'
          ? json({ status: 'succeeded', message: 'Платёж принят' })
          : json({ code: 'CONFIRMATION_CODE_WRONG', message: 'Неверный код подтверждения' }, 400),
    });
    renderApp(PAGE);
    await fillCard('4000000000003220');

    const step = await screen.findByRole('form', { name: 'Подтверждение платежа' });
    await userEvent.type(within(step).getByRole('textbox', { name: 'Код подтверждения' }), '000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(step).findByText('Неверный код подтверждения')).toBeInTheDocument();

    await userEvent.clear(within(step).getByRole('textbox', { name: 'Код подтверждения' }));
    await userEvent.type(within(step).getByRole('textbox', { name: 'Код подтверждения' }), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('heading', { name: 'Оплата прошла' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/sandbox/card-payments/sbx-1/confirm')).toHaveLength(2);
  });

  it('says the payment is not found for an unknown id', async () => {
    mockFetch({});
    renderApp('/reference-pay/card?paymentId=nope');
    expect(await screen.findByRole('heading', { name: 'Платёж не найден' })).toBeInTheDocument();
  });
});

describe('/crypto-cloud (crypto sandbox invoice page)', () => {
  it('shows the invoice and sends the customer to the result page after «Оплатить»', async () => {
    const invoice = {
      invoiceId: 'inv-1',
      amount: 50,
      currency: 'USD',
      status: 'created',
      receivedAmount: null,
      expiresAt: '2026-11-22T10:00:00.000Z',
    };
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const fetch = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/sandbox/crypto-invoices/inv-1': () => json(invoice),
      'POST /api/sandbox/crypto-invoices/inv-1/paid': () =>
        json({ ...invoice, status: 'paid', receivedAmount: 50 }),
    });
    const { router } = renderApp('/crypto-cloud?invoiceId=inv-1');
    expect(await screen.findByTestId('invoice-amount')).toHaveTextContent('50,00 $');
    expect(screen.getByTestId('test-mode')).toHaveTextContent(
      'Тестовый режимЭто тестовый криптопроцессинг: настоящие деньги не переводятся',
    );
    expect(screen.getByRole('button', { name: 'Оплатить частично' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Истёк срок' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/successful-crypto-payment'),
    );
    expect(await screen.findByRole('heading', { name: 'Счёт оплачен' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в «Финансы»' })).toHaveAttribute('href', '/finance');
    expect(fetch.callsTo('POST /api/sandbox/crypto-invoices/inv-1/paid')).toHaveLength(1);
  });
});
