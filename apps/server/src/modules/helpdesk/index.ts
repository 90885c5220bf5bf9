/** What other modules may use of the help desk: the demo seed opens a ticket as a customer does. */
export { createTicket } from './create-ticket.js';
export { unreadAnswersCount } from './dashboard-counts.js';
/** The staff's answer to a ticket (the demo seed answers its question). */
export { staffAnswer } from './staff-answer.js';
