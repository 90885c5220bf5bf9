import { NOTIFICATION_RETRY_LIMIT } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers.js';
import { useNotificationWorld } from '../../test/notification-fixtures.js';

const w = useNotificationWorld();

describe('a status change notifies its owner once per enabled channel', () => {
  it('writes one event and, after notify, one queued job per channel: e-mail, and Telegram when linked', async () => {
    const { client, userId } = await w.customer();
    expect((await w.linkTelegram(client, 7001)).json().text).toMatch(/Готово/);
    await w.approvedRecipient(client);

    const events = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.data.actor).toBe('staff');

    await w.app.ctx.jobs.drain('notify');
    const deliveries = await w.deliveries(event!.id);
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['email', 'queued'],
      ['telegram', 'queued'],
    ]);
    expect(await w.deliveryJobs(deliveries.map((d) => d.id))).toEqual([
      { name: 'deliver-email', state: 'created' },
      { name: 'deliver-telegram', state: 'created' },
    ]);

    // Both are sent: a letter through SMTP, a message through the Bot API stand-in, each with the object's link.
    await w.drain();
    const letter = w.smtp.letters.find((l) => l.to.some((to) => to.includes(client.email)));
    expect(letter?.text).toMatch(/Получатель Иванов Иван Иванович: новый статус «[^»]+»/);
    expect(letter?.text).toMatch(/http:\/\/localhost:3000\/recipients\/edit\/\d+/);
    const message = w.bot.sent.find((m) => m.chatId === '7001');
    expect(message?.text).toMatch(/Получатель Иванов Иван Иванович: новый статус/);
    expect(message?.text).toMatch(/http:\/\/localhost:3000\/recipients\/edit\/\d+/);
    expect((await w.deliveries(event!.id)).map((d) => [d.status, d.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('sends nothing twice: a duplicated notify or delivery job finds the delivery sent', async () => {
    const { client, userId } = await w.customer();
    await w.approvedRecipient(client);
    const [event] = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    await w.drain();
    const letters = w.smtp.letters.length;
    const { enqueue } = await import('../../jobs/enqueue.js');
    const [delivery] = await w.deliveries(event!.id);
    await enqueue(w.app.ctx.db, 'notify', { eventId: event!.id });
    await enqueue(w.app.ctx.db, 'deliver-email', { deliveryId: delivery!.id });
    await w.drain();
    expect(w.smtp.letters.length).toBe(letters);
    expect(await w.deliveries(event!.id)).toHaveLength(1);
  });

  it("shows a customer's own action in the bell and sends it nowhere", async () => {
    const { client, userId } = await w.customer();
    await w.approvedRecipient(client);
    const [recipientEvent] = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    // An event of the customer's own step, written as the guarded update writes it (actor customer).
    const { recordEvents } = await import('../../db/events.js');
    const [own] = await recordEvents(w.app.ctx.db, [
      { userId, kind: 'parcel', objectId: 1, statusId: 31, action: 'sendToAssembly', actor: 'customer' },
    ]);
    await w.drain();
    expect(await w.deliveries(own!)).toEqual([]);
    expect((await w.deliveries(recipientEvent!.id)).map((d) => d.channel)).toEqual(['email']);
  });

  it('follows the customer’s choice per kind', async () => {
    const { client, userId } = await w.customer();
    const saved = await call(w.app, 'PUT', '/api/notifications/settings', client.token, {
      preferences: { recipient: { email: false, telegram: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences.recipient).toEqual({ email: false, telegram: true });
    expect(saved.json().preferences.parcel).toEqual({ email: true, telegram: true });
    await w.approvedRecipient(client);
    const [event] = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    await w.drain();
    // E-mail off, Telegram not linked: the bell only.
    expect(await w.deliveries(event!.id)).toEqual([]);
  });
});

describe('a failing mail server', () => {
  it('is retried with back-off and ends in the dead letters after the limit; staff send it again', async () => {
    const { client, userId } = await w.customer();
    w.smtp.state.refuse = true;
    const refusedBefore = w.smtp.state.refused;
    await w.approvedRecipient(client);
    const [event] = (await w.events(userId)).filter((e) => e.kind === 'recipient');
    await w.drain();
    for (let attempt = 1; attempt < NOTIFICATION_RETRY_LIMIT; attempt += 1) {
      const [pending] = await w.deliveries(event!.id);
      expect(pending).toMatchObject({ status: 'queued', attempts: attempt });
      await w.retriesDueNow();
      await w.drain();
    }
    w.smtp.state.refuse = false;
    expect(w.smtp.state.refused - refusedBefore).toBe(NOTIFICATION_RETRY_LIMIT);
    const [failed] = await w.deliveries(event!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: NOTIFICATION_RETRY_LIMIT });
    expect(failed!.lastError).toMatch(/554/);
    expect(await w.deliveryJobs([failed!.id])).toEqual([{ name: 'deliver-email', state: 'failed' }]);

    const letters = await call(w.app, 'GET', '/api/staff/notifications/dead-letters', w.staff);
    const row = (letters.json().data as Array<Record<string, unknown>>).find((d) => d.id === failed!.id);
    expect(row).toMatchObject({ eventId: event!.id, channel: 'email', kind: 'recipient', attempts: 5 });
    expect(row!.customer).toEqual({ id: userId, email: client.email });
    expect((await call(w.app, 'GET', '/api/staff/notifications/dead-letters', client.token)).statusCode).toBe(
      404,
    );

    const retried = await call(
      w.app,
      'POST',
      `/api/staff/notifications/dead-letters/${failed!.id}/retry`,
      w.staff,
    );
    expect(retried.statusCode).toBe(200);
    const again = await call(
      w.app,
      'POST',
      `/api/staff/notifications/dead-letters/${failed!.id}/retry`,
      w.staff,
    );
    expect(again.statusCode).toBe(404);
    await w.drain();
    expect((await w.deliveries(event!.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(w.smtp.letters.filter((l) => l.to.some((to) => to.includes(client.email)))).toHaveLength(1);
  });
});
