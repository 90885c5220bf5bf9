import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalDecisionSchema,
  approvalsPageSchema,
  approvalsQuerySchema,
  approveSchema,
  idParams,
  rejectSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { type ApprovalExecutors, approveRequest, rejectRequest } from './decide-approval.js';
import { listApprovals } from './list-approvals.js';

/**
 * The finance desk's «Подтверждения» (decision 049): the requests waiting for a second member, with counts, and
 * the decisions. `executors` (from `app.ts`) run each kind's operation when it is approved.
 */
export async function approvalRoutes(
  fastify: FastifyInstance,
  { ctx, executors }: { ctx: AppContext; executors: ApprovalExecutors },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/approvals',
    {
      schema: {
        ...s,
        summary: 'Запросы на подтверждение (по умолчанию ждущие, старые первыми) и их число по статусам',
        querystring: approvalsQuerySchema,
        response: { 200: approvalsPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { statusId, page, offset } = request.query;
      return listApprovals(ctx.readDb, statusId, { page, size: offset });
    },
  );

  app.post(
    '/api/staff/approvals/:id/approve',
    {
      schema: {
        ...s,
        summary: 'Подтвердить запрос другого сотрудника: операция исполняется от имени подтвердившего',
        params: idParams,
        body: approveSchema,
        response: { 200: approvalDecisionSchema, ...errors(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) =>
      approveRequest(ctx.db, staffActor(request), request.params.id, request.body.comment || null, executors),
  );

  app.post(
    '/api/staff/approvals/:id/reject',
    {
      schema: {
        ...s,
        summary: 'Отклонить запрос другого сотрудника с причиной: ничего не меняется',
        params: idParams,
        body: rejectSchema,
        response: { 200: approvalDecisionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectRequest(ctx.db, staffActor(request), request.params.id, request.body.comment),
  );
}
