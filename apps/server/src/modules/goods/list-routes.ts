import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOD_SECTIONS,
  goodSchema,
  goodsCountersSchema,
  idParam,
  type GoodSection,
  PAGE_SIZE_DEFAULT,
  statusIdsQuery,
  trackNumberSchema,
} from '@cargo/domain';
import { trackCheckAnswerSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { asJsonText } from '../../db/read/json-reply.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { goodsCounters } from './goods-counters.js';
import { goodsPageText } from './goods-page-text.js';
import { storageSettingsOf } from './storage-settings.js';
import { trackRegistered } from './queries.js';

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const sectionNames = Object.keys(GOOD_SECTIONS) as [GoodSection, ...GoodSection[]];

export async function goodListRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['goods'], security: bearerAuth };

  app.get(
    '/api/client/my-goods',
    {
      schema: {
        ...s,
        summary:
          'Товары клиента: statusId (через запятую) или section, isReady, parcelId, free (ни в одной посылке), sort=name|date',
        querystring: pageQuery(PAGE_SIZE_DEFAULT).extend({
          statusId: statusIdsQuery.optional(),
          section: z.enum(sectionNames).optional(),
          isReady: booleanQuery.optional(),
          parcelId: idParam.optional(),
          free: booleanQuery.optional(),
          sort: z.enum(['name', 'date']).default('date'),
        }),
        response: { 200: pageResponse(goodSchema), ...errors(400, 401) },
      },
      // Pages of 1,000 goods (docs/decisions/038, 040): one statement with the session check, the rows' JSON
      // written by PostgreSQL.
      config: { checksSessionInQuery: true },
    },
    async (request, reply) => {
      const q = request.query;
      const text = await goodsPageText(
        readScope(request, ctx.db),
        signedInUserId(request),
        {
          statusIds: q.statusId ?? (q.section ? [...GOOD_SECTIONS[q.section]] : undefined),
          isReady: q.isReady,
          parcelId: q.parcelId,
          free: q.free,
          sort: q.sort,
          page: q.page,
          size: q.offset,
        },
        storageSettingsOf(ctx.config),
      );
      return asJsonText(reply, text);
    },
  );

  app.get(
    '/api/client/my-goods/counters',
    {
      schema: {
        ...s,
        summary: 'Число товаров в каждом разделе (для вкладок и значка в меню)',
        response: { 200: goodsCountersSchema, ...errors(401) },
      },
      // Asked for on every page (tabs, sidebar badge): the session check rides in its one statement.
      config: { checksSessionInQuery: true },
    },
    async (request) => goodsCounters(readScope(request, ctx.db), signedInUserId(request)),
  );

  app.get(
    '/api/goods/incomingDeclaration/check',
    {
      schema: {
        ...s,
        summary: 'Зарегистрирован ли уже трек-номер у клиента (goodId — не считать этот товар)',
        querystring: z.object({
          incomingDeclaration: trackNumberSchema,
          clientId: idParam.optional(),
          goodId: idParam.optional(),
        }),
        response: { 200: trackCheckAnswerSchema, ...errors(400, 401) },
      },
    },
    async (request) => ({
      exists: await trackRegistered(
        ctx.db,
        currentUser(request).id,
        request.query.incomingDeclaration,
        request.query.goodId,
      ),
    }),
  );
}
