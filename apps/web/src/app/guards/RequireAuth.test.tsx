import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

describe('cabinet guard', () => {
  it('sends a visitor on /parcels to /login and back to /parcels after signing in', async () => {
    mockFetch({
      'POST /api/client/sign-in': () => json({ token: 'access-1', refreshToken: 'refresh-1' }),
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-parcels': () =>
        json({
          data: [],
          page: 1,
          totalElements: 0,
          totalPages: 0,
          parcelsAwaitingPayment: 0,
          problemsRuCustoms: 0,
          problemsRuDelivery: 0,
        }),
    });

    const { router } = renderApp('/parcels?section=inwork');

    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.type(screen.getByLabelText('Почта'), 'ivan@example.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('heading', { name: 'Посылки' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parcels');
    expect(router.state.location.search).toBe('?section=inwork');
  });

  it('signs the customer out when the profile cannot be loaded after the refresh', async () => {
    window.localStorage.setItem('accessToken', 'stale');
    window.localStorage.setItem('refreshToken', 'revoked');
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json({ code: 'UNAUTHORIZED' }, 401),
      'POST /api/auth/refresh-token': () => json({ code: 'SESSION_EXPIRED' }, 401),
    });

    const { router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('signs the customer out when my-info fails for another reason', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    mockFetch({ 'GET /api/client/my-info': () => json({ code: 'NOT_FOUND', message: 'Не найдено' }, 404) });

    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
