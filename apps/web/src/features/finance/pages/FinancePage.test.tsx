import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { page, RATES, topUp, transaction } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import type { Transaction } from '@cargo/domain';

function handlers(transactions: Transaction[], extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-transactions': () => json(page(transactions)),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-top-ups': () => json(page([topUp({ statusId: 3 }), topUp({ id: 8, statusId: 4 })])),
    'GET /api/client/my-discount': () => json({ percent: 10, promoCode: 'SALE10' }),
    ...extra,
  });
}

const rowTexts = () =>
  screen.getAllByTestId('transaction-row').map((row) => within(row).getAllByRole('cell')[3]!.textContent);

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('/finance', () => {
  it('shows the ledger with the spec columns, newest first, and fetches it once with offset=100000', async () => {
    const fetch = handlers([
      transaction(1, { amount: 500, balance: 500, comment: 'Промокод WELCOME', kind: 'promo_code' }),
      transaction(2, {
        amount: -120.5,
        balance: 379.5,
        comment: 'Оплата посылки 15',
        kind: 'parcel_payment',
      }),
      transaction(3, { ccy: 'CNY', amount: 88, balance: 88, comment: 'Конвертация', kind: 'conversion' }),
    ]);
    renderApp('/finance');

    const table = await screen.findByRole('table', { name: 'Транзакции' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Действие', 'Сумма', 'Баланс', 'Комментарий']);
    expect(rowTexts()).toEqual(['Конвертация', 'Оплата посылки 15', 'Промокод WELCOME']);
    const debit = screen.getAllByTestId('transaction-row')[1]!;
    expect(debit).toHaveTextContent('Оплата посылки');
    expect(debit).toHaveTextContent('−120,50 ₽');
    expect(debit).toHaveTextContent('379,50 ₽');
    expect(debit).toHaveTextContent(/01\.11\.2026 \d\d:\d\d/);

    const call = fetch.callsTo('GET /api/client/my-transactions')[0]!;
    expect(call.search.get('offset')).toBe('100000');
    expect(call.search.get('version')).toBe('v2');

    // The top-ups with their status, the rates and the held discount.
    const topUps = screen.getByRole('table', { name: 'Пополнения' });
    expect(within(topUps).getByText('Зачислен')).toBeInTheDocument();
    expect(within(topUps).getByText('Не оплачен')).toBeInTheDocument();
    expect(await screen.findByText(/11,20 ₽/)).toBeInTheDocument();
    expect(await screen.findByTestId('held-discount')).toHaveTextContent('Скидка 10 %');
  });

  it('filters by currency and sorts by balance and account in memory, without asking the server again', async () => {
    const fetch = handlers([
      transaction(1, { balance: 300, comment: 'a' }),
      transaction(2, { ccy: 'CNY', balance: 50, comment: 'b' }),
      transaction(3, { balance: 100, comment: 'c' }),
      transaction(4, { ccy: 'USD', balance: 10, comment: 'd' }),
    ]);
    renderApp('/finance');
    await screen.findByRole('table', { name: 'Транзакции' });
    expect(rowTexts()).toEqual(['d', 'c', 'b', 'a']);

    await userEvent.click(screen.getByRole('radio', { name: 'CNY ¥' }));
    expect(rowTexts()).toEqual(['b']);
    await userEvent.click(screen.getByRole('radio', { name: 'RUB ₽' }));
    expect(rowTexts()).toEqual(['c', 'a']);
    await userEvent.click(screen.getByRole('radio', { name: 'Все' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    await userEvent.click(screen.getByRole('option', { name: 'Баланс' }));
    expect(rowTexts()).toEqual(['a', 'c', 'b', 'd']);
    await userEvent.click(screen.getByRole('button', { name: 'По убыванию' }));
    expect(rowTexts()).toEqual(['d', 'b', 'c', 'a']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    await userEvent.click(screen.getByRole('option', { name: 'Счёт' }));
    // By account, descending: EUR, USD, CNY, RUB (each account's newest first).
    expect(rowTexts()).toEqual(['d', 'b', 'c', 'a']);

    expect(fetch.callsTo('GET /api/client/my-transactions')).toHaveLength(1);
  });

  it('shows a long comment whole on a press, on a phone too, and a promo field whose text is not cut', async () => {
    const long =
      'Возврат за отменённый лот «Кроссовки беговые» заказа № 1045: магазин не отправил товар вовремя';
    handlers([transaction(1, { comment: long })]);
    renderApp('/finance');
    await screen.findByRole('table', { name: 'Транзакции' });
    await userEvent.click(screen.getByRole('button', { name: `Комментарий: ${long}` }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(long);
    // The field's placeholder is its short name, not the error message that did not fit («Введите пр»).
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveAttribute('placeholder', 'Промокод');
  });

  it('says so when there are no transactions, and when one currency has none', async () => {
    handlers([transaction(1, { comment: 'a' })]);
    renderApp('/finance');
    await screen.findByRole('table', { name: 'Транзакции' });
    await userEvent.click(screen.getByRole('radio', { name: 'EUR €' }));
    expect(screen.getByText('Транзакций по счёту EUR пока нет')).toBeInTheDocument();
  });

  it('shows an empty ledger and a load failure', async () => {
    handlers([]);
    const first = renderApp('/finance');
    expect(await screen.findByText('Транзакций пока нет')).toBeInTheDocument();
    first.unmount();

    handlers([], {
      'GET /api/client/my-transactions': () => json({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderApp('/finance');
    expect(await screen.findByText('Транзакции не загрузились', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  }, 20_000);

  it('renders only a window of 100,000 transactions and the rows further down on scrolling', async () => {
    const many = Array.from({ length: 100_000 }, (_, index) =>
      transaction(index + 1, { comment: `№${index + 1}` }),
    );
    handlers(many);
    renderApp('/finance');
    const table = await screen.findByRole('table', { name: 'Транзакции' }, { timeout: 10_000 });
    expect(screen.getByText('Всего: 100 000')).toBeInTheDocument();
    const rendered = screen.getAllByTestId('transaction-row');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rowTexts()[0]).toBe('№100000');
    expect(table).toHaveAttribute('aria-rowcount', '100001');

    // Scroll to the middle: the window moves, and still only a window is drawn.
    table.scrollTop = 52 * 50_000;
    table.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(rowTexts()).toContain('№50000'));
    expect(screen.getAllByTestId('transaction-row').length).toBeLessThan(60);
  }, 30_000);

  it('previews a conversion at the current rate and shows the 402 message the server answers', async () => {
    const fetch = handlers([], {
      'POST /api/client/conversions': () =>
        json({ code: 'NOT_ENOUGH_MONEY', message: 'Недостаточно денег на счёте для конвертации' }, 402),
    });
    renderApp('/finance');
    const form = await screen.findByRole('form', { name: 'Конвертация' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Сумма' }), '1120');
    expect(within(form).getByTestId('conversion-preview')).toHaveTextContent('Вы получите ≈ 100,00 ¥');

    await userEvent.click(within(form).getByRole('button', { name: 'Конвертировать' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Недостаточно денег на счёте для конвертации',
    );
    expect(fetch.callsTo('POST /api/client/conversions')[0]!.body).toEqual({
      from: 'RUB',
      to: 'CNY',
      amount: '1120.00',
    });
  });

  it('refuses a conversion to the same account with the schema message', async () => {
    const fetch = handlers([]);
    renderApp('/finance');
    const form = await screen.findByRole('form', { name: 'Конвертация' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'На счёт' }));
    await userEvent.click(screen.getByRole('option', { name: 'RUB ₽' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Сумма' }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Конвертировать' }));
    expect(await within(form).findByText('Выберите разные счета')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/client/conversions')).toHaveLength(0);
  });
});
