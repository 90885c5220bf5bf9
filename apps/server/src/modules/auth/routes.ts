import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  FORGOT_PASSWORD_MAX_PER_ADDRESS,
  forgotPasswordSchema,
  PROBE_WINDOW_SECONDS,
  refreshedTokensSchema,
  refreshTokenSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  resetTokenQuerySchema,
  signInSchema,
  SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS,
  signUpSchema,
  tokenPairSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { bearerAuth, errors, messageResponse } from '../../http.js';
import { bearerToken, currentUser } from '../../plugins/request-user.js';
import { outcomeLimit } from '../../plugins/rate-limit.js';
import type { OpenAccounts } from './customers.js';
import { checkResetToken } from './check-reset-token.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { rotateRefreshToken } from './rotate-refresh-token.js';
import { authStaffRoutes } from './staff-routes.js';
import { changePassword } from './change-password.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';
import { revokeSession, type ClientInfo } from './sessions.js';

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * The auth plugin. `openAccounts` is finance's: sign-up opens the new customer's accounts in its transaction, handed
 * in by app.ts because finance reads auth's customer facts and auth imports no finance (decision 058).
 */
export async function authRoutes(
  fastify: FastifyInstance,
  { ctx, openAccounts }: { ctx: AppContext; openAccounts: OpenAccounts },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(authStaffRoutes, { ctx });

  app.post(
    '/api/client/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Вход по e-mail и паролю',
        body: signInSchema,
        response: { 200: tokenPairSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { accessToken, refreshToken } = await signIn(ctx, request.body, clientInfo(request));
      return { token: accessToken, refreshToken };
    },
  );

  // «Email taken» tells a stranger the address is a customer's: an address that keeps hearing it is stopped.
  const emailTakenAnswers = outcomeLimit(app, {
    name: 'sign-up:email-taken',
    max: SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS,
    windowSeconds: PROBE_WINDOW_SECONDS,
  });
  app.post(
    '/api/client/sign-up',
    {
      preHandler: (request) => emailTakenAnswers.refuseOverLimit(request),
      schema: {
        tags: ['auth'],
        summary: 'Регистрация клиента',
        body: signUpSchema,
        response: { 201: tokenPairSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { accessToken, refreshToken } = await signUp(
        ctx,
        request.body,
        clientInfo(request),
        openAccounts,
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'EMAIL_TAKEN') await emailTakenAnswers.count(request);
        throw error;
      });
      return reply.status(201).send({ token: accessToken, refreshToken });
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Обмен refresh-токена на новую пару (старый перестаёт действовать)',
        body: refreshTokenSchema,
        response: { 200: refreshedTokensSchema, ...errors(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(ctx.db, ctx.signer, request.body.refreshToken, ctx.sessionEnds),
  );

  app.post(
    '/api/client/sign-out',
    {
      config: { staffToo: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Выход: сессия завершается',
        security: bearerAuth,
        response: { 204: z.null(), ...errors(401) },
      },
    },
    async (request, reply) => {
      const { sessionId } = currentUser(request);
      await revokeSession(ctx.db, sessionId, 'sign-out');
      await ctx.sessionEnds.announce({ sessionId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/client/forgot-password',
    {
      config: {
        rateLimit: { max: FORGOT_PASSWORD_MAX_PER_ADDRESS, timeWindow: PROBE_WINDOW_SECONDS * 1000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Письмо со ссылкой для восстановления пароля',
        body: forgotPasswordSchema,
        response: { 200: messageResponse, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.get(
    '/api/client/reset-password/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Действует ли ссылка восстановления пароля (ссылка при этом не расходуется)',
        querystring: resetTokenQuerySchema,
        response: { 200: resetTokenCheckSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await checkResetToken(ctx.db, request.query.token);
      return { valid: true as const };
    },
  );

  app.put(
    '/api/client/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Новый пароль по ссылке из письма (токен в ?token= или в заголовке Bearer)',
        querystring: resetTokenQuerySchema,
        body: resetPasswordSchema,
        response: { 200: messageResponse, ...errors(400) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.query.token ?? bearerToken(request), request.body.password);
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );

  app.put(
    '/api/client/change-password',
    {
      config: { staffToo: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Смена пароля; остальные сессии завершаются',
        security: bearerAuth,
        body: changePasswordSchema,
        response: { 200: messageResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(ctx, { userId: user.id, sessionId: user.sessionId }, request.body);
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );
}
