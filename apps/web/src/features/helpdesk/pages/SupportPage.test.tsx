import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { ticketFixture } from '../../../test/helpdeskFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[]) => json({ data, totalElements: data.length, totalPages: 0, page: 1 });

describe('/customer-support', () => {
  it('lists the tickets with their statuses, the object, the last message and unread answers marked', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 2, openTicketId: 5 }),
      'GET /api/helpDesk/tickets': () =>
        page([
          ticketFixture({
            id: 5,
            unread: 2,
            statusId: 8,
            status: { id: 8, slug: 'v-processe', title: 'Ожидает вашего ответа' },
          }),
          ticketFixture({
            id: 4,
            subject: null,
            title: 'Оплата и баланс',
            object: null,
            lastMessage: 'Спасибо!',
            statusId: 9,
            status: { id: 9, slug: 'closed', title: 'Закрыто' },
          }),
        ]),
    });
    renderApp('/customer-support');

    const list = await screen.findByRole('list', { name: 'Обращения' });
    const [unread, read] = within(list).getAllByTestId('ticket-row');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread!).getByLabelText('Новый ответ: 2')).toBeInTheDocument();
    expect(within(unread!).getByTestId('ticket-status')).toHaveTextContent('Ожидает вашего ответа');
    expect(within(unread!).getByRole('link', { name: 'Где моя посылка?' })).toHaveAttribute(
      'href',
      '/customer-support/chat/5',
    );
    expect(within(unread!).getByRole('link', { name: 'Посылка №12' })).toHaveAttribute('href', '/parcels/12');
    expect(within(unread!).getByText('Посылка на складе, отправим завтра.')).toBeInTheDocument();

    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read!).queryByLabelText(/Новый ответ/)).not.toBeInTheDocument();
    expect(within(read!).getByTestId('ticket-status')).toHaveTextContent('Закрыто');
    expect(within(read!).getByRole('link', { name: 'Оплата и баланс' })).toBeInTheDocument();

    // The sidebar's «Помощь» carries the unread count of the summary.
    const nav = screen.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    expect(await within(nav).findByRole('link', { name: /Помощь/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Новое обращение' })).toHaveAttribute(
      'href',
      '/customer-support/new-message',
    );
  });

  it('says so when there are no tickets yet', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: null }),
      'GET /api/helpDesk/tickets': () => page([]),
    });
    renderApp('/customer-support');
    expect(await screen.findByText('Обращений пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Обращения' })).not.toBeInTheDocument();
  });
});
