import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { myInfoFixture } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

it('opens the cabinet for a link with ?token= and drops the token from the address', async () => {
  const { callsTo } = mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });

  const { router } = renderApp('/dashboard?token=link-token');

  expect(await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeInTheDocument();
  expect(window.localStorage.getItem('accessToken')).toBe('link-token');
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(router.state.location.search).toBe('');
  expect(callsTo('GET /api/client/my-info')[0]?.headers.Authorization).toBe('Bearer link-token');
});

it('attaches a remembered referral code once after sign-in when the customer has none', async () => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('referralId', 'FRIEND42');
  const { callsTo } = mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ referralId: null })),
    'PUT /api/client/referral': () => json(myInfoFixture({ referralId: 'FRIEND42' })),
  });

  renderApp('/dashboard');

  await waitFor(() => expect(callsTo('PUT /api/client/referral')).toHaveLength(1));
  expect(callsTo('PUT /api/client/referral')[0]?.body).toEqual({ referralId: 'FRIEND42' });
  expect(window.localStorage.getItem('referralId')).toBeNull();
});
