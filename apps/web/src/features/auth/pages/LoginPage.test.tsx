import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
  return view;
}

describe('login page', () => {
  it('asks for the e-mail and the password when both are empty', async () => {
    const { callsTo } = mockFetch({});
    await openLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Введите почту')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(callsTo('POST /api/client/sign-in')).toHaveLength(0);
  });

  it('rejects an invalid e-mail and a short password', async () => {
    const { callsTo } = mockFetch({});
    await openLogin();

    await userEvent.type(screen.getByLabelText('Почта'), 'ivan@');
    await userEvent.type(screen.getByLabelText('Пароль'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Введите валидный email')).toBeInTheDocument();
    expect(screen.getByText('Слишком короткий пароль')).toBeInTheDocument();
    expect(callsTo('POST /api/client/sign-in')).toHaveLength(0);
  });

  it('signs in with valid input, keeps the tokens and opens the dashboard', async () => {
    const { callsTo } = mockFetch({
      'POST /api/client/sign-in': () => json({ token: 'access-1', refreshToken: 'refresh-1' }),
      'GET /api/client/my-info': () => json(myInfoFixture()),
    });
    const { router } = await openLogin();

    await userEvent.type(screen.getByLabelText('Почта'), 'Ivan@Example.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'correct-horse');
    await userEvent.click(screen.getByLabelText('Запомнить меня'));
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [signIn] = callsTo('POST /api/client/sign-in');
    expect(signIn?.body).toEqual({ email: 'ivan@example.ru', password: 'correct-horse', rememberMe: true });
    expect(signIn?.headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    mockFetch({
      'POST /api/client/sign-in': () =>
        json({ code: 'INVALID_CREDENTIALS', message: 'Неверный email или пароль' }, 401),
    });
    const { router } = await openLogin();

    await userEvent.type(screen.getByLabelText('Почта'), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Неверный email или пароль')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('falls back to the generic message when the server gives none', async () => {
    mockFetch({ 'POST /api/client/sign-in': () => new Response('', { status: 502 }) });
    await openLogin();

    await userEvent.type(screen.getByLabelText('Почта'), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Не удалось войти. Попробуйте, пожалуйста позже.')).toBeInTheDocument();
  });

  it('labels the show-password control in Russian', async () => {
    mockFetch({});
    await openLogin();
    const toggle = screen.getByRole('button', { name: 'Показать пароль' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    expect(document.querySelector('[aria-label*="Toggle"]')).toBeNull();
  });
});
