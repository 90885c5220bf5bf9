import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { ticketAnswersFixture, ticketMessageFixture } from '../../../test/helpdeskFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const messages = [1, 2, 3, 4].map((id) =>
  ticketMessageFixture({ id, fromStaff: id % 2 === 0, authorName: 'Мария', text: `Сообщение ${id}` }),
);

describe('the request-support dialog', () => {
  it('shows the open ticket: its latest messages and the way to the chat', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 1, openTicketId: 5 }),
      'GET /api/helpDesk/answers/5': () => json(ticketAnswersFixture(messages)),
    });
    renderApp('/dashboard?request-support=true');

    const dialog = await screen.findByRole('dialog', { name: 'Связаться с поддержкой' });
    const open = await within(dialog).findByTestId('open-ticket');
    expect(open).toHaveTextContent('Где моя посылка? · № 5');
    expect(
      within(open)
        .getAllByTestId('ticket-message')
        .map((bubble) => bubble.textContent),
    ).toEqual([
      expect.stringContaining('Сообщение 2'),
      expect.stringContaining('Сообщение 3'),
      expect.stringContaining('Сообщение 4'),
    ]);
    expect(within(open).getByRole('link', { name: 'Открыть переписку' })).toHaveAttribute(
      'href',
      '/customer-support/chat/5',
    );
    expect(within(dialog).queryByRole('form', { name: 'Новое обращение' })).not.toBeInTheDocument();
  });

  it('shows the new-request form when there is no open ticket', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: null }),
      'GET /api/helpDesk/title': () => json([{ id: 7, name: 'Другое' }]),
    });
    renderApp('/dashboard?request-support=true');

    const dialog = await screen.findByRole('dialog', { name: 'Связаться с поддержкой' });
    const form = await within(dialog).findByRole('form', { name: 'Новое обращение' });
    expect(within(form).getByRole('combobox', { name: /Тема обращения/ })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('open-ticket')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/скоро/i)).not.toBeInTheDocument();
  });
});
