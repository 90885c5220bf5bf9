import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { QUEUES } from '../../jobs/queues.js';
import { emailNotifier } from '../../integrations/notifiers/email-notifier.js';
import { telegramApi, telegramNotifier } from '../../integrations/telegram/telegram-notifier.js';
import { notificationCustomerRoutes } from './customer-routes.js';
import { deliverJob } from './deliver-job.js';
import { notifyJob } from './notify-job.js';
import { notificationStaffRoutes } from './staff-routes.js';
import { telegramWebhookRoutes } from './telegram-webhook-routes.js';

/**
 * Notifications' HTTP (decision 029): the customer's events and settings, the bot's webhook, the dead letters;
 * and the module's jobs: `notify` fans an event out into deliveries, `deliver-*` send them through the notifiers.
 */
export async function notificationsRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  const { ctx } = options;
  const email = emailNotifier(ctx.mailer);
  const telegram = ctx.config.telegram ? telegramNotifier(telegramApi(ctx.config.telegram)) : undefined;
  ctx.jobs.work<{ eventId: number }>(QUEUES.notify.name, (job) => notifyJob(ctx, job));
  ctx.jobs.work<{ deliveryId: number }>(QUEUES.deliverEmail.name, (job) => deliverJob(ctx, email, job));
  ctx.jobs.work<{ deliveryId: number }>(QUEUES.deliverTelegram.name, (job) => deliverJob(ctx, telegram, job));

  await app.register(notificationCustomerRoutes, options);
  await app.register(notificationStaffRoutes, options);
  await app.register(telegramWebhookRoutes, options);
}
