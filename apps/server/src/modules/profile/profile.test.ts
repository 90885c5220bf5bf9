import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTransactions, accounts } from '../../db/schema/index.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const myInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/client/my-info?version=v2', headers: bearer(token) });

  it('shows each customer only their own profile and accounts', async () => {
    const anna = await signUpClient(t.app, { name: 'Анна' });
    const boris = await signUpClient(t.app, { name: 'Борис' });
    const annaInfo = (await myInfo(anna.token)).json();
    const borisInfo = (await myInfo(boris.token)).json();
    expect(annaInfo.email).toBe(anna.email);
    expect(borisInfo.email).toBe(boris.email);
    expect(annaInfo.id).not.toBe(borisInfo.id);
    const annaAccounts = annaInfo.accounts.map((a: { id: number }) => a.id);
    const borisAccounts = borisInfo.accounts.map((a: { id: number }) => a.id);
    expect(annaAccounts.some((id: number) => borisAccounts.includes(id))).toBe(false);
    // The database holds exactly those four accounts for Anna.
    const rows = await t.app.ctx.db.select().from(accounts).where(eq(accounts.userId, annaInfo.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...annaAccounts].sort());
  });

  it('updates the profile and normalises the phone; bad input changes nothing', async () => {
    const client = await signUpClient(t.app);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/client/update-profile',
      headers: bearer(client.token),
      payload: { name: 'Ольга', surname: 'Иванова', middleName: 'Петровна', phone: '+375 (29) 123-45-67' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      name: 'Ольга',
      surname: 'Иванова',
      middleName: 'Петровна',
      phone: '375291234567',
    });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/client/update-profile',
      headers: bearer(client.token),
      payload: { name: '', phone: '+375 (11) 123-45-67' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Введите имя', phone: 'Телефон введен не правильно' });
    expect((await myInfo(client.token)).json()).toMatchObject({ name: 'Ольга', phone: '375291234567' });
  });

  it('never answers a password hash', async () => {
    const client = await signUpClient(t.app);
    const responses = [
      await myInfo(client.token),
      await t.app.inject({
        method: 'PUT',
        url: '/api/client/update-profile',
        headers: bearer(client.token),
        payload: { name: 'Иван' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email: client.email, password: client.password },
      }),
      await t.app.inject({ method: 'GET', url: '/api/client/my-referrals', headers: bearer(client.token) }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/i);
    }
  });

  it('keeps balances as exact decimals with a ledger row per change', async () => {
    const client = await signUpClient(t.app);
    const info = (await myInfo(client.token)).json();
    const { credit } = await import('../finance/index.js');
    await t.app.ctx.db.transaction(async (tx) => {
      for (const amount of ['0.10', '0.20', '0.70']) {
        await credit(tx, { userId: info.id, currency: 'CNY', amount, kind: 'correction', comment: 'тест' });
      }
    });
    const cny = (await myInfo(client.token))
      .json()
      .accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'CNY');
    expect(cny.balance).toBe(1);
    const ledger = await t.app.ctx.db
      .select()
      .from(accountTransactions)
      .where(eq(accountTransactions.accountId, cny.id));
    expect(ledger.map((row) => row.balanceAfter)).toEqual(['0.10', '0.30', '1.00']);
  });
});
