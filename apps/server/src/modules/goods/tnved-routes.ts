import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodTnvedSchema, idParams, tnvedSuggestionSchema } from '@cargo/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { setGoodTnved, suggestTnved } from './tnved.js';

/** A good's ТН ВЭД code for the customs registry (decision 062): set by the desk, suggested from the same name. */
export async function goodsTnvedRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.put(
    '/api/staff/goods/:id/tnved',
    {
      schema: {
        ...s,
        summary: 'Код ТН ВЭД товара (10 цифр) или null',
        params: idParams,
        body: goodTnvedSchema,
        response: {
          200: z.object({ id: z.number(), tnvedCode: z.string().nullable() }),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => setGoodTnved(ctx.db, staffActor(request), request.params.id, request.body.tnvedCode),
  );

  app.get(
    '/api/staff/goods/:id/tnved-suggestion',
    {
      schema: {
        ...s,
        summary: 'Подсказка кода ТН ВЭД: самый частый код у прежних товаров с тем же названием',
        params: idParams,
        response: { 200: tnvedSuggestionSchema, ...errors(400, 401) },
      },
    },
    async (request) => suggestTnved(ctx.db, request.params.id),
  );
}
