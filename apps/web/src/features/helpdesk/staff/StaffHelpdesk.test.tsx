import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { staffTicketFixture, ticketMessageFixture } from '../../../test/helpdeskFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff help desk', () => {
  it('lists the queue with the counts, the waiting time, the customer and unread messages', async () => {
    const api = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/helpdesk/tickets': () =>
        json({
          data: [staffTicketFixture()],
          totalElements: 1,
          totalPages: 0,
          page: 1,
          counts: { 6: 1, 7: 4 },
        }),
    });
    renderApp('/staff/helpdesk');

    const row = await screen.findByTestId('staff-ticket-row');
    expect(within(row).getByTestId('waiting')).toHaveTextContent('ждёт 2 ч');
    expect(within(row).getByText(/ivan@example.com · код C-1003/)).toBeInTheDocument();
    expect(within(row).getByLabelText('Непрочитанных сообщений: 1')).toBeInTheDocument();
    expect(within(row).getByTestId('first-response')).toHaveTextContent('Ещё без ответа');
    expect(within(row).getByRole('link', { name: 'Посылка №12' })).toHaveAttribute(
      'href',
      '/staff/parcels/12',
    );
    expect(screen.getByRole('tab', { name: /В работе/ })).toHaveTextContent('4');
    expect(api.callsTo('GET /api/staff/helpdesk/tickets')[0]!.search.get('statusId')).toBe('6');
  });

  it('marks internal notes and sends a note with the switch on', async () => {
    const messages = [
      ticketMessageFixture(),
      ticketMessageFixture({
        id: 2,
        fromStaff: true,
        internal: true,
        authorName: 'Мария',
        text: 'Проверить вес',
      }),
    ];
    const api = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/helpdesk/tickets/5': () =>
        json({ ticket: staffTicketFixture({ firstResponseSeconds: 900 }), messages }),
      'POST /api/staff/helpdesk/tickets/5/answers': () =>
        json(ticketMessageFixture({ id: 3, fromStaff: true, internal: true }), 201),
    });
    renderApp('/staff/helpdesk/5');

    const log = await screen.findByRole('log', { name: 'Переписка' });
    const [question, noteBubble] = within(log).getAllByTestId('ticket-message');
    expect(question).not.toHaveAttribute('data-internal');
    expect(noteBubble).toHaveAttribute('data-internal', 'true');
    expect(noteBubble).toHaveTextContent('Внутренняя заметка, клиент её не видит');
    expect(screen.getByText(/первый ответ через 15 мин/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Внутренняя заметка/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Внутренняя заметка' }), 'Позвонить завтра');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить заметку' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/staff/helpdesk/tickets/5/answers')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/helpdesk/tickets/5/answers')[0]!.body).toEqual({
      message: 'Позвонить завтра',
      images: [],
      internal: true,
    });
  });

  it('speaks Chinese in the conversation and the reply box to a member who chose 中文', async () => {
    const messages = [
      ticketMessageFixture(),
      ticketMessageFixture({
        id: 2,
        fromStaff: true,
        internal: true,
        authorName: 'Мария',
        text: 'Проверить вес',
      }),
    ];
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () =>
        json({ id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'], deskLanguage: 'zh' }),
      'GET /api/staff/helpdesk/tickets/5': () =>
        json({ ticket: staffTicketFixture({ firstResponseSeconds: 900 }), messages }),
    });
    renderApp('/staff/helpdesk/5');

    const log = await screen.findByRole('log', { name: '对话记录' });
    const [question, noteBubble] = within(log).getAllByTestId('ticket-message');
    expect(noteBubble).toHaveTextContent('内部备注，客户看不到');
    expect(question).toHaveTextContent(/2026\/11\/20/);
    expect(question).not.toHaveTextContent(/20\.11\.2026/);
    expect(screen.getByPlaceholderText('请输入消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加图片' })).toBeInTheDocument();
  });
});
