import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTicketSchema,
  HELPDESK_TITLES,
  helpDeskSummarySchema,
  helpDeskTitlesSchema,
  ticketAnswerSchema,
  ticketAnswersSchema,
  ticketMessageSchema,
  TICKET_PAGE_SIZE,
  ticketPageSchema,
  ticketSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { answerTicket } from './answer-ticket.js';
import { createTicket } from './create-ticket.js';
import { listTickets } from './list-tickets.js';
import { answersQuery, ticketIdParams } from './params.js';
import type { AnswerPublisher } from './publisher.js';
import { helpDeskSummary } from './summary.js';
import { autoCloseDaysOf } from './jobs.js';
import { ticketAnswers } from './ticket-answers.js';

/** The customer's help desk (spec section 7 "Help desk"): topics, tickets, their messages and the sidebar count. */
export async function helpdeskCustomerRoutes(
  fastify: FastifyInstance,
  { ctx, publisher }: { ctx: AppContext; publisher: AnswerPublisher },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['helpdesk'], security: bearerAuth };

  app.post(
    '/api/helpDesk',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Новое обращение (о своей посылке, товаре, грузе, заказе или пополнении — или ни о чём)',
        body: createTicketSchema,
        response: { 201: ticketSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTicket(ctx.db, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/helpDesk/title',
    { schema: { ...s, summary: 'Темы обращений', response: { 200: helpDeskTitlesSchema, ...errors(401) } } },
    async () => HELPDESK_TITLES.map(({ id, name }) => ({ id, name })),
  );

  app.get(
    '/api/helpDesk/tickets',
    {
      schema: {
        ...s,
        summary: 'Обращения клиента, последние по активности первыми, с непрочитанными ответами',
        querystring: pageQuery(TICKET_PAGE_SIZE),
        response: { 200: ticketPageSchema, ...errors(400, 401) },
      },
      // The help page's list: the session check rides in its one statement.
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const { page, offset } = request.query;
      return listTickets(readScope(request, ctx.db), signedInUserId(request), { page, size: offset });
    },
  );

  app.get(
    '/api/helpDesk/answers/:ticketId',
    {
      schema: {
        ...s,
        summary: 'Обращение и страница его сообщений (без page — последняя); отмечает ответы прочитанными',
        params: ticketIdParams,
        querystring: answersQuery,
        response: { 200: ticketAnswersSchema, ...errors(400, 401, 404) },
      },
      // The ticket, its page and the session check in one statement; marking it seen, when due, after it.
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const { page, offset } = request.query;
      return ticketAnswers(readScope(request, ctx.db), signedInUserId(request), request.params.ticketId, {
        page,
        size: offset,
        autoCloseDays: autoCloseDaysOf(ctx),
      });
    },
  );

  app.post(
    '/api/helpDesk/answers/:ticketId',
    {
      schema: {
        ...s,
        summary: 'Сообщение клиента в обращение (закрытое открывается снова)',
        params: ticketIdParams,
        body: ticketAnswerSchema,
        response: { 201: ticketMessageSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const message = await answerTicket(
        ctx.db,
        currentUser(request).id,
        request.params.ticketId,
        request.body,
      );
      await publisher.publish(message);
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/helpDesk/summary',
    {
      schema: {
        ...s,
        summary:
          'Непрочитанные ответы поддержки и открытое обращение (для меню и окна «Написать в поддержку»)',
        response: { 200: helpDeskSummarySchema, ...errors(401) },
      },
    },
    async (request) => helpDeskSummary(ctx.db, currentUser(request).id),
  );
}
