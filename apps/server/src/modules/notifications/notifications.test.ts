import { NOTIFICATION_MESSAGES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers.js';
import { useNotificationWorld } from '../../test/notification-fixtures.js';

describe('the customer’s notifications', () => {
  const w = useNotificationWorld();
  const list = (token: string, query = '') => call(w.app, 'GET', `/api/notifications${query}`, token);

  it('lists the events newest first, per object too, with the unread total, and marks them read', async () => {
    const { client } = await w.customer();
    const first = await w.approvedRecipient(client);
    const second = await w.approvedRecipient(client);
    const all = (await list(client.token)).json();
    expect(all).toMatchObject({ totalElements: 2, page: 1, unread: 2 });
    expect(all.data.map((n: { objectId: number }) => n.objectId)).toEqual([second, first]);
    expect(all.data[0]).toMatchObject({
      kind: 'recipient',
      read: false,
      link: `/recipients/edit/${second}`,
      title: 'Получатель Иванов Иван Иванович: Подтверждён',
    });
    expect(all.data[0].text).toBe('Получатель Иванов Иван Иванович: новый статус «Подтверждён».');

    const own = (await list(client.token, `?objectType=recipient&objectId=${first}`)).json();
    expect(own.data.map((n: { objectId: number }) => n.objectId)).toEqual([first]);
    expect(own.unread).toBe(2);

    const read = await call(w.app, 'POST', '/api/notifications/read', client.token, {
      ids: [own.data[0].id],
    });
    expect(read.json()).toEqual({ unread: 1 });
    expect(
      (await list(client.token, '?unread=true')).json().data.map((n: { objectId: number }) => n.objectId),
    ).toEqual([second]);
    expect((await call(w.app, 'POST', '/api/notifications/read', client.token, {})).json()).toEqual({
      unread: 0,
    });
  });

  it('changes nothing of another customer’s events by their ids', async () => {
    const owner = await w.customer();
    await w.approvedRecipient(owner.client);
    const [event] = await w.events(owner.userId);
    const stranger = await w.customer();
    const answer = await call(w.app, 'POST', '/api/notifications/read', stranger.client.token, {
      ids: [event!.id],
    });
    expect(answer.json()).toEqual({ unread: 0 });
    expect((await w.events(owner.userId))[0]!.readAt).toBeNull();
    expect((await list(stranger.client.token)).json().totalElements).toBe(0);
  });

  it('shows a redeemed promo code in the bell and sends it nowhere (the customer’s own action)', async () => {
    const { client, userId } = await w.customer();
    const code = `NOTE${Date.now().toString().slice(-6)}`;
    const created = await call(w.app, 'POST', '/api/staff/promo-codes', w.staff, {
      code,
      amount: 150,
      currency: 'RUB',
      maxUses: 10,
    });
    expect(created.statusCode).toBe(200);
    expect((await call(w.app, 'POST', `/api/promoCode/${code}`, client.token)).statusCode).toBe(200);
    const bell = (await list(client.token, '?objectType=credit')).json();
    expect(bell.data).toHaveLength(1);
    expect(bell.data[0]).toMatchObject({ kind: 'credit', link: '/finance' });
    expect(bell.data[0].text).toContain(code);
    const [event] = (await w.events(userId)).filter((e) => e.kind === 'credit');
    await w.drain();
    expect(await w.deliveries(event!.id)).toEqual([]);
  });

  it('keeps the choice per kind; kinds left out keep theirs', async () => {
    const { client } = await w.customer();
    const defaults = (await call(w.app, 'GET', '/api/notifications/settings', client.token)).json();
    expect(defaults.preferences.good).toEqual({ email: false, telegram: true });
    expect(defaults.email).toBe(client.email);
    await call(w.app, 'PUT', '/api/notifications/settings', client.token, {
      preferences: { good: { email: true, telegram: false } },
    });
    await call(w.app, 'PUT', '/api/notifications/settings', client.token, {
      preferences: { cargo: { email: false, telegram: false } },
    });
    const saved = (await call(w.app, 'GET', '/api/notifications/settings', client.token)).json();
    expect(saved.preferences.good).toEqual({ email: true, telegram: false });
    expect(saved.preferences.cargo).toEqual({ email: false, telegram: false });
    expect(saved.preferences.parcel).toEqual({ email: true, telegram: true });
  });
});

describe('with no Telegram bot configured', () => {
  const w = useNotificationWorld({ telegram: false });

  it('says the channel is off, refuses a link and has no webhook', async () => {
    const { client } = await w.customer();
    const settings = (await call(w.app, 'GET', '/api/notifications/settings', client.token)).json();
    expect(settings.telegram).toEqual({ available: false, linked: false, botUsername: null });
    const link = await call(w.app, 'POST', '/api/notifications/telegram/link', client.token);
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(NOTIFICATION_MESSAGES.telegramOff);
    expect((await w.webhook(w.update(1, '/start abc'))).statusCode).toBe(404);
  });
});
