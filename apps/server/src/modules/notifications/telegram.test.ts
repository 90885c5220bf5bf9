import { eq } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { telegramLinks } from '../../db/schema/notifications.js';
import { call } from '../../test/helpers.js';
import { BOT_TOKEN, useNotificationWorld } from '../../test/notification-fixtures.js';

const w = useNotificationWorld();
const settings = (token: string) => call(w.app, 'GET', '/api/notifications/settings', token);
const linkOf = async (userId: number) =>
  (await w.app.ctx.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0];

describe('linking Telegram', () => {
  it('gives a one-time deep link to the bot, kept only as a hash', async () => {
    const { client, userId } = await w.customer();
    const link = await call(w.app, 'POST', '/api/notifications/telegram/link', client.token);
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/cabinet_test_bot');
    const code = url.searchParams.get('start')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await linkOf(userId);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.enabled).toBe(false);
    expect((await settings(client.token)).json().telegram).toEqual({
      available: true,
      linked: false,
      botUsername: 'cabinet_test_bot',
    });
  });

  it('binds nothing on a forged webhook (wrong or missing secret), and binds with the right one', async () => {
    const { client, userId } = await w.customer();
    const link = (await call(w.app, 'POST', '/api/notifications/telegram/link', client.token)).json();
    const code = new URL(link.url).searchParams.get('start');
    const start = w.update(8001, `/start ${code}`);
    for (const secret of ['wrong-secret', '', null]) {
      const forged = await w.webhook(start, secret);
      expect([secret, forged.statusCode]).toEqual([secret, 401]);
    }
    expect((await linkOf(userId))!.chatId).toBeNull();
    expect((await settings(client.token)).json().telegram.linked).toBe(false);

    const bound = await w.webhook(start);
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toEqual({
      method: 'sendMessage',
      chat_id: '8001',
      text: NOTIFICATION_MESSAGES.telegramBound,
    });
    expect(await linkOf(userId)).toMatchObject({ chatId: '8001', enabled: true, codeHash: null });
    expect((await settings(client.token)).json().telegram.linked).toBe(true);
    // The code was one-time: sent again (or by someone who saw it), it binds nothing.
    expect((await w.webhook(w.update(8002, `/start ${code}`))).json().text).toBe(
      NOTIFICATION_MESSAGES.telegramLinkExpired,
    );
    expect((await linkOf(userId))!.chatId).toBe('8001');
  });

  it('refuses an expired code and greets a bare /start', async () => {
    const { client, userId } = await w.customer();
    const link = (await call(w.app, 'POST', '/api/notifications/telegram/link', client.token)).json();
    await w.app.ctx.db
      .update(telegramLinks)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinks.userId, userId));
    const code = new URL(link.url).searchParams.get('start');
    expect((await w.webhook(w.update(8101, `/start ${code}`))).json().text).toBe(
      NOTIFICATION_MESSAGES.telegramLinkExpired,
    );
    expect((await w.webhook(w.update(8101, '/start'))).json().text).toBe(NOTIFICATION_MESSAGES.telegramHello);
    expect((await linkOf(userId))!.enabled).toBe(false);
  });

  it('unbinds by /stop in the chat and by «Отключить» in the profile', async () => {
    const a = await w.customer();
    await w.linkTelegram(a.client, 8201);
    const stopped = await w.webhook(w.update(8201, '/stop'));
    expect(stopped.json().text).toBe(NOTIFICATION_MESSAGES.telegramUnbound);
    expect((await settings(a.client.token)).json().telegram.linked).toBe(false);

    const b = await w.customer();
    await w.linkTelegram(b.client, 8202);
    const unlinked = await call(w.app, 'DELETE', '/api/notifications/telegram', b.client.token);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().telegram.linked).toBe(false);
    expect(await linkOf(b.userId)).toMatchObject({ chatId: null, enabled: false });
  });
});

describe('a Telegram message', () => {
  it('is sent through the Bot API (a local stand-in) and retried when the API fails', async () => {
    const { client, userId } = await w.customer();
    await w.linkTelegram(client, 8301);
    // Only Telegram for recipients, so the test reads one channel.
    await call(w.app, 'PUT', '/api/notifications/settings', client.token, {
      preferences: { recipient: { email: false, telegram: true } },
    });
    w.bot.state.failNext = 1;
    await w.approvedRecipient(client);
    const [event] = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    await w.drain();
    const [delivery] = await w.deliveries(event!.id);
    expect(delivery).toMatchObject({ channel: 'telegram', status: 'queued', attempts: 1 });
    await w.retriesDueNow();
    await w.drain();
    expect((await w.deliveries(event!.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const sent = w.bot.sent.filter((m) => m.chatId === '8301');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.token).toBe(BOT_TOKEN);
    expect(sent[0]!.text).toMatch(/Получатель Иванов Иван Иванович: новый статус/);
  });
});
