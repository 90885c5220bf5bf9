import type { StaffTicketView, TicketAnswersView, TicketMessageView, TicketView } from '@cargo/domain';

/** A customer's ticket as the list answers it (GET /api/helpDesk/tickets). */
export function ticketFixture(overrides: Partial<TicketView> = {}): TicketView {
  return {
    id: 5,
    titleId: 2,
    title: 'Посылки и доставка',
    subject: 'Где моя посылка?',
    statusId: 7,
    status: { id: 7, slug: 'open', title: 'В работе' },
    object: { type: 'parcel', id: 12, title: 'Посылка №12', link: '/parcels/12' },
    lastMessage: 'Посылка на складе, отправим завтра.',
    lastMessageAt: '2026-11-20T10:00:00.000Z',
    unread: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function ticketMessageFixture(overrides: Partial<TicketMessageView> = {}): TicketMessageView {
  return {
    id: 1,
    ticketId: 5,
    text: 'Здравствуйте! Где моя посылка?',
    fromStaff: false,
    authorName: 'Иван Петров',
    internal: false,
    images: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/helpDesk/answers/5: the ticket and one page of its messages, oldest first. */
export function ticketAnswersFixture(
  messages: TicketMessageView[] = [
    ticketMessageFixture(),
    ticketMessageFixture({
      id: 2,
      fromStaff: true,
      authorName: 'Мария',
      text: 'Посылка на складе, отправим завтра.',
      createdAt: '2026-11-20T10:00:00.000Z',
    }),
  ],
  ticket: Partial<TicketView> = {},
  autoClose: Partial<TicketAnswersView['autoClose']> = {},
): TicketAnswersView {
  return {
    data: messages,
    totalElements: messages.length,
    totalPages: 0,
    page: 1,
    ticket: ticketFixture(ticket),
    autoClose: { days: 7, at: null, closedAutomatically: false, ...autoClose },
  };
}

export function staffTicketFixture(overrides: Partial<StaffTicketView> = {}): StaffTicketView {
  return {
    ...ticketFixture({ statusId: 6, status: { id: 6, slug: 'new', title: 'Новое' } }),
    customer: { id: 3, email: 'ivan@example.com', clientCode: 'C-1003' },
    unreadByStaff: 1,
    waitingSince: new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString(),
    firstResponseSeconds: null,
    assigneeName: null,
    ...overrides,
  };
}
