import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { page, RATES, topUp } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

/** Lazy chunks on a busy machine: the first screen may take a while. */
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the not-enough-money dialog', () => {
  it('raises a shortfall below the smallest top-up to it, and says so', async () => {
    mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
    renderApp('/parcels?section=inwork&selectPaymentMethods=true&shortfall=40.5&currency=RUB');
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' }, SLOW);
    expect(await within(dialog).findByTestId('shortfall', {}, SLOW)).toHaveTextContent(
      /не хватает 40,50\s₽.*на 100,00\s₽ \(меньше пополнить нельзя\)/,
    );
    expect(await within(dialog).findByRole('textbox', { name: /Сумма пополнения/ })).toHaveValue('100');
  }, 30_000);

  it('a crypto invoice for the shortfall brings the customer back to the parcel being paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'POST /api/crypto': () =>
        json({ topUp: topUp({ id: 31, method: 'crypto' }), link: '/crypto-cloud?invoiceId=INV-1' }, 201),
    });
    renderApp('/parcels?section=inwork&selectPaymentMethods=true&shortfall=110&currency=RUB');
    const dialog = await screen.findByRole('dialog', { name: 'Способы оплаты' }, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: /Криптовалюта/ }, SLOW));
    const amount = await within(dialog).findByRole('textbox', { name: /Сумма счёта/ });
    expect(amount).toHaveValue('110');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/crypto-cloud?invoiceId=INV-1'));
    expect(fetch.callsTo('POST /api/crypto')[0]!.body).toEqual({ amount: '110.00', currency: 'RUB' });
  }, 30_000);
});

describe('after the crypto processor', () => {
  it('the paid page leads back to the parcel the invoice was for', async () => {
    window.sessionStorage.setItem(
      'cryptoTopUp',
      JSON.stringify({ topUpId: 31, returnTo: '/parcels?section=inwork' }),
    );
    mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
    renderApp('/dashboard/successful-crypto-payment');
    expect(await screen.findByRole('link', { name: 'Вернуться к оплате' }, SLOW)).toHaveAttribute(
      'href',
      '/parcels?section=inwork',
    );
  }, 30_000);

  it('the underpaid page says how much was credited', async () => {
    window.sessionStorage.setItem('cryptoTopUp', JSON.stringify({ topUpId: 31, returnTo: null }));
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/top-ups/31': () =>
        json(topUp({ id: 31, method: 'crypto', statusId: 9, amount: 10000, receivedAmount: 5000 })),
    });
    renderApp('/dashboard/failed-crypto-payment?reason=underpaid');
    expect(await screen.findByTestId('credited', {}, SLOW)).toHaveTextContent(
      /^Зачислено 5\s000,00\s₽ из 10\s000,00\s₽$/,
    );
    expect(screen.queryByRole('link', { name: 'Вернуться к оплате' })).toBeNull();
  }, 30_000);
});

describe('the failed page without a reason', () => {
  it('does not claim the invoice expired', async () => {
    window.sessionStorage.setItem('cryptoTopUp', JSON.stringify({ topUpId: 31, returnTo: null }));
    mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
    renderApp('/dashboard/failed-crypto-payment');
    expect(await screen.findByRole('heading', { name: 'Оплата не завершена' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Срок оплаты счёта истёк/)).toBeNull();
    expect(screen.queryByText('Не удалось пополнить счет')).toBeNull();
  }, 30_000);
});

describe('the top-ups list on /finance', () => {
  const handlers = (extra: Parameters<typeof mockFetch>[0] = {}) =>
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-transactions': () => json(page([])),
      'GET /api/currency-rate': () => json(RATES),
      'GET /api/client/my-discount': () => json({ percent: 0, promoCode: null }),
      'GET /api/client/my-top-ups': () =>
        json(
          page([
            topUp({ id: 1, statusId: 2 }),
            topUp({ id: 2, method: 'crypto', statusId: 9, amount: 10000, receivedAmount: 5000 }),
            topUp({ id: 3, statusId: 7, failureReason: 'Срок оплаты истёк: деньги не поступили' }),
          ]),
        ),
      ...extra,
    });

  it('says what a partial credit brought and offers resume and cancel only on a waiting top-up', async () => {
    handlers();
    renderApp('/finance');
    const rows = await screen.findAllByTestId('top-up-row', {}, SLOW);
    expect(rows[1]).toHaveTextContent('Зачислен частично');
    expect(rows[1]).toHaveTextContent(/Зачислено 5\s000,00\s₽ из 10\s000,00\s₽/);
    expect(rows[2]).toHaveTextContent('Срок оплаты истёк');
    expect(within(rows[0]!).getByRole('button', { name: 'Продолжить оплату' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    // Only the row's notification history (features/notifications) is left to press.
    const buttonsOf = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(buttonsOf(rows[1]!)).toEqual(['История уведомлений']);
    expect(buttonsOf(rows[2]!)).toEqual(['История уведомлений']);
  }, 30_000);

  it('cancels a waiting top-up and reopens the payment page of another', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn(), focus: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup as unknown as Window),
    );
    const fetch = handlers({
      'POST /api/client/top-ups/1/resume': () =>
        json({ topUp: topUp({ id: 1 }), url: 'http://localhost/reference-pay/card?paymentId=p1' }),
      'POST /api/client/top-ups/1/cancel': () =>
        json(topUp({ id: 1, statusId: 8, failureReason: 'Вы отменили платёж' })),
    });
    renderApp('/finance');
    const [waiting] = await screen.findAllByTestId('top-up-row', {}, SLOW);
    await userEvent.click(within(waiting!).getByRole('button', { name: 'Продолжить оплату' }));
    await vi.waitFor(() =>
      expect(popup.location.href).toBe('http://localhost/reference-pay/card?paymentId=p1'),
    );
    await userEvent.click(within(waiting!).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Пополнение отменено')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/client/top-ups/1/cancel')).toHaveLength(1);
  }, 30_000);
});
