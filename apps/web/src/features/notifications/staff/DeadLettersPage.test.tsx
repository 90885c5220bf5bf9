import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRouted } from '../test/renderRouted';
import { DeadLettersPage } from './DeadLettersPage';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const letter = {
  id: 41,
  eventId: 9,
  channel: 'telegram',
  kind: 'parcel',
  customer: { id: 5, email: 'ivan@example.ru' },
  attempts: 5,
  lastError: 'Telegram 403: bot was blocked by the user',
  failedAt: '2026-11-24T09:30:00.000Z',
  createdAt: '2026-11-24T09:00:00.000Z',
};

describe('/staff/notifications', () => {
  it('lists the failed deliveries and puts one back on the queue', async () => {
    const { callsTo } = mockFetch({
      'GET /api/staff/notifications/dead-letters': () =>
        json({ data: [letter], totalElements: 1, totalPages: 1, page: 1 }),
      'POST /api/staff/notifications/dead-letters/41/retry': () =>
        json({ message: 'Доставка поставлена в очередь повторно' }),
    });
    renderRouted(<DeadLettersPage />, '/staff/notifications');

    const row = await screen.findByTestId('dead-letter-row');
    expect(within(row).getByText('ivan@example.ru')).toBeInTheDocument();
    expect(within(row).getByText('Telegram')).toBeInTheDocument();
    expect(within(row).getByText('Посылки')).toBeInTheDocument();
    expect(within(row).getByText('Telegram 403: bot was blocked by the user')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Доставка поставлена в очередь повторно')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /api/staff/notifications/dead-letters')).toHaveLength(2));
  });
});
