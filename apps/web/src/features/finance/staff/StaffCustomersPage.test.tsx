import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE_MESSAGES, type StaffCustomer } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { page, transaction } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const reversal = FINANCE_MESSAGES.referralReversalComment('15 000 ₽');
const customer: StaffCustomer = {
  id: 3,
  email: 'roman@example.ru',
  name: 'Роман',
  surname: null,
  phone: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  accounts: [{ id: 9, currency: { ccy: 'RUB', code: 643 }, balance: 0 }],
  debts: [
    {
      id: 1,
      currency: 'RUB',
      amount: 10_000,
      outstanding: 6_000,
      comment: reversal,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('finance desk: a customer who owes', () => {
  it('shows the open debt with what it is for and what is left, and its rows in the ledger', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/customers': () => json(page([customer])),
      'GET /api/staff/customers/3': () => json(customer),
      'GET /api/staff/customers/3/transactions': () =>
        json(
          page([
            transaction(2, { kind: 'referral_reversal', amount: -5_000, balance: 0, comment: reversal }),
          ]),
        ),
    });
    renderApp('/staff/finance/customers');
    await userEvent.click(await screen.findByText('roman@example.ru'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Долги клиента')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      `${reversal}. Осталось 6 000,00 ₽ — удержим из следующих поступлений на счёт.`,
    );
    const ledger = await screen.findByRole('table', { name: 'Операции клиента' });
    expect(await within(ledger).findByText('Отмена реферального вознаграждения')).toBeInTheDocument();
  });
});
