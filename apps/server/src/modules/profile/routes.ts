import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  myInfoSchema,
  PAGE_SIZE_DEFAULT,
  referralAmountQuerySchema,
  referralAmountSchema,
  referralPageSchema,
  referralUpdateSchema,
  updateProfileSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { attachReferrer, listReferrals } from '../auth/index.js';
import { referralRewardsAmount } from './referral-rewards.js';
import { getMyInfo } from './get-my-info.js';
import { updateProfile } from './update-profile.js';

export async function profileRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/client/my-info',
    {
      schema: {
        tags: ['profile'],
        summary: 'Профиль клиента и балансы счетов',
        security: bearerAuth,
        response: { 200: myInfoSchema, ...errors(401) },
      },
      // The most frequent signed-in read: the session check rides in its one statement.
      // Staff read their own name here too (the desk's header).
      config: { checksSessionInQuery: true, staffToo: true },
    },
    async (request) => getMyInfo(readScope(request, ctx.db), signedInUserId(request)),
  );

  app.put(
    '/api/client/update-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Изменение данных профиля',
        security: bearerAuth,
        body: updateProfileSchema,
        response: { 200: myInfoSchema, ...errors(400, 401) },
      },
    },
    async (request) => updateProfile(ctx.db, currentUser(request).id, request.body),
  );

  app.get(
    '/api/client/my-referrals',
    {
      schema: {
        tags: ['profile'],
        summary: 'Приглашённые клиенты',
        security: bearerAuth,
        querystring: pageQuery(PAGE_SIZE_DEFAULT),
        response: { 200: referralPageSchema, ...errors(401) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const page = { page: request.query.page, size: request.query.offset };
      return listReferrals(readScope(request, ctx.db), signedInUserId(request), page);
    },
  );

  app.get(
    '/api/client/my-referral/transactions/amount',
    {
      schema: {
        tags: ['profile'],
        summary: 'Сумма реферальных вознаграждений за период',
        security: bearerAuth,
        querystring: referralAmountQuerySchema,
        response: { 200: referralAmountSchema, ...errors(400, 401) },
      },
    },
    async (request) =>
      referralRewardsAmount(ctx.db, currentUser(request).id, request.query.from, request.query.to),
  );

  app.put(
    '/api/client/referral',
    {
      schema: {
        tags: ['profile'],
        summary: 'Привязка реферального кода к профилю (если его ещё нет)',
        security: bearerAuth,
        body: referralUpdateSchema,
        response: { 200: myInfoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await attachReferrer(ctx.db, userId, request.body.referralId);
      return getMyInfo(readScope(request, ctx.db), userId);
    },
  );
}
