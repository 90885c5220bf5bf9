import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { notificationFixture, notificationPage } from '../test/fixtures';
import { renderRouted } from '../test/renderRouted';
import { NotificationBell } from './NotificationBell';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const weighed = notificationFixture();
const credited = notificationFixture({
  id: 2,
  kind: 'topUp',
  objectId: 3,
  title: 'Баланс пополнен',
  text: 'Зачислено 5 000 ₽',
  link: '/finance',
  read: true,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});

describe('the bell', () => {
  it('shows the unread count and, opened, the latest events with how long ago', async () => {
    const { callsTo } = mockFetch({
      'GET /api/notifications': () => json(notificationPage([weighed, credited])),
    });
    renderRouted(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Уведомления: 1 непрочитанное уведомление' });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    await userEvent.click(bell);

    const dropdown = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(dropdown).getByText('Посылка № 7 взвешена')).toBeInTheDocument();
    expect(within(dropdown).getByText('5 минут назад')).toBeInTheDocument();
    expect(within(dropdown).getByText('3 часа назад')).toBeInTheDocument();
    expect(within(dropdown).getByRole('link', { name: 'Все уведомления' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(callsTo('GET /api/notifications')[0]?.search.get('unread')).toBeNull();
  });

  it('marks every event read and shows the count the server answers after', async () => {
    let unread = 1;
    const { callsTo } = mockFetch({
      'GET /api/notifications': () =>
        json(notificationPage([{ ...weighed, read: unread === 0 }, credited], unread)),
      'POST /api/notifications/read': () => {
        unread = 0;
        return json({ unread: 0 });
      },
    });
    renderRouted(<NotificationBell />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Уведомления: 1 непрочитанное уведомление' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));

    await waitFor(() => expect(callsTo('POST /api/notifications/read')).toHaveLength(1));
    expect(callsTo('POST /api/notifications/read')[0]?.body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
  });

  it('opens the object of an event and marks that event read', async () => {
    const { callsTo } = mockFetch({
      'GET /api/notifications': () => json(notificationPage([weighed])),
      'POST /api/notifications/read': () => json({ unread: 0 }),
    });
    const { router } = renderRouted(<NotificationBell />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Уведомления: 1 непрочитанное уведомление' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Посылка № 7 взвешена/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels/7'));
    await waitFor(() => expect(callsTo('POST /api/notifications/read')[0]?.body).toEqual({ ids: [1] }));
  });

  it('says when there is nothing yet', async () => {
    mockFetch({ 'GET /api/notifications': () => json(notificationPage([])) });
    renderRouted(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления' }));
    expect(await screen.findByText('Уведомлений пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).not.toBeInTheDocument();
  });
});

describe('the bell’s count in words', () => {
  it.each([
    [3, 'Уведомления: 3 непрочитанных уведомления'],
    [5, 'Уведомления: 5 непрочитанных уведомлений'],
    [41, 'Уведомления: 41 непрочитанное уведомление'],
  ])('agrees with %i', async (count, label) => {
    mockFetch({ 'GET /api/notifications': () => json(notificationPage([weighed], count)) });
    renderRouted(<NotificationBell />);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });
});
