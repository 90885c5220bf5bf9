import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_STATUS_SLUG } from '@cargo/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { notificationDeliveries, notificationEvents } from '../db/schema/notifications.js';
import { QUEUES } from '../jobs/queues.js';
import {
  call,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  testConfig,
} from './helpers.js';
import { smtpStandIn } from './smtp-stand-in.js';
import { telegramStandIn } from './telegram-stand-in.js';
import { createTestDatabase } from './test-database.js';

export const WEBHOOK_SECRET = 'webhook-secret-of-the-test-bot';
export const BOT_TOKEN = '123456:test-bot-token';

/**
 * The notification tests' world: the app on a fresh database with SMTP_URL at a local mail server stand-in and the
 * Telegram bot at a local Bot API stand-in (both with levers to fail), a staff account, and the steps the tests take.
 */
export function useNotificationWorld(options: { telegram?: boolean } = {}) {
  let app: FastifyInstance;
  let staff = '';
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let bot: Awaited<ReturnType<typeof telegramStandIn>>;
  beforeAll(async () => {
    smtp = await smtpStandIn();
    bot = await telegramStandIn();
    const telegram =
      options.telegram === false
        ? undefined
        : {
            botToken: BOT_TOKEN,
            botUsername: 'cabinet_test_bot',
            webhookSecret: WEBHOOK_SECRET,
            apiRoot: bot.apiRoot,
          };
    const database = await createTestDatabase();
    app = await buildApp(testConfig({ smtpUrl: smtp.url, telegram }), { database });
    await app.ready();
    staff = await signInStaff(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await bot.close();
  });

  const world = {
    get app() {
      return app;
    },
    get staff() {
      return staff;
    },
    get smtp() {
      return smtp;
    },
    get bot() {
      return bot;
    },
    async customer(): Promise<{ client: SignedUpClient; userId: number }> {
      const client = await signUpClient(app);
      const userId = (await call(app, 'GET', '/api/client/my-info', client.token)).json().id as number;
      return { client, userId };
    },
    /** The customer adds a recipient (their own action), staff approve it: a status change by staff. */
    async approvedRecipient(client: SignedUpClient): Promise<number> {
      const created = await call(
        app,
        'POST',
        '/api/recipient-client-data/cl',
        client.token,
        russianRecipient,
      );
      const id = created.json().id as number;
      const approved = await call(app, 'PUT', `/api/staff/recipients/${id}/confirm`, staff);
      if (approved.statusCode !== 200) throw new Error(`confirm: ${approved.statusCode} ${approved.body}`);
      return id;
    },
    /** A webhook call with this secret header (null: none at all). */
    webhook: (body: unknown, secret: string | null = WEBHOOK_SECRET) =>
      app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
        payload: body as Record<string, unknown>,
      }),
    /** The customer takes a deep link and sends its `/start <code>` to the bot from `chatId`. */
    async linkTelegram(client: SignedUpClient, chatId: number) {
      const link = (await call(app, 'POST', '/api/notifications/telegram/link', client.token)).json();
      const code = new URL(String(link.url)).searchParams.get('start');
      return world.webhook(world.update(chatId, `/start ${code}`));
    },
    update: (chatId: number, text: string) => ({
      update_id: chatId,
      message: { message_id: 1, date: 0, chat: { id: chatId, type: 'private' }, text },
    }),
    async events(userId: number) {
      return app.ctx.db.select().from(notificationEvents).where(eq(notificationEvents.userId, userId));
    },
    /** The event's deliveries, each with its status's word (`queued`, `sent`…) beside its id. */
    async deliveries(eventId: number) {
      const rows = await app.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.eventId, eventId))
        .orderBy(notificationDeliveries.channel);
      return rows.map((row) => ({ ...row, status: DELIVERY_STATUS_SLUG[row.statusId] }));
    },
    /** The delivery jobs of these deliveries in pg-boss's own table: name and state. */
    async deliveryJobs(deliveryIds: number[]) {
      const result = (await app.ctx.db.execute(
        sql`select name, state from pgboss.job where name in ('deliver-email', 'deliver-telegram')
            and (data->>'deliveryId')::int in (${sql.join(
              deliveryIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by name`,
      )) as unknown as { rows: Array<{ name: string; state: string }> };
      return result.rows;
    },
    /** Every due job of the notification queues, as the workers would run them. */
    async drain() {
      await app.ctx.jobs.drain(QUEUES.notify.name);
      await app.ctx.jobs.drain(QUEUES.deliverEmail.name);
      await app.ctx.jobs.drain(QUEUES.deliverTelegram.name);
    },
    /** A retry waits for its back-off: moves it to now, as time passing would. */
    retriesDueNow: () =>
      app.ctx.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`),
  };
  return world;
}
