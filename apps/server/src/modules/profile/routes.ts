import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURRENCY_CCYS,
  PROMO_MESSAGES,
  promoCodeSchema,
  referralAmountQuerySchema,
  referralUpdateSchema,
  updateProfileSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { redeemPromoCode } from './promo-codes.js';
import { attachReferrer, listReferrals, referralRewardsAmount } from './referrals.js';
import { getMyInfo, updateProfile } from './service.js';

const account = z.object({
  id: z.number(),
  currency: z.object({ ccy: z.enum(CURRENCY_CCYS), code: z.number() }),
  balance: z.number(),
});

export const myInfoResponse = z
  .object({
    id: z.number(),
    email: z.string(),
    role: z.enum(['client', 'staff']),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    middleName: z.string().nullable(),
    phone: z.string().nullable(),
    registrationSourceId: z.number(),
    referralCode: z.string(),
    referralId: z.string().nullable(),
    createdAt: z.string(),
    accounts: z.array(account),
    recipientClientData: z.null(),
  })
  .meta({ id: 'MyInfo' });

const referral = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  registeredAt: z.string(),
});

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
        response: { 200: myInfoResponse, ...errors(401) },
      },
    },
    async (request) => getMyInfo(ctx.db, currentUser(request).id),
  );

  app.put(
    '/api/client/update-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Изменение данных профиля',
        security: bearerAuth,
        body: updateProfileSchema,
        response: { 200: myInfoResponse, ...errors(400, 401) },
      },
    },
    async (request) => updateProfile(ctx.db, currentUser(request).id, request.body),
  );

  app.post(
    '/api/promoCode/:promoCode',
    {
      schema: {
        tags: ['profile'],
        summary: 'Активация промокода: бонус зачисляется на счёт',
        security: bearerAuth,
        params: promoCodeSchema,
        response: {
          200: z.object({
            message: z.string(),
            promoCode: z.string(),
            amount: z.number(),
            currency: z.enum(CURRENCY_CCYS),
          }),
          ...errors(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const result = await ctx.db.transaction((tx) => redeemPromoCode(tx, userId, request.params.promoCode));
      return { message: PROMO_MESSAGES.activated, ...result };
    },
  );

  app.get(
    '/api/client/my-referrals',
    {
      schema: {
        tags: ['profile'],
        summary: 'Приглашённые клиенты',
        security: bearerAuth,
        querystring: pageQuery(1000),
        response: { 200: pageResponse(referral), ...errors(401) },
      },
    },
    async (request) =>
      listReferrals(ctx.db, currentUser(request).id, request.query.page, request.query.offset),
  );

  app.get(
    '/api/client/my-referral/transactions/amount',
    {
      schema: {
        tags: ['profile'],
        summary: 'Сумма реферальных вознаграждений за период',
        security: bearerAuth,
        querystring: referralAmountQuerySchema,
        response: {
          200: z.object({ amount: z.number(), currency: z.literal('RUB'), count: z.number() }),
          ...errors(400, 401),
        },
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
        response: { 200: myInfoResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await attachReferrer(ctx.db, userId, request.body.referralId);
      return getMyInfo(ctx.db, userId);
    },
  );
}
