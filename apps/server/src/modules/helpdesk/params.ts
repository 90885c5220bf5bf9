import { z } from 'zod';
import { ID_MAX, idParam, pageQuery, TICKET_ANSWERS_PAGE_SIZE } from '@cargo/domain';

/** `{ticketId}` of the customer's ticket paths. */
export const ticketIdParams = z.object({ ticketId: idParam });

/** `?page` of a ticket's messages: left out, the last page (where the newest messages are). */
export const answersQuery = pageQuery(TICKET_ANSWERS_PAGE_SIZE).extend({
  page: z.coerce.number().int().min(1).max(ID_MAX).optional(),
});
