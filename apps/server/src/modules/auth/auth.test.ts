import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cargo/domain';
import {
  bearer,
  createTestApp,
  decodeJwt,
  signUpClient,
  type TestApp,
  uniqueEmail,
} from '../../test/helpers.js';

const DAY = 24 * 60 * 60;

describe('sign-up, sign-in and my-info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a customer who then signs in and sees their own profile with four zero balances', async () => {
    const email = uniqueEmail();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-up',
      payload: {
        email,
        password: 'very-secret-1',
        name: 'Мария',
        phone: '8 (999) 123-45-67',
        registrationSourceId: 2,
      },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: email.toUpperCase(), password: 'very-secret-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info?version=v2',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    const info = me.json();
    expect(info).toMatchObject({
      email,
      role: 'client',
      name: 'Мария',
      phone: '79991234567',
      registrationSourceId: 2,
      referralId: null,
      recipientClientData: null,
    });
    expect(
      info.accounts.map((a: { currency: { ccy: string; code: number }; balance: number }) => [
        a.currency.ccy,
        a.currency.code,
        a.balance,
      ]),
    ).toEqual([
      ['RUB', 643, 0],
      ['CNY', 156, 0],
      ['USD', 840, 0],
      ['EUR', 978, 0],
    ]);
    expect(info.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a wrong password with 401 and a Russian message', async () => {
    const client = await signUpClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: client.email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: uniqueEmail('nobody'), password: 'whatever-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('refuses a second registration with the same e-mail, whatever its case', async () => {
    const client = await signUpClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-up',
      payload: { email: client.email.toUpperCase(), password: 'another-pass', name: 'Пётр' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    [{ password: 'long-enough-1' }, 'email', 'Введите почту'],
    [{ email: '', password: 'long-enough-1' }, 'email', 'Введите почту'],
    [{ email: 'not-an-email', password: 'long-enough-1' }, 'email', 'Введите валидный email'],
    [{ email: 'a@b.ru' }, 'password', 'Введите пароль'],
    [{ email: 'a@b.ru', password: '' }, 'password', 'Введите пароль'],
    [{ email: 'a@b.ru', password: 'short' }, 'password', 'Слишком короткий пароль'],
  ])('sign-in with %o answers 400 with %s: %s', async (payload, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/client/sign-in', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors[field]).toBe(message);
  });

  it('applies the same login rules at sign-up and creates nothing on bad input', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-up',
      payload: { email, password: 'short', name: 'Иван', phone: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      password: 'Слишком короткий пароль',
      phone: 'Телефон введен не правильно',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email, password: 'short-but-ok' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('issues an access token for 7 days and a refresh token for 15 days', async () => {
    const client = await signUpClient(t.app);
    const access = decodeJwt(client.token);
    const refresh = decodeJwt(client.refreshToken);
    const now = Math.floor(Date.now() / 1000);
    expect(Number(access.exp) - now).toBeGreaterThan(7 * DAY - 60);
    expect(Number(access.exp) - now).toBeLessThanOrEqual(7 * DAY);
    expect(Number(refresh.exp) - now).toBeGreaterThan(15 * DAY - 60);
    expect(Number(refresh.exp) - now).toBeLessThanOrEqual(15 * DAY);
  });

  it('issues a 30-day refresh token with remember-me', async () => {
    const client = await signUpClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: client.email, password: client.password, rememberMe: true },
    });
    const refresh = decodeJwt(response.json().refreshToken);
    const access = decodeJwt(response.json().token);
    const now = Math.floor(Date.now() / 1000);
    expect(Number(refresh.exp) - now).toBeGreaterThan(30 * DAY - 60);
    expect(Number(refresh.exp) - now).toBeLessThanOrEqual(30 * DAY);
    expect(Number(access.exp) - now).toBeLessThanOrEqual(7 * DAY);
  });

  it('answers 401 to my-info without a token, with a bad token and with a refresh token', async () => {
    const client = await signUpClient(t.app);
    for (const headers of [{}, bearer('garbage'), bearer(client.refreshToken)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/client/my-info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/войд|вход/i);
    }
  });

  it('ends the session on sign-out so its access token stops working', async () => {
    const client = await signUpClient(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-out',
      headers: bearer(client.token),
    });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(client.token),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: client.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
