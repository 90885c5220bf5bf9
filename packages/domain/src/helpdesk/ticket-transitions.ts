import { TICKET_STATUS } from './helpdesk.js';
import type { Transition } from '../shared/transition-types.js';

/** The tickets' rows of the transition tables (the rules are described in transitions.ts). */
const K = TICKET_STATUS;
/** Help-desk tickets (decision 028): staff answers wait for the customer, whose reply reopens even a closed one. */
export const TICKET_TRANSITIONS = [
  { action: 'reply', actor: 'customer', from: [K.NEW], to: 'same' },
  { action: 'reply', actor: 'customer', from: [K.OPEN, K.WAITING_CUSTOMER, K.CLOSED], to: K.OPEN },
  {
    action: 'answer',
    actor: 'staff',
    from: [K.NEW, K.OPEN, K.WAITING_CUSTOMER, K.CLOSED],
    to: K.WAITING_CUSTOMER,
  },
  { action: 'open', actor: 'staff', from: [K.NEW, K.WAITING_CUSTOMER, K.CLOSED], to: K.OPEN },
  { action: 'wait', actor: 'staff', from: [K.NEW, K.OPEN, K.CLOSED], to: K.WAITING_CUSTOMER },
  { action: 'close', actor: 'staff', from: [K.NEW, K.OPEN, K.WAITING_CUSTOMER], to: K.CLOSED },
  // The scheduled job closes a ticket that waited for the customer longer than TICKET_AUTO_CLOSE_DAYS.
  { action: 'autoClose', actor: 'system', from: [K.WAITING_CUSTOMER], to: K.CLOSED },
] as const satisfies readonly Transition[];

/** A ticket starts new (`POST /api/helpDesk`). */
export const TICKET_INITIAL_STATUS = { created: K.NEW } as const;
