import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const baseHandlers = {
  'GET /api/client/my-info': () => json(myInfoFixture()),
  'GET /api/client/my-referrals': () =>
    json({
      data: [{ id: 3, email: 'a***@example.ru', name: 'Алексей', registeredAt: '2026-11-02T08:00:00.000Z' }],
      totalElements: 1,
      totalPages: 0,
      page: 1,
    }),
  'GET /api/client/my-referral/transactions/amount': () => json({ amount: 1500, currency: 'RUB', count: 2 }),
};

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('profile page', () => {
  it('updates the profile and says so', async () => {
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'PUT /api/client/update-profile': () => json(myInfoFixture({ middleName: 'Сергеевич' })),
    });
    renderApp('/profile');
    const personal = await screen.findByRole('region', { name: 'Личные данные' });
    expect(await within(personal).findByLabelText('Телефон')).toHaveValue('+7 999 123-45-67');

    await userEvent.type(within(personal).getByLabelText('Отчество'), 'Сергеевич');
    await userEvent.click(within(personal).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Профиль успешно обновлен')).toBeInTheDocument();
    expect(callsTo('PUT /api/client/update-profile')[0]?.body).toEqual({
      name: 'Иван',
      surname: 'Петров',
      middleName: 'Сергеевич',
      phone: '79991234567',
    });
  });

  it('shows a wrong current password under its field', async () => {
    mockFetch({
      ...baseHandlers,
      'PUT /api/client/change-password': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Ошибка',
            errors: { oldPassword: 'Текущий пароль указан неверно' },
          },
          400,
        ),
    });
    renderApp('/profile');
    await screen.findByRole('region', { name: 'Смена пароля' });
    const form = section('Смена пароля');

    await userEvent.type(within(form).getByLabelText('Текущий пароль'), 'not-my-password');
    await userEvent.type(within(form).getByLabelText('Новый пароль'), 'brand-new-pass');
    await userEvent.type(within(form).getByLabelText('Повторите новый пароль'), 'brand-new-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Изменить пароль' }));

    expect(await within(form).findByText('Текущий пароль указан неверно')).toBeInTheDocument();
    expect(screen.getByText('Не удалось обновить пароль')).toBeInTheDocument();
  });

  it("activates a promo code and shows the server's message", async () => {
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'POST /api/promoCode/WELCOME500': () =>
        json({ message: 'Промокод активирован', promoCode: 'WELCOME500', amount: 500, currency: 'RUB' }),
    });
    renderApp('/profile');
    await screen.findByRole('region', { name: 'Промокод' });

    await userEvent.type(within(section('Промокод')).getByLabelText('Промокод'), 'welcome500');
    await userEvent.click(within(section('Промокод')).getByRole('button', { name: 'Применить' }));

    expect(await screen.findByText('Промокод активирован')).toBeInTheDocument();
    expect(callsTo('POST /api/promoCode/WELCOME500')).toHaveLength(1);
    // The balances are reloaded after the bonus.
    await waitFor(() => expect(callsTo('GET /api/client/my-info').length).toBeGreaterThan(1));
  });

  it('shows the referral link, the referrals and the amount earned', async () => {
    mockFetch(baseHandlers);
    renderApp('/profile');
    const referral = await screen.findByRole('region', { name: 'Реферальная программа' });

    expect(await within(referral).findByLabelText('Ваша реферальная ссылка')).toHaveValue(
      'http://localhost:3000/referral?referralid=K7P2QX9M',
    );
    expect(await within(referral).findByText('Алексей')).toBeInTheDocument();
    expect(within(referral).getByText('02.11.2026')).toBeInTheDocument();
    expect(within(referral).getByTestId('referral-amount')).toHaveTextContent('1 500,00 ₽');
  });

  it('copes with a profile and a referral that have no name', async () => {
    mockFetch({
      ...baseHandlers,
      'GET /api/client/my-info': () => json(myInfoFixture({ name: null, surname: null })),
      'GET /api/client/my-referrals': () =>
        json({
          data: [{ id: 4, email: 'b***@example.ru', name: null, registeredAt: '2026-11-03T08:00:00.000Z' }],
          totalElements: 1,
          totalPages: 0,
          page: 1,
        }),
    });
    renderApp('/profile');
    const personal = await screen.findByRole('region', { name: 'Личные данные' });
    expect(await within(personal).findByLabelText(/^Имя/)).toHaveValue('');
    const referral = section('Реферальная программа');
    const row = (await within(referral).findByText('b***@example.ru')).closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    // The header names the customer by the e-mail.
    expect(screen.getAllByText('ivan@example.ru').length).toBeGreaterThan(0);
  });
});
