import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { page } from '../../test/recipientFixtures';
import { renderApp } from '../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('staff desk guard', () => {
  it('takes a staff member from a cabinet page to the staff desk', async () => {
    mockFetch({
      'GET /api/client/my-info': () =>
        json(myInfoFixture({ role: 'staff', name: 'Ольга', surname: 'Смирнова', email: 'olga@staff.ru' })),
      'GET /api/staff/recipients': () => json(page([])),
    });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Проверка получателей' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/recipients');
    expect(screen.getByTestId('staff-name')).toHaveTextContent('Ольга Смирнова');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Разделы кабинета' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Разделы рабочего места' })).toBeInTheDocument();
  });

  it('shows a customer "not found" in the cabinet on /staff', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'client' })),
      'GET /api/client/my-recipient-data': () => json(page([])),
    });
    const { router } = renderApp('/staff');

    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(screen.getAllByRole('navigation', { name: 'Разделы кабинета' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Проверка получателей' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /api/client/my-recipient-data').length).toBeGreaterThan(0));
    expect(callsTo('GET /api/staff/recipients')).toHaveLength(0);
  });
});
