import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

it('signs out: ends the session on the server, forgets the tokens and opens the login page', async () => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  const { callsTo } = mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'POST /api/client/sign-out': () => new Response(null, { status: 204 }),
  });
  const { router } = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Профиль' });

  await userEvent.click(screen.getByRole('button', { name: /^Меню пользователя/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Выйти' }));

  expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  const [signOut] = callsTo('POST /api/client/sign-out');
  expect(signOut?.body).toBeUndefined();
  expect(signOut?.headers.Authorization).toBe('Bearer access-1');
  expect(window.localStorage.getItem('accessToken')).toBeNull();
  expect(window.localStorage.getItem('refreshToken')).toBeNull();
  // A deliberate sign-out does not bring the next sign-in back to the profile.
  expect(router.state.location.state).toBeNull();
});
