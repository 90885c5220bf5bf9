import type { QueryClient } from '@tanstack/react-query';

/** Every help-desk query sits under this root, so a new ticket or answer reloads the lists, chats and the summary. */
export const HELPDESK_QUERY_ROOT = ['helpdesk'] as const;

export const helpdeskQueryKeys = {
  all: HELPDESK_QUERY_ROOT,
  titles: [...HELPDESK_QUERY_ROOT, 'titles'] as const,
  summary: [...HELPDESK_QUERY_ROOT, 'summary'] as const,
  ticketLists: [...HELPDESK_QUERY_ROOT, 'tickets'] as const,
  tickets: (page: number) => [...HELPDESK_QUERY_ROOT, 'tickets', page] as const,
  answers: (ticketId: number) => [...HELPDESK_QUERY_ROOT, 'answers', ticketId] as const,
  staffRoot: [...HELPDESK_QUERY_ROOT, 'staff'] as const,
  staffQueue: (statusId: number, page: number, q: string) =>
    [...HELPDESK_QUERY_ROOT, 'staff', 'queue', statusId, page, q] as const,
  staffTicket: (id: number) => [...HELPDESK_QUERY_ROOT, 'staff', 'ticket', id] as const,
  staffAbout: (filter: Record<string, string | number>) =>
    [...HELPDESK_QUERY_ROOT, 'staff', 'about', filter] as const,
};

/** After a new ticket or message: the customer's lists, chats and the sidebar's unread count. */
export function invalidateHelpdesk(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: HELPDESK_QUERY_ROOT });
}

/** After a staff answer or status change: the queue and the ticket. */
export function invalidateStaffHelpdesk(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: helpdeskQueryKeys.staffRoot });
}
