import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskSearchQuery,
  idParam,
  idParams,
  staffTicketAnswerSchema,
  staffTicketDetailSchema,
  staffTicketPageSchema,
  staffTicketSchema,
  staffTicketStatusSchema,
  TICKET_OBJECT_TYPES,
  TICKET_PAGE_SIZE,
  TICKET_STATUS_IDS,
  ticketMessageSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { changeTicketStatus } from './change-ticket-status.js';
import type { AnswerPublisher } from './publisher.js';
import { staffAnswer } from './staff-answer.js';
import { staffQueue } from './staff-queue.js';
import { staffTicket } from './staff-ticket.js';

const queueQuery = pageQuery(TICKET_PAGE_SIZE)
  .extend({
    statusId: z.coerce
      .number()
      .int()
      .refine((id) => TICKET_STATUS_IDS.includes(id), 'Такого статуса нет')
      .optional(),
    /** One customer's tickets (their desk page). */
    customerId: idParam.optional(),
    /** The tickets about one object (its desk page): both or neither. */
    objectType: z.enum(TICKET_OBJECT_TYPES).optional(),
    objectId: idParam.optional(),
  })
  .extend(deskSearchQuery.shape);

/** The staff's help desk: the queue, one ticket with its internal notes, answers and status changes. */
export async function helpdeskStaffRoutes(
  fastify: FastifyInstance,
  { ctx, publisher }: { ctx: AppContext; publisher: AnswerPublisher },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/helpdesk/tickets',
    {
      schema: {
        ...s,
        summary:
          'Очередь обращений: дольше всех ждущие ответа первыми; число обращений в каждом статусе; обращения клиента, объекта или поиска q',
        querystring: queueQuery,
        response: { 200: staffTicketPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { statusId, page, offset, ...filter } = request.query;
      return staffQueue(ctx.readDb, statusId, { page, size: offset }, filter);
    },
  );

  app.get(
    '/api/staff/helpdesk/tickets/:id',
    {
      schema: {
        ...s,
        summary: 'Обращение со всеми сообщениями, внутренние заметки тоже; отмечает его просмотренным',
        params: idParams,
        response: { 200: staffTicketDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => staffTicket(ctx.db, request.params.id),
  );

  app.post(
    '/api/staff/helpdesk/tickets/:id/answers',
    {
      schema: {
        ...s,
        summary: 'Ответ клиенту (обращение ждёт его ответа) или внутренняя заметка (клиент её не видит)',
        params: idParams,
        body: staffTicketAnswerSchema,
        response: { 201: ticketMessageSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const message = await staffAnswer(ctx.db, staffActor(request), request.params.id, request.body);
      if (!message.internal) await publisher.publish(message);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/staff/helpdesk/tickets/:id/status',
    {
      schema: {
        ...s,
        summary: 'Сменить статус обращения (в работе, ждёт клиента, закрыто)',
        params: idParams,
        body: staffTicketStatusSchema,
        response: { 200: staffTicketSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const view = await changeTicketStatus(
        ctx.db,
        staffActor(request),
        request.params.id,
        request.body.statusId,
      );
      // The customer's open chat shows the new status at once (decision 053).
      await publisher.publishStatus({ ticketId: view.id, statusId: view.statusId });
      return view;
    },
  );
}
