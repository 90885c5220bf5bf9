import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditFilterSchema, auditPageSchema, auditQuerySchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { exportAuditCsv } from './export-audit.js';
import { auditActors } from './list-audit-actors.js';
import { listAudit, objectHistory } from './list-audit.js';

/** The audit desk (owner, finance) and the history every object's desk page shows. */
export async function auditRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Журнал действий сотрудников: фильтры по сотруднику, объекту, действию, клиенту и датам',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { page, offset, ...filter } = request.query;
      return listAudit(ctx.readDb, filter, { page, size: offset });
    },
  );

  app.get(
    '/api/staff/audit/export',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Журнал действий сотрудников в CSV (те же фильтры)',
        querystring: auditFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditCsv(ctx.readDb, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/staff/audit/actors',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Сотрудники, чьи действия есть в журнале (для фильтра)',
        response: { 200: z.array(z.object({ id: z.number(), email: z.string() })), ...errors(401, 404) },
      },
    },
    async () => auditActors(ctx.db),
  );

  app.get(
    '/api/staff/history/:objectType/:objectId',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'История объекта: кто из сотрудников что менял',
        params: z.object({
          objectType: z.string().regex(/^[a-z-]{1,40}$/),
          objectId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
        }),
        response: { 200: z.array(auditEntrySchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => objectHistory(ctx.db, request.params.objectType, request.params.objectId),
  );
}
