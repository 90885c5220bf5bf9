import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { notFound, unauthorized } from '../../errors.js';
import { errors } from '../../http.js';
import { bindChat } from './bind-telegram-chat.js';
import { unbindChat } from './unbind-telegram-chat.js';

/** The part of a Telegram Update the bot reads: a text message and its chat (other updates are acknowledged). */
const updateSchema = z.looseObject({
  update_id: z.number().optional(),
  message: z.looseObject({ text: z.string().optional(), chat: z.looseObject({ id: z.number() }) }).optional(),
});

/** Compares through digests: equal lengths for timingSafeEqual, no early exit on the first differing byte. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** What the bot answers a command: `/start <code>` binds the chat, `/stop` unbinds it. */
async function answerTo(ctx: AppContext, text: string, chatId: string): Promise<string> {
  const [command = '', code] = text.trim().split(/\s+/);
  const name = command.split('@')[0];
  if (name === '/start' && code) {
    return (await bindChat(ctx.db, code, chatId))
      ? NOTIFICATION_MESSAGES.telegramBound
      : NOTIFICATION_MESSAGES.telegramLinkExpired;
  }
  if (name === '/stop') {
    await unbindChat(ctx.db, chatId);
    return NOTIFICATION_MESSAGES.telegramUnbound;
  }
  return NOTIFICATION_MESSAGES.telegramHello;
}

/**
 * The bot's webhook (decision 029). Telegram sends the secret given at setWebhook in a header; anything without it
 * is refused before a chat is touched. The reply goes back in the webhook's answer (the Bot API runs a method
 * returned there), so no outgoing call sits in the request. No bot configured: 404.
 */
export async function telegramWebhookRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/telegram/webhook',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Вебхук Telegram-бота: /start <код> привязывает чат, /stop отвязывает',
        body: updateSchema,
        response: { 200: z.looseObject({}), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const telegram = ctx.config.telegram;
      if (!telegram) throw notFound();
      const header = request.headers['x-telegram-bot-api-secret-token'];
      if (!sameSecret(typeof header === 'string' ? header : undefined, telegram.webhookSecret)) {
        throw unauthorized();
      }
      const message = request.body.message;
      if (!message?.text) return {};
      const chatId = String(message.chat.id);
      return { method: 'sendMessage', chat_id: chatId, text: await answerTo(ctx, message.text, chatId) };
    },
  );
}
