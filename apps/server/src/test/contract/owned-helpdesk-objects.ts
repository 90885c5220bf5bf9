import type { ObjectKind } from './owned.js';

/** The help-desk objects the ownership sweep names: a ticket, shown by its answers. */
export const HELPDESK_OBJECTS = {
  ticket: {
    what: 'help-desk ticket with the customer’s question',
    create: async (h) =>
      Number((await h.post('/api/helpDesk', { titleId: 7, message: `Вопрос ${h.mark}` }, 'a ticket')).id),
    show: (id) => ({ url: `/api/helpDesk/answers/${id}` }),
  },
} satisfies Record<string, ObjectKind>;
