import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goodSchema, idParam, idParams } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { acceptGood, cancelGood, returnGood } from './good-actions.js';
import { deleteGoodPicture } from './picture.js';
import { type GoodRow, viewGood } from './queries.js';
import { storageSettingsOf } from './storage-settings.js';

type GoodAction = (db: Executor, userId: number, id: number) => Promise<GoodRow>;

/** The customer's status actions on a good, and removing its photo. */
export async function goodActionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = storageSettingsOf(ctx.config);
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['goods'], security: bearerAuth };

  /** A status action that answers the good as it is afterwards. */
  const statusAction = (method: 'POST' | 'DELETE', url: string, summary: string, action: GoodAction) =>
    app.route({
      method,
      url,
      schema: {
        ...s,
        summary,
        params: idParams,
        response: { 200: goodSchema, ...errors(400, 401, 404, 409) },
      },
      handler: async (request) =>
        viewGood(ctx.db, await action(ctx.db, currentUser(request).id, request.params.id), settings),
    });
  statusAction(
    'DELETE',
    '/api/goods/cl/:id',
    'Удаление товара, ещё не принятого складом (уходит в архив)',
    cancelGood,
  );
  statusAction('POST', '/api/goods/cl/accept/:id', 'Принять груз, отмеченный складом', acceptGood);
  statusAction('POST', '/api/goods/cl/return/:id', 'Вернуть груз отправителю', returnGood);
  statusAction('POST', '/api/goods/return/:id', 'Вернуть груз отправителю', returnGood);

  app.delete(
    '/api/goods/picture/:goodId',
    {
      schema: {
        ...s,
        summary: 'Удалить фото товара',
        params: z.object({ goodId: idParam }),
        querystring: z.object({
          imageName: z.string().min(1).max(200),
          goodsImageFieldName: z.literal('picture').default('picture'),
        }),
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteGoodPicture(
        ctx.db,
        ctx.storage,
        currentUser(request).id,
        request.params.goodId,
        request.query.imageName,
      );
      return reply.status(204).send(null);
    },
  );
}
