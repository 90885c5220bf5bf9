/**
 * What the help desk offers outside it: the sidebar's unread count, the support dialog (`?request-support=true`),
 * the «Задать вопрос» button of the objects' pages, and its screens (customer and staff), loaded lazily.
 */
export { useHelpDeskUnread } from './api/get-summary';
export { AskQuestionButton } from './components/AskQuestionButton';
export { RequestSupportModal } from './components/RequestSupportModal';
export { newMessagePath, SUPPORT_PATH } from './model/paths';
export { StaffObjectTickets } from './staff/StaffObjectTickets';
export type { TicketsAbout } from './api/staff-get-object-tickets';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const helpdeskPages = {
  list: () => import('./pages/SupportPage').then((m) => ({ Component: m.SupportPage })),
  newMessage: () => import('./pages/NewMessagePage').then((m) => ({ Component: m.NewMessagePage })),
  chat: () => import('./pages/ChatPage').then((m) => ({ Component: m.ChatPage })),
  // The help desk of the staff.
  staffQueue: () => import('./staff/StaffHelpdeskPage').then((m) => ({ Component: m.StaffHelpdeskPage })),
  staffTicket: () => import('./staff/StaffTicketPage').then((m) => ({ Component: m.StaffTicketPage })),
};
