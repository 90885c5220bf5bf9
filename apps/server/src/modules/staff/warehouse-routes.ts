import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskGoodSchema,
  GOOD_MESSAGES,
  goodSchema,
  trackNumberSchema,
  waifReceiptSchema,
  warehouseReceiptSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { bearerAuth, errors, wholeList, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import {
  addPhotoReport,
  deskGoods,
  listWaifReceipts,
  receiveTrack,
  setGoodStatusByStaff,
} from '../goods/warehouse.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The warehouse desk: receiving tracks, photo reports, problem statuses and returns. Staff only. */
export async function warehouseRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.post(
    '/api/staff/warehouse/receive',
    {
      schema: {
        ...s,
        summary: 'Приёмка китайской посылки по трек-номеру',
        body: z.object({ trackNumber: trackNumberSchema }),
        response: {
          200: warehouseReceiptSchema,
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => receiveTrack(ctx.db, currentUser(request).id, request.body.trackNumber),
  );

  app.get(
    '/api/staff/warehouse/waifs',
    {
      schema: {
        ...s,
        summary: 'Неопознанные посылки: трек никто не зарегистрировал',
        response: {
          200: pageResponse(waifReceiptSchema),
          ...errors(401, 404),
        },
      },
    },
    async () => wholeList(await listWaifReceipts(ctx.db)),
  );

  app.get(
    '/api/staff/goods',
    {
      schema: {
        ...s,
        summary: 'Товары всех клиентов по трек-номеру и статусу',
        querystring: z.object({
          track: z.string().max(30).optional(),
          statusId: z
            .string()
            .regex(/^\d+(,\d+)*$/)
            .transform((t) => t.split(',').map(Number))
            .optional(),
        }),
        response: { 200: pageResponse(deskGoodSchema), ...errors(401, 404) },
      },
    },
    async (request) =>
      wholeList(await deskGoods(ctx.db, { track: request.query.track, statusIds: request.query.statusId })),
  );

  app.post(
    '/api/staff/goods/:id/photo-report',
    {
      schema: {
        ...s,
        summary: 'Фотоотчёт по товару (multipart, поле file)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: goodSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const file = await request
        .file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } })
        .catch(() => undefined);
      if (!file) throw new AppError(400, 'NO_FILE', GOOD_MESSAGES.noFile);
      const data = await file.toBuffer().catch(() => {
        throw new AppError(413, 'FILE_TOO_LARGE', GOOD_MESSAGES.imageTooLarge);
      });
      return addPhotoReport(ctx.db, ctx.storage, currentUser(request).id, request.params.id, data);
    },
  );

  app.put(
    '/api/staff/goods/:id/status',
    {
      schema: {
        ...s,
        summary: 'Статус товара: проблема (11, 90 — с причиной) или шаг возврата отправителю (111–115, 120)',
        params: idParams,
        body: z.object({ statusId: z.number().int(), reason: z.string().max(500).optional() }),
        response: { 200: goodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      setGoodStatusByStaff(ctx.db, request.params.id, request.body.statusId, request.body.reason),
  );
}
