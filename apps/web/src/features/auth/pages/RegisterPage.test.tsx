import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

async function fillForm() {
  await screen.findByRole('heading', { name: 'Регистрация' });
  await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
  await userEvent.type(screen.getByLabelText('Почта'), 'anna@example.ru');
  await userEvent.type(screen.getByLabelText(/^Телефон/), '89161234567');
  await userEvent.type(screen.getByLabelText('Пароль'), 'long-password');
  await userEvent.type(screen.getByLabelText('Повторите пароль'), 'long-password');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('registration page', () => {
  it('registers with the remembered referral code and sends the customer to sign in', async () => {
    const { callsTo } = mockFetch({
      'POST /api/client/sign-up': () => json({ token: 't', refreshToken: 'r' }, 201),
    });
    const { router } = renderApp('/referral?referralid=FRIEND42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));

    await fillForm();
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+7 916 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(
      await screen.findByText('Регистрация прошла успешно. Можете войти в личный кабинет'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The sign-in form starts with the address just registered.
    expect(await screen.findByLabelText('Почта')).toHaveValue('anna@example.ru');
    expect(callsTo('POST /api/client/sign-up')[0]?.body).toEqual({
      name: 'Анна',
      email: 'anna@example.ru',
      phone: '79161234567',
      password: 'long-password',
      registrationSourceId: 1,
      referralId: 'FRIEND42',
    });
    // Registration does not sign in.
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('requires the consent and matching passwords', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/registration');
    await screen.findByRole('heading', { name: 'Регистрация' });

    await userEvent.type(screen.getByLabelText('Пароль'), 'long-password');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'other-password');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByText('Необходимо согласие с условиями')).toBeInTheDocument();
    expect(screen.getByText('Введите имя')).toBeInTheDocument();
    expect(callsTo('POST /api/client/sign-up')).toHaveLength(0);
  });

  it("shows the failure toast and the server's field errors", async () => {
    mockFetch({
      'POST /api/client/sign-up': () =>
        json(
          { code: 'VALIDATION_FAILED', message: 'Ошибка', errors: { phone: 'Телефон введен не правильно' } },
          400,
        ),
    });
    const { router } = renderApp('/register');

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(
      await screen.findByText(
        'Не удалось зарегестрировать. Пожалуйста, проверьте правильность заполнения полей',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Телефон введен не правильно')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('leaves the failed attempt behind: the sign-in page shows only the success', async () => {
    let attempts = 0;
    mockFetch({
      'POST /api/client/sign-up': () => {
        attempts += 1;
        return attempts === 1
          ? json({ code: 'EMAIL_TAKEN', message: 'Пользователь с таким email уже зарегистрирован' }, 409)
          : json({ token: 't', refreshToken: 'r' }, 201);
      },
    });
    const { router } = renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const failure = 'Не удалось зарегестрировать. Пожалуйста, проверьте правильность заполнения полей';
    expect(await screen.findByText(failure)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Регистрация прошла успешно. Можете войти в личный кабинет'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(failure)).not.toBeInTheDocument());
  });

  it('says to wait, not to check the fields, when the address has asked too often', async () => {
    mockFetch({
      'POST /api/client/sign-up': () =>
        json({ code: 'TOO_MANY_REQUESTS', message: 'Слишком много запросов. Попробуйте через 15 мин.' }, 429),
    });
    const { router } = renderApp('/register');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Слишком много запросов. Попробуйте через 15 мин.')).toBeInTheDocument();
    expect(
      screen.queryByText('Не удалось зарегестрировать. Пожалуйста, проверьте правильность заполнения полей'),
    ).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});
