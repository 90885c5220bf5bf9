import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsAnswerSchema,
  notificationSettingsSchema,
  telegramLinkSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { listNotifications, markRead } from './list-notifications.js';
import { settingsOf } from './preferences.js';
import { saveSettings } from './save-notification-settings.js';
import { createTelegramLink } from './create-telegram-link.js';
import { unlinkTelegram } from './unlink-telegram.js';

/** The customer's events (the bell, the list, an object's page), their channels and the Telegram link. */
export async function notificationCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = { tags: ['notifications'], security: bearerAuth };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/notifications',
    {
      schema: {
        ...s,
        summary: 'Уведомления клиента, новые сначала (или одного объекта), и число непрочитанных',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { page, offset, ...filter } = request.query;
      return listNotifications(ctx.db, currentUser(request).id, filter, { page, size: offset });
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        ...s,
        summary: 'Отметить уведомления прочитанными (указанные или все)',
        body: markNotificationsReadSchema,
        response: { 200: z.object({ unread: z.number() }), ...errors(400, 401) },
      },
    },
    async (request) => markRead(ctx.db, currentUser(request).id, request.body.ids),
  );

  app.get(
    '/api/notifications/settings',
    {
      schema: {
        ...s,
        summary: 'Каналы уведомлений по видам событий и подключение Telegram',
        response: { 200: notificationSettingsAnswerSchema, ...errors(401) },
      },
    },
    async (request) => settingsOf(ctx.db, currentUser(request).id, ctx.config.telegram),
  );

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        ...s,
        summary: 'Сохранить каналы уведомлений по видам событий',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsAnswerSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveSettings(ctx.db, userId, request.body);
      return settingsOf(ctx.db, userId, ctx.config.telegram);
    },
  );

  app.post(
    '/api/notifications/telegram/link',
    {
      schema: {
        ...s,
        summary: 'Одноразовая ссылка на Telegram-бота для подключения уведомлений',
        response: { 200: telegramLinkSchema, ...errors(401, 409) },
      },
    },
    async (request) => createTelegramLink(ctx.db, currentUser(request).id, ctx.config.telegram),
  );

  app.delete(
    '/api/notifications/telegram',
    {
      schema: {
        ...s,
        summary: 'Отключить Telegram: уведомления в чат больше не приходят',
        response: { 200: notificationSettingsAnswerSchema, ...errors(401) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await unlinkTelegram(ctx.db, userId);
      return settingsOf(ctx.db, userId, ctx.config.telegram);
    },
  );
}
