import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { notificationFixture, notificationPage } from '../test/fixtures';
import { renderRouted } from '../test/renderRouted';
import { NotificationsPage } from './NotificationsPage';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('/notifications', () => {
  it('lists the events page by page, the unread ones marked, and opens one', async () => {
    const events = [
      notificationFixture(),
      notificationFixture({ id: 2, title: 'Товар принят на склад', link: '/products', read: true }),
    ];
    const { callsTo } = mockFetch({
      'GET /api/notifications': (call) =>
        json({ ...notificationPage(events), totalPages: 3, page: Number(call.search.get('page')) }),
      'POST /api/notifications/read': () => json({ unread: 0 }),
    });
    const { router } = renderRouted(<NotificationsPage />, '/notifications');

    const list = await screen.findByRole('list', { name: 'Список уведомлений' });
    const items = within(list).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[1]).not.toHaveAttribute('data-unread');
    expect(callsTo('GET /api/notifications')[0]?.search.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(callsTo('GET /api/notifications').at(-1)?.search.get('page')).toBe('2'));

    await userEvent.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels/7'));
    expect(callsTo('POST /api/notifications/read')[0]?.body).toEqual({ ids: [1] });
  });

  it('says when there are no events', async () => {
    mockFetch({ 'GET /api/notifications': () => json(notificationPage([])) });
    renderRouted(<NotificationsPage />, '/notifications');
    expect(await screen.findByText('Уведомлений пока нет')).toBeInTheDocument();
  });
});
