import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskCountersSchema,
  deskSearchQuery,
  idParams,
  recipientCancelSchema,
  recipientPersonalDataSchema,
  recipientResponseSchema,
  RECIPIENT_STATUS,
  RECIPIENT_STATUS_IDS,
  recipientVersionQuery,
  staffRecipientSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { deskRecipient, listRecipientsByStatus, recipientDeskCounters } from './desk-recipients.js';
import { revealRecipientPersonalData } from './reveal-personal-data.js';
import { reviewRecipient } from './review.js';

const statusQuery = z.coerce
  .number()
  .int()
  .refine((status) => (RECIPIENT_STATUS_IDS as readonly number[]).includes(status))
  .default(RECIPIENT_STATUS.UNDER_REVIEW);

/** The recipients' review desk. Every route answers 404 to anyone but staff, as if it did not exist. */
export async function recipientStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const secured = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/recipients',
    {
      schema: {
        ...secured,
        summary:
          'Получатели в статусе (по умолчанию — на проверке); q — поиск по клиенту, номеру, ФИО, телефону',
        querystring: pageQuery(50).extend({ status: statusQuery }).extend(deskSearchQuery.shape),
        response: { 200: pageResponse(staffRecipientSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { status, page, offset, q } = request.query;
      return listRecipientsByStatus(ctx.readDb, status, { page, size: offset }, q);
    },
  );

  app.get(
    '/api/staff/recipients/counters',
    {
      schema: {
        ...secured,
        summary: 'Сколько получателей в каждом статусе (с поиском q — сколько найдено), без архивных',
        querystring: deskSearchQuery,
        response: { 200: deskCountersSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => recipientDeskCounters(ctx.readDb, request.query.q),
  );

  app.get(
    '/api/staff/recipients/:id',
    {
      schema: {
        ...secured,
        summary: 'Получатель любого клиента с клиентом (страница получателя)',
        params: idParams,
        response: { 200: staffRecipientSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deskRecipient(ctx.db, request.params.id),
  );

  app.put(
    '/api/staff/recipients/:id/confirm',
    {
      schema: {
        ...secured,
        summary: 'Подтвердить получателя (updatedAt — версия, которую проверил сотрудник)',
        params: idParams,
        querystring: recipientVersionQuery,
        response: { 200: recipientResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      reviewRecipient(
        ctx.db,
        staffActor(request),
        request.params.id,
        { confirm: true },
        request.query.updatedAt,
      ),
  );

  app.put(
    '/api/staff/recipients/:id/cancel',
    {
      schema: {
        ...secured,
        summary: 'Отклонить получателя с причиной, которую увидит клиент',
        params: idParams,
        querystring: recipientVersionQuery,
        body: recipientCancelSchema,
        response: { 200: recipientResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      reviewRecipient(
        ctx.db,
        staffActor(request),
        request.params.id,
        { confirm: false, reason: request.body.reason },
        request.query.updatedAt,
      ),
  );

  app.post(
    '/api/staff/recipients/:id/reveal',
    {
      schema: {
        ...secured,
        summary:
          'Паспорт и ИНН получателя без маски (поддержка, склад, владелец); каждый просмотр — запись в журнале',
        params: idParams,
        response: { 200: recipientPersonalDataSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => revealRecipientPersonalData(ctx.db, staffActor(request), request.params.id),
  );
}
