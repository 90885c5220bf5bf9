import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodSchema, idParams } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { approveGoodPhotos, requestGoodReturnFromPhotos } from './answer-photos.js';
import { viewGood } from './queries.js';
import { storageSettingsOf } from './storage-settings.js';

/**
 * The customer's answer to the warehouse's photos of a good (decision 033): approve, or send it back. Both take an
 * `Idempotency-Key` (decision 053): a retry after a lost answer gets the first answer, not a 409.
 */
export async function photoApprovalRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = storageSettingsOf(ctx.config);
  app.addHook('onRequest', app.authenticate);
  const schema = (summary: string) => ({
    tags: ['goods'],
    security: bearerAuth,
    summary,
    params: idParams,
    response: { 200: goodSchema, ...errors(400, 401, 404, 409) },
  });

  app.post(
    '/api/goods/cl/photos/approve/:id',
    { schema: schema('Одобрить фото склада: товар можно добавить в посылку'), config: { idempotent: true } },
    async (request) =>
      viewGood(ctx.db, await approveGoodPhotos(ctx.db, currentUser(request).id, request.params.id), settings),
  );

  app.post(
    '/api/goods/cl/photos/return/:id',
    {
      schema: schema('Вернуть продавцу после просмотра фото склада (товар → 110)'),
      config: { idempotent: true },
    },
    async (request) =>
      viewGood(
        ctx.db,
        await requestGoodReturnFromPhotos(ctx.db, currentUser(request).id, request.params.id),
        settings,
      ),
  );
}
